import { act } from '@testing-library/react';
import type { Engine } from '../../engine/react/context.tsx';
import { decryptPayload, generateKeyPair, isEncryptedPayload } from '../../engine/api/crypto.ts';
import { failReply, fakePlatform, settleAs, type FakeReply } from './fakePlatform.ts';
import type { CallName } from '../../schemas/api/index.ts';
import { callRoutes } from '../../schemas/generated/callRoutes.ts';

/** A request as the platform received it: the body decrypted, and as it travelled. */
export interface SeenCall {
  name: CallName;
  body: Record<string, unknown>;
  params: Record<string, unknown>;
  /** The body as sent over the wire (ciphertext for encrypted calls). */
  wire: unknown;
}

export type AccountRoutes = Partial<Record<CallName, FakeReply | ((call: SeenCall) => FakeReply)>>;

/** A JSON body, or a form-encoded one (CALL-16) as an object. */
function readBody(data: unknown): unknown {
  if (data instanceof URLSearchParams) return Object.fromEntries(data);
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return Object.fromEntries(new URLSearchParams(data));
  }
}

/** The adapter type the engine takes, as the shared fake platform gives it (widgets never import axios). */
type Adapter = ReturnType<typeof fakePlatform>['adapter'];

const byPath = new Map<string, CallName>(
  Object.values(callRoutes).map((route) => [route.path, route.name as CallName]),
);

/**
 * A fake platform for the account forms: it holds an RSA key pair like the real one, so encrypted
 * calls (login, registration, password changes) arrive encrypted and are read after decryption.
 * Give the engine `publicKey` through system status. Calls without a route answer 404.
 */
export async function accountsPlatform(routes: AccountRoutes) {
  const keys = await generateKeyPair(1024);
  const seen: SeenCall[] = [];
  const adapter: Adapter = async (config) => {
    const name = byPath.get(config.url ?? '');
    const wire = readBody(config.data);
    const body = isEncryptedPayload(wire) ? await decryptPayload(keys.privateKey, wire) : wire;
    const call: SeenCall = {
      name: name ?? ('unknown' as CallName),
      body: (body ?? {}) as Record<string, unknown>,
      params: (config.params ?? {}) as Record<string, unknown>,
      wire,
    };
    seen.push(call);
    const route = name ? routes[name] : undefined;
    const reply =
      route === undefined
        ? failReply(404, 'NOT_FOUND', 'No such call.')
        : typeof route === 'function'
          ? route(call)
          : route;
    return settleAs(reply, config);
  };
  return { adapter, seen, publicKey: keys.publicKeySpkiBase64, names: () => seen.map((call) => call.name) };
}

/** A failure envelope with extra fields (captcha, challenge, verification …). */
export const failWith = (status: number, code: string, extra: Record<string, unknown> = {}): FakeReply => ({
  status,
  data: { success: false, code, message: 'Platform words.', ...extra },
});

/**
 * Tells a rendered engine the fake platform's public key through system status, as the real
 * platform does at start, so the forms' encrypted calls can be sent.
 */
export function givePublicKey(engine: Engine, platform: { publicKey: string }) {
  act(() =>
    engine.platform.getState().applyStatus({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      info: { publicKey: platform.publicKey },
    }),
  );
}
