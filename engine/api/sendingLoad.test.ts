// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from './errors.ts';

// The gateway's sending part (sending.ts, with the HTTP client) arrives with the first call (DESIGN §6b).
// Its chunk may fail to arrive on a flaky network: the call fails as a network failure would, the
// failure is handled as any other, and the next call loads it again.

afterEach(() => {
  vi.doUnmock('./sending.ts');
  vi.resetModules();
});

describe('the gateway’s sending part loads with the first call', () => {
  it('a chunk that does not arrive fails that call as a network failure (ERR-19), and the next call loads it again', async () => {
    let attempts = 0;
    vi.doMock('./sending.ts', () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return {
        createSender: () => ({ call: async () => 'answered', openStream: async () => new Response('') }),
      };
    });
    const { createGateway } = await import('./gateway.ts');
    const failures: string[] = [];
    const gateway = createGateway({
      baseURL: '',
      timeoutMs: 1000,
      getPublicKey: async () => 'key',
      storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
      onError: (error, call) => failures.push(`${call.name}: ${error.kind}`),
    });
    const first = await gateway.send('systemStatus').catch((error: unknown) => error);
    expect(first).toBeInstanceOf(GatewayError);
    expect((first as GatewayError).kind).toBe('network');
    expect((first as GatewayError).retryable).toBe(true);
    expect(failures).toEqual(['systemStatus: network']);
    expect(await gateway.send('systemStatus')).toBe('answered');
    expect(attempts).toBe(2);
  });
});
