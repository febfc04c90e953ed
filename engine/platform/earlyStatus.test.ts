import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../api/gateway.ts';
import { domainRouteOnce, systemStatusOnce } from './earlyStatus.ts';

const fromGateway = { status: 0, modules: [] };
const gatewayWith = () =>
  ({ call: vi.fn(async () => fromGateway) }) as unknown as Gateway & { call: ReturnType<typeof vi.fn> };

afterEach(() => {
  delete window.__LIVERY_STATUS__;
  delete window.__LIVERY_DOMAIN__;
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

describe('the domain check started by the boot script (SHELL-07, issue 30)', () => {
  const valid = { valid: true };
  it('is used once for the host it asked about, so the HTTP client is not needed before the first paint', async () => {
    window.__LIVERY_DOMAIN__ = {
      host: 'aurora.example.com',
      answer: Promise.resolve({ status: 200, body: { success: true, value: valid } }),
    };
    const gateway = gatewayWith();
    await expect(domainRouteOnce(gateway, 'aurora.example.com', 8000)).resolves.toEqual(valid);
    expect(gateway.call).not.toHaveBeenCalled();
    // A retry asks the platform again.
    await domainRouteOnce(gateway, 'aurora.example.com', 8000);
    expect(gateway.call).toHaveBeenCalledWith('domainRoute', { host: 'aurora.example.com' }, { timeoutMs: 8000 });
  });

  it('another host, a refusal or a failure goes through the gateway', async () => {
    for (const [host, answer] of [
      ['jade.example.com', Promise.resolve({ status: 200, body: { success: true, value: valid } })],
      ['aurora.example.com', Promise.resolve({ status: 400, body: { success: false, code: 'DOMAIN_CHECK_FAILED' } })],
      ['aurora.example.com', Promise.reject(new TypeError('Failed to fetch'))],
    ] as const) {
      answer.catch(() => undefined);
      window.__LIVERY_DOMAIN__ = { host: 'aurora.example.com', answer };
      const gateway = gatewayWith();
      await expect(domainRouteOnce(gateway, host, 8000)).resolves.toEqual(fromGateway);
      expect(gateway.call).toHaveBeenCalledTimes(1);
    }
  });
});
