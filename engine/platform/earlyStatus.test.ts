import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../api/gateway.ts';
import { systemStatusOnce } from './earlyStatus.ts';

const fromGateway = { status: 0, modules: [] };
const gatewayWith = () =>
  ({ call: vi.fn(async () => fromGateway) }) as unknown as Gateway & { call: ReturnType<typeof vi.fn> };

afterEach(() => {
  delete window.__LIVERY_STATUS__;
});

describe('system status started by the boot script', () => {
  it('is used once, so status is not fetched twice; a retry asks the platform again', async () => {
    const early = { status: 0, modules: ['early'] };
    window.__LIVERY_STATUS__ = Promise.resolve({ status: 200, body: { success: true, value: early } });
    const gateway = gatewayWith();
    await expect(systemStatusOnce(gateway)).resolves.toEqual(early);
    expect(gateway.call).not.toHaveBeenCalled();
    await expect(systemStatusOnce(gateway)).resolves.toEqual(fromGateway);
    expect(gateway.call).toHaveBeenCalledTimes(1);
  });

  it('leaves a refusal or a network failure to the gateway, which maps and logs it as for any call', async () => {
    for (const answer of [
      Promise.resolve({ status: 503, body: { success: false, code: 'MAINTENANCE', message: 'Closed' } }),
      Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      answer.catch(() => undefined);
      window.__LIVERY_STATUS__ = answer;
      const gateway = gatewayWith();
      await expect(systemStatusOnce(gateway)).resolves.toEqual(fromGateway);
      expect(gateway.call).toHaveBeenCalledWith('systemStatus');
    }
  });

  it('goes through the gateway when the page started nothing', async () => {
    const gateway = gatewayWith();
    await expect(systemStatusOnce(gateway)).resolves.toEqual(fromGateway);
    expect(gateway.call).toHaveBeenCalledTimes(1);
  });
});
