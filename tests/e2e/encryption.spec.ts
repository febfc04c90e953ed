import { expect, test } from './support/test.ts';
import { build } from 'esbuild';

type GatewayModule = typeof import('../../engine/api/gateway.ts');

/** The player's gateway module, bundled for the browser as it is, exposed as window.LiveryGateway. */
async function gatewayBundle(): Promise<string> {
  const result = await build({
    entryPoints: ['engine/api/gateway.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'LiveryGateway',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

test('UNSPEC-20 AUTH-02 an encrypted login leaves the browser with no field in plain text, and the platform opens it', async ({
  page,
}) => {
  // Added as the page opens, by the browser itself: the site's CSP allows no inline script of a test's.
  await page.addInitScript({ content: `${await gatewayBundle()};window.LiveryGateway = LiveryGateway;` });
  await page.goto('/?brand=aurora');
  await expect(page.getByRole('main')).toBeVisible();

  const sent = page.waitForRequest((request) => request.url().endsWith('/wps/session/login'));
  const userName = await page.evaluate(async () => {
    const { createGateway } = (window as unknown as { LiveryGateway: GatewayModule }).LiveryGateway;
    const status = (await (await fetch('/wps/system/status')).json()) as { value: { info: { publicKey: string } } };
    const gateway = createGateway({
      baseURL: location.origin,
      timeoutMs: 10_000,
      merchantCode: 'AURORA',
      storage: sessionStorage,
      getPublicKey: async () => status.value.info.publicKey,
    });
    const value = await gateway.call('login', { username: 'demo_member', password: 'demo1234', type: 'username' });
    return value.userName;
  });
  expect(userName).toBe('demo_member');

  const request = await sent;
  const body = request.postData() ?? '';
  expect(body).not.toContain('demo_member');
  expect(body).not.toContain('demo1234');
  expect(body).not.toContain('username');
  expect(Object.keys(JSON.parse(body) as object).sort()).toEqual(['data', 'iv', 'key']);
  expect(request.headers()['x-encrypted']).toBe('1');
});
