// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../../tests/support/platform.ts';

let dir: string;
let platform: TestPlatform;

const BOOT = 'window.__LIVERY_BOOT__=fetch("/brands/aurora.json");';
const ENTRY = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'livery-serving-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'brands'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script>window.__LIVERY_HOSTS__={"defaultBrand":"aurora","hosts":{},"brands":["aurora"]};</script><script>${BOOT}</script><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'index-abc.js'), ENTRY);
  // As the build leaves them: compressed copies beside the file.
  writeFileSync(join(dir, 'assets', 'index-abc.js.br'), brotliCompressSync(ENTRY));
  writeFileSync(join(dir, 'assets', 'index-abc.js.gz'), gzipSync(ENTRY));
  writeFileSync(
    join(dir, 'widget-chunks.json'),
    JSON.stringify({
      SiteHeader: ['assets/SiteHeader-1.js', 'assets/SiteHeader-1.css'],
      '@wide/SiteHeader': ['assets/WideParts-9.js'],
      PromoHero: ['assets/PromoHero-2.js'],
      HomeGames: ['assets/HomeGames-6.js', 'assets/games-7.js'],
      WinnerBoard: ['assets/WinnerBoard-8.js', 'assets/games-7.js'],
      '@coversPhoneScreen': ['HomeGames'],
      ContractOfferPrompt: ['assets/ContractOfferPrompt-3.js'],
      '@texts/EN': ['assets/en-4.js'],
      '@texts/MY': ['assets/my-5.js'],
    }),
  );
  writeFileSync(
    join(dir, 'brands', 'early-calls.json'),
    JSON.stringify({ aurora: [{ paths: ['/'], calls: { MY: [{ key: 'k', path: '/wps/x?a=1', moduleId: 'M' }] } }] }),
  );
  writeFileSync(
    join(dir, 'brands', 'aurora.json'),
    JSON.stringify({
      id: 'aurora',
      merchantCode: 'AURORA',
      api: { baseUrl: '' },
      languages: { default: 'MY', supported: ['MY', 'EN'] },
      constants: { apiTimeoutMs: 12000 },
      layout: {
        header: [{ widget: 'SiteHeader' }, { widget: 'ContractOfferPrompt', when: { session: ['member', 'agent'] } }],
      },
      screens: {
        home: {
          paths: ['/', '/Home/'],
          slots: { main: [{ widget: 'PromoHero' }, { widget: 'HomeGames' }, { widget: 'WinnerBoard' }] },
        },
        member: { paths: ['/member'], slots: { main: [] } },
      },
    }),
  );
  platform = await createTestPlatform({ siteDir: dir });
});
afterAll(async () => {
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  platform.app.inject({ method: 'GET', url, headers: { host: 'aurora.localhost', ...headers } });
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBeTruthy();
  const policy = String(headers['content-security-policy'] ?? '');
  expect(policy, what).toMatch(/frame-ancestors /);
  expect(policy, what).not.toContain('unsafe-eval');
  expect(policy, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

describe('serving the built site', () => {
  it('sends the entry script brotli-compressed to a browser that takes brotli, gzip to one that takes gzip', async () => {
    const br = await get('/assets/index-abc.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ENTRY);
    const gz = await get('/assets/index-abc.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ENTRY);
    const plain = await get('/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY);
  });

  it('sends the page brotli-compressed to a browser that takes brotli, gzip to one that takes gzip, plain to others', async () => {
    const plain = await get('/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('__LIVERY_PRELOAD__');
    const br = await get('/member', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('lets browsers keep hashed assets for a year, and asks again for the page and brand documents (ETag, 304)', async () => {
    expect((await get('/assets/index-abc.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/brands/aurora.json']) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const tag = String(first.headers.etag);
      expect(tag, url).toMatch(/"/);
      const again = await get(url, { 'if-none-match': tag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });

  it('compresses text answers of the API', async () => {
    const status = await get('/wps/system/status', { 'accept-encoding': 'br, gzip' });
    expect(status.statusCode).toBe(200);
    expect(status.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(status.rawPayload).toString()).success).toBe(true);
  });

  it('allows exactly the inline scripts of the page as served (host map re-inlined), by hash', async () => {
    const page = await get('/');
    const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(2);
    const policy = String(page.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!;
    expect(scriptSrc.split(' ').sort()).toEqual(["'self'", ...scripts.map(sha256)].sort());
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expectSecurityHeaders(page.headers, 'page');
  });

  it("inlines each brand's preload plan: its default language's texts and early calls with its call timeout, its layout widgets' files (not those only a logged-in player sees), and per path the screen's, a phone's first screen apart", async () => {
    const page = await get('/');
    const plans = JSON.parse(/window\.__LIVERY_PRELOAD__=(.*?);<\/script>/.exec(page.body)![1]!) as Record<
      string,
      {
        merchant: string;
        layout: string[];
        paths: Record<string, number>;
        lists: string[][];
        wide: string[];
        wideLists: string[][];
        language: string;
        early: { paths: string[]; calls: Record<string, { key: string; path: string }[]> }[];
        callTimeoutMs: number;
      }
    >;
    const aurora = plans.aurora!;
    expect(aurora.merchant).toBe('AURORA');
    expect(aurora.layout).toEqual(['/assets/my-5.js', '/assets/SiteHeader-1.js', '/assets/SiteHeader-1.css']);
    // The header's navigation is a wider screen's only: a phone's compact header never draws it.
    expect(aurora.wide).toEqual(['/assets/WideParts-9.js']);
    // A phone's first screen ends with the game grid: the winners' board below it is a wider screen's only
    // (less what the grid has brought already).
    expect(aurora.lists[aurora.paths['/']!]).toEqual([
      '/assets/PromoHero-2.js',
      '/assets/HomeGames-6.js',
      '/assets/games-7.js',
    ]);
    expect(aurora.wideLists[aurora.paths['/']!]).toEqual(['/assets/WinnerBoard-8.js']);
    expect(aurora.paths['/home']).toBe(aurora.paths['/']);
    expect(aurora.lists[aurora.paths['/member']!]).toEqual([]);
    // The home's banners, asked by the boot script itself in the brand's language (issue 30, item 2).
    expect(aurora.language).toBe('MY');
    expect(aurora.early).toEqual([{ paths: ['/'], calls: { MY: [{ key: 'k', path: '/wps/x?a=1', moduleId: 'M' }] } }]);
    // …each given the brand's call timeout, as the gateway gives every call (ERR-20).
    expect(aurora.callTimeoutMs).toBe(12000);
  });

  it('puts the security headers on every kind of answer: API, page, asset, brand document, image, refusal', async () => {
    const answers = {
      api: await get('/wps/system/status'),
      'unknown call': await get('/wps/nothing/here'),
      page: await get('/lobby/slots'),
      asset: await get('/assets/index-abc.js'),
      brand: await get('/brands/aurora.json'),
      image: await get('/img/avatars/1.svg'),
      'missing file': await get('/assets/gone.js'),
    };
    for (const [what, response] of Object.entries(answers)) expectSecurityHeaders(response.headers, what);
    expect(answers['unknown call'].statusCode).toBe(404);
  });

  it('SVG answers of every generator carry frame-ancestors like the rest (issue 14, item 8)', async () => {
    const token = platform.sessionFor();
    const rewards = JSON.parse((await platform.call('getPointReward', undefined, { token })).body) as {
      value: { imageUrl: string }[];
    };
    const games = JSON.parse((await platform.call('gameList', { pageNo: 1, pageSize: 1 })).body) as {
      value: { games: { iconUrl: string }[] };
    };
    const images = [
      '/img/banners/aurora-en-home-welcome.svg',
      '/img/promotions/aurora/p-welcome.svg?lang=en',
      rewards.value[0]!.imageUrl,
      games.value.games[0]!.iconUrl,
      '/img/vendors/PG.svg',
      '/img/avatars/avatar-1.svg',
    ].map((url) => {
      const parsed = new URL(url, 'http://aurora.localhost');
      return parsed.pathname + parsed.search;
    });
    for (const image of images) {
      const response = await get(image);
      expect(response.statusCode, image).toBe(200);
      expect(String(response.headers['content-type']), image).toContain('image/svg+xml');
      expect(String(response.headers['content-security-policy']), image).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('over HTTPS, as a trusted proxy reports it, every answer carries HSTS; never over plain HTTP (issue 14, item 8)', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const url of [
      '/wps/system/status',
      '/wps/nothing/here',
      '/lobby/slots',
      '/assets/index-abc.js',
      '/brands/aurora.json',
      '/img/avatars/1.svg',
      '/chat/1',
      '/assets/gone.js',
    ]) {
      expect((await get(url, https)).headers['strict-transport-security'], url).toBe('max-age=31536000');
      expect((await get(url)).headers['strict-transport-security'], url).toBeUndefined();
    }
    // A platform that trusts no proxy does not take a header's word for it.
    const direct = await createTestPlatform({ siteDir: dir, trustProxy: false });
    try {
      const answer = await direct.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { host: 'aurora.localhost', ...https },
      });
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await direct.close();
    }
  });

  it('keeps answers with a token or personal data out of every cache', async () => {
    const token = platform.sessionFor();
    const info = await platform.call('memberInfo', undefined, { token });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    const login = await platform.call('login', { type: 1, account: 'demo_member', password: 'wrong-password' });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await get('/wps/system/status')).headers['cache-control']).toBeUndefined();
  });

  it("lets only the brand's own sites frame the customer-service chat", async () => {
    const room = await get('/chat/1');
    const policy = String(room.headers['content-security-policy']);
    expect(policy).not.toContain('frame-ancestors *');
    const ancestors = /frame-ancestors ([^;]*)/.exec(policy)![1]!.split(' ');
    const hosts = platform.brands.byId.get('aurora')!.hosts;
    expect(ancestors).toEqual([
      "'self'",
      ...hosts.map((h) => (h.endsWith('.localhost') ? `http://${h}:*` : `https://${h}`)),
    ]);
    expect(ancestors.some((source) => source.includes('jade'))).toBe(false);
  });
});
