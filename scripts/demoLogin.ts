import { encryptPayload } from '../engine/api/crypto.ts';
import { DEMO_PASSWORD } from '../server/seed/accounts.ts';

type Envelope<T> = { success: boolean; value: T; message?: string };

/**
 * A seeded demo account's session token on a running platform, got as the login dialog gets it:
 * the platform's public key from system status, then the login with an encrypted body. For scripts
 * (benchmarks, screenshots) that start pages logged in.
 */
export async function demoToken(base: string, merchantCode: string, account = 'demo_member'): Promise<string> {
  const headers = { 'content-type': 'application/json', 'x-merchant-code': merchantCode };
  const status = (await (await fetch(`${base}/wps/system/status`, { headers })).json()) as Envelope<{
    info: { publicKey: string };
  }>;
  const body = await encryptPayload(status.value.info.publicKey, {
    username: account,
    password: DEMO_PASSWORD,
    type: 'username',
  });
  const login = (await (
    await fetch(`${base}/wps/session/login`, { method: 'POST', headers, body: JSON.stringify(body) })
  ).json()) as Envelope<{ token: string }>;
  if (!login.success) throw new Error(`${account} could not log in on ${merchantCode}: ${login.message}`);
  return login.value.token;
}
