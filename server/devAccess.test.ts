// @vitest-environment node
// Issue 14, item 3: developer routes answer only when switched on, only this machine, never through a proxy.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { devRoutesWanted } from './devAccess.ts';
import { registerDeveloperRoutes } from './devRoutes.ts';
import { localOutbox } from './services/outbox.ts';
import { platformForEachTest } from '../tests/support/platform.ts';

// As behind a reverse proxy: the platform trusts X-Forwarded-For for the calls' addresses.
const platform = platformForEachTest(undefined, { trustProxy: true, devRoutes: true });

const DEV_PAGES = ['/dev/outbox', '/dev/captcha?brand=aurora', '/dev-auth/google'];
const PROXY_HEADERS: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.9' },
  { 'x-forwarded-for': '127.0.0.1' },
  { forwarded: 'for=203.0.113.9' },
  { 'x-real-ip': '203.0.113.9' },
  { via: '1.1 nginx' },
  { 'x-forwarded-host': 'aurora.example' },
  { 'x-forwarded-proto': 'https' },
];

describe('developer routes (issue 14, item 3)', () => {
  it('answer a request made on this machine itself', async () => {
    for (const url of DEV_PAGES) expect((await platform.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });

  it('never answer a request that came through a proxy, even one on this machine', async () => {
    // A proxy on the same machine connects from 127.0.0.1: only its headers tell.
    for (const url of DEV_PAGES) {
      for (const headers of PROXY_HEADERS) {
        const response = await platform.app.inject({ method: 'GET', url, headers, remoteAddress: '127.0.0.1' });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(response.body).not.toMatch(/code is|answer/);
      }
    }
    const token = await platform.app.inject({
      method: 'POST',
      url: '/dev-auth/google/token',
      payload: { name: 'Eve' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(token.statusCode).toBe(404);
  });

  it('answer no other machine', async () => {
    for (const url of DEV_PAGES)
      expect((await platform.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.4' })).statusCode, url).toBe(404);
  });

  it('are on only when switched on, or when the platform listens on this machine only', () => {
    expect(devRoutesWanted({}, '0.0.0.0')).toBe(false);
    expect(devRoutesWanted({}, '::')).toBe(false);
    expect(devRoutesWanted({}, '192.0.2.4')).toBe(false);
    expect(devRoutesWanted({}, '127.0.0.1')).toBe(true);
    expect(devRoutesWanted({}, 'localhost')).toBe(true);
    expect(devRoutesWanted({ LIVERY_DEV_ROUTES: '1' }, '0.0.0.0')).toBe(true);
    expect(devRoutesWanted({ LIVERY_DEV_ROUTES: '0' }, '127.0.0.1')).toBe(false);
  });
});

describe('developer routes and DNS rebinding (issue 24, item 6)', () => {
  const REBOUND = 'rebind.attacker.example:8080';
  const SERVED = [
    'localhost:8080',
    '127.0.0.1:8080',
    '[::1]:8080',
    'aurora.localhost:8080',
    'aurora.example.com',
    'jade.localhost',
  ];

  it("a page that rebinds its name to this machine reads no SMS code, captcha answer or sign-in token; the platform's own names still do", async () => {
    localOutbox(platform.db, platform.now).send({
      brand: 'aurora',
      channel: 'sms',
      recipient: '+60123456789',
      body: 'Your code is 493817',
    });
    for (const url of DEV_PAGES) {
      // The rebinding page's requests come from this machine's browser, over loopback, with no proxy: only the Host tells.
      const rebound = await platform.app.inject({
        method: 'GET',
        url,
        headers: { host: REBOUND },
        remoteAddress: '127.0.0.1',
      });
      expect(rebound.statusCode, url).toBe(404);
      expect(rebound.body, url).toBe('Not found');
      for (const host of SERVED)
        expect(
          (await platform.app.inject({ method: 'GET', url, headers: { host } })).statusCode,
          `${url} ${host}`,
        ).toBe(200);
    }
    const outbox = await platform.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { host: 'aurora.localhost:8080' },
    });
    expect(outbox.body).toContain('493817');
    const token = await platform.app.inject({
      method: 'POST',
      url: '/dev-auth/google/token',
      payload: { name: 'Eve' },
      headers: { host: REBOUND },
    });
    expect(token.statusCode).toBe(404);
    expect(token.body).not.toContain('providerToken');
  });

  it('the payment page and its callback are developer routes too: a rebound name cannot pay', async () => {
    const page = await platform.app.inject({ method: 'GET', url: '/dev-pay/D1?key=x', headers: { host: REBOUND } });
    expect(page).toMatchObject({ statusCode: 404, body: 'Not found' });
    const callback = await platform.app.inject({
      method: 'POST',
      url: '/dev-pay/callback',
      payload: {},
      headers: { host: REBOUND },
    });
    expect(callback).toMatchObject({ statusCode: 404, body: 'Not found' });
  });

  it('a developer route registered outside their guarded plugin stops the platform from starting', async () => {
    const app = Fastify();
    registerDeveloperRoutes(app, {
      db: platform.db,
      brands: platform.brands,
      now: platform.now,
      outbox: localOutbox(platform.db),
      devRoutes: false,
      contextFor: () => {
        throw new Error('unused');
      },
    });
    app.get('/dev/leak', async () => 'secret');
    await expect(app.ready()).rejects.toThrow(/Developer routes outside the guarded plugin.*\/dev\/leak/);
    await app.close();
  });
});

describe('the platform says plainly whether the developer routes are on', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'livery-dev-routes-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Starts server/main.ts as `npm start` does, waits for its banner, asks for the outbox, stops it. */
  async function start(env: Record<string, string>): Promise<{ banner: string; outbox: number }> {
    const data = mkdtempSync(join(dataDir, 'server-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: data,
        SITE_DIR: join(dataDir, 'no-site'),
        LIVERY_DEV_ROUTES: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let banner = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          banner += chunk.toString();
          if (banner.includes('Operator switches')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${banner}`)));
      });
      const port = /port (\d+)/.exec(banner)?.[1];
      const outbox = (await fetch(`http://127.0.0.1:${port}/dev/outbox`)).status;
      return { banner, outbox };
    } finally {
      child.kill('SIGTERM');
    }
  }

  it('on for the local demo (listening on this machine), off when serving others', async () => {
    const local = await start({ HOST: '127.0.0.1' });
    const served = await start({ HOST: '0.0.0.0' });
    const switched = await start({ HOST: '0.0.0.0', LIVERY_DEV_ROUTES: '1' });
    expect(local.banner).toContain('DEVELOPER ROUTES ARE ON');
    expect(local.outbox).toBe(200);
    expect(served.banner).toContain('Developer routes are off');
    expect(served.outbox).toBe(404);
    expect(switched.banner).toContain('DEVELOPER ROUTES ARE ON');
    expect(switched.outbox).toBe(200);
  }, 180_000);
});
