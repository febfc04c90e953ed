// What e2e tests need of the running reference platform: operator commands and calls made as the player makes them.
import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { encryptPayload } from '../../../engine/api/crypto.ts';
import { callRoutes } from '../../../schemas/generated/callRoutes.ts';

/** The e2e platform's database (playwright.config.ts starts the server on it). */
export const E2E_DATA_DIR = '.data/e2e';

/** `npm run admin -- …` against the e2e platform; the running server sees the switch on its next call. */
export function admin(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

type Envelope<T> = { success: boolean; value: T; code?: string; message?: string };

/** Logs an account in (a demo account unless a password is given) with an encrypted body, as the gateway does, and returns its token. */
export async function loginAs(
  request: APIRequestContext,
  account: string,
  brand = 'AURORA',
  password = 'demo1234',
): Promise<string> {
  const status = (await (
    await request.get('/wps/system/status', { headers: { 'x-merchant-code': brand } })
  ).json()) as Envelope<{ info: { publicKey: string } }>;
  const body = await encryptPayload(status.value.info.publicKey, { username: account, password, type: 'username' });
  const login = (await (
    await request.post('/wps/session/login', { data: body, headers: { 'x-merchant-code': brand } })
  ).json()) as Envelope<{ token: string }>;
  if (!login.success) throw new Error(`login ${account}: ${login.message}`);
  return login.value.token;
}

/**
 * Makes `name` as the gateway makes it, with `token`: its route from the contract, its body
 * encrypted where the contract says so. Resolves with the envelope's value; an error names the refusal.
 */
export async function callAs<T = unknown>(
  request: APIRequestContext,
  brand: string,
  token: string,
  name: keyof typeof callRoutes,
  input: Record<string, unknown> = {},
): Promise<T> {
  const route = callRoutes[name] as { method: string; path: string; encrypted?: boolean };
  const headers = { 'x-merchant-code': brand, authorization: `Bearer ${token}` };
  let answer;
  if (route.method === 'GET')
    answer = await request.get(route.path, { headers, params: input as Record<string, string> });
  else {
    const status = (await (await request.get('/wps/system/status', { headers })).json()) as Envelope<{
      info: { publicKey: string };
    }>;
    const data = route.encrypted ? await encryptPayload(status.value.info.publicKey, input) : input;
    answer = await request.post(route.path, { headers, data });
  }
  const body = (await answer.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${name}: ${body.code} ${body.message}`);
  return body.value;
}
