// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decryptCustomerServicePath } from '../../engine/api/csPath.ts';
import { handlers } from './index.ts';
import { setBlockedIps, setMaintenance } from '../siteSwitches.ts';
import { createTestPlatform, platformForEachTest } from '../../tests/support/platform.ts';

const platform = platformForEachTest();

type Body = { success: boolean; value?: Record<string, unknown>; code?: string; message?: string };
const body = (response: { body: string }) => JSON.parse(response.body) as Body;

describe('system status (SHELL)', () => {
  it('SHELL-01 SHELL-04 status 0 carries the brand configuration, the public key and encrypted customer-service paths', async () => {
    const status = body(
      await platform.call('systemStatus', undefined, { headers: { host: 'aurora.localhost:8080' } }),
    ).value!;
    expect(status).toMatchObject({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      location: { ip: '127.0.0.1' },
    });
    const info = status.info as Record<string, unknown>;
    expect(info.whitelabel).toMatchObject({ MOBILENUMREG3: true, REGMOBVERF3: true });
    expect(info.registerRules).toMatchObject({
      username: { enabled: true, required: true, pattern: 1, min: 4, max: 16 },
    });
    expect(String(info.publicKey)).toMatch(/^MII/);
    const [chat] = info.customerService as { type: string; path: string }[];
    expect(chat!.path).not.toMatch(/^http/);
    expect(await decryptCustomerServicePath('AURORA', chat!.path)).toBe('http://aurora.localhost:8080/chat/cs-general');
  });

  it('DL-02 the site resources lead somewhere: no app package the platform cannot serve, iOS to the home-screen guide', async () => {
    const status = body(
      await platform.call('systemStatus', undefined, { headers: { host: 'aurora.localhost:8080' } }),
    ).value!;
    expect((status.info as Record<string, unknown>).resources).toEqual({
      ios: {
        labelNameEn: 'iOS app',
        url: 'http://aurora.localhost:8080/download#lv-download-Lite',
        resourceType: 'iOS',
      },
    });
  });

  it('SHELL-02 FLAG-19 maintenance: status 1 with its text, and every other call answers 503 MAINTENANCE', async () => {
    setMaintenance(platform.db, true, 'Upgrading until 04:00');
    expect(body(await platform.call('systemStatus')).value).toMatchObject({
      status: 1,
      maintenance: true,
      maintenanceText: 'Upgrading until 04:00',
    });
    const menus = await platform.call('gameMenus');
    expect(menus.statusCode).toBe(503);
    expect(body(menus)).toMatchObject({ success: false, code: 'MAINTENANCE', message: 'Upgrading until 04:00' });
    setMaintenance(platform.db, false);
    expect((await platform.call('gameMenus')).statusCode).toBe(200);
  });

  it('SHELL-03 a blocked visitor gets status 2 with their IP, and other calls answer 403 REGION_RESTRICTED', async () => {
    setBlockedIps(platform.db, ['203.0.113.7']);
    const blocked = { headers: { 'x-forwarded-for': '203.0.113.7' } };
    expect(body(await platform.call('systemStatus', undefined, blocked)).value).toMatchObject({
      status: 2,
      regionRestriction: true,
      location: { ip: '203.0.113.7' },
    });
    expect(body(await platform.call('gameMenus', undefined, blocked)).code).toBe('REGION_RESTRICTED');
    // Others are not affected.
    expect(
      body(await platform.call('systemStatus', undefined, { headers: { 'x-forwarded-for': '198.51.100.1' } })).value,
    ).toMatchObject({ status: 0 });
  });

  it('SHELL-07 ERR-21 the domain check accepts brand hosts and development hosts only', async () => {
    expect(body(await platform.call('domainRoute', { host: 'jade.example.com' })).value).toMatchObject({
      valid: true,
      brandId: 'jade',
      mainDomain: 'jade.example.com',
    });
    expect(body(await platform.call('domainRoute', { host: 'aurora.localhost:5173' })).value).toMatchObject({
      valid: true,
    });
    const foreign = await platform.call('domainRoute', { host: 'phishing.example.net' });
    expect(foreign.statusCode).toBe(403);
    expect(body(foreign).code).toBe('DOMAIN_CHECK_FAILED');
  });

  it('picks the brand by merchant code, else by host', async () => {
    const byHost = await platform.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { host: 'jade.localhost:8080' },
    });
    expect((body(byHost).value!.info as { whitelabel: Record<string, boolean> }).whitelabel).toMatchObject({
      FREEPLAY3: true,
    });
    const byCode = await platform.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { host: 'aurora.localhost', 'x-merchant-code': 'JADE' },
    });
    expect((body(byCode).value!.info as { whitelabel: Record<string, boolean> }).whitelabel).toMatchObject({
      FREEPLAY3: true,
    });
  });
});

describe('bad requests get a 4xx with a stable code, never a stack', () => {
  it('an unknown call is a 404 envelope', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/wps/relay/noSuchCall' });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('input outside the contract is a 400 VALIDATION_FAILED naming the field', async () => {
    const response = await platform.call('gameList', { pageNo: 0, pageSize: 18 });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(body(response).message).toMatch(/pageNo/);
    const extra = await platform.call('affiliateCheck', { code: 'AGENT01', admin: 'true' });
    expect(body(extra).code).toBe('VALIDATION_FAILED');
  });

  it('malformed JSON is a 400 BAD_REQUEST', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      headers: { 'content-type': 'application/json' },
      payload: '{"nodeId": ',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).success).toBe(false);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('an encrypted body that does not decrypt is a 400', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { key: 'AAAA', iv: 'AAAAAAAAAAAAAAAA', data: 'AAAA' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('BAD_REQUEST');
  });

  it('a failure inside the platform is a 500 UNKNOWN with a plain message and no stack', async () => {
    const broken = await createTestPlatform({
      handlers: {
        ...handlers,
        gameMenus: () => {
          throw new Error('database is locked at /srv/db.ts:12');
        },
      },
    });
    try {
      const response = await broken.call('gameMenus');
      expect(response.statusCode).toBe(500);
      expect(body(response)).toEqual({
        success: false,
        code: 'UNKNOWN',
        message: 'Unknown system error, please try again later.',
      });
    } finally {
      await broken.close();
    }
  });
});
