// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../tests/support/platform.ts';

let dir: string;
let platform: TestPlatform;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'livery-site-'));
  mkdirSync(join(dir, 'assets'));
  // A build whose inline host map knows only aurora, as if jade were added after it.
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script>window.__LIVERY_HOSTS__={"defaultBrand":"aurora","hosts":{},"brands":["aurora"]};</script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1);');
  mkdirSync(join(dir, 'brands', 'aurora'), { recursive: true });
  writeFileSync(join(dir, 'brands', 'aurora', 'manifest.webmanifest'), '{"name":"Aurora","start_url":"/"}');
  platform = await createTestPlatform({ siteDir: dir });
});
afterAll(async () => {
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
});

const hostMapOf = (html: string) =>
  JSON.parse(/__LIVERY_HOSTS__=(.*?);<\/script>/.exec(html)![1]!) as {
    brands: string[];
    hosts: Record<string, string>;
  };

describe('the site beside the API', () => {
  it("serves the page for every client route, with the platform's own host map inline", async () => {
    for (const url of ['/', '/index.html', '/member?page=securityCenter', '/lobby/slots']) {
      const response = await platform.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      const map = hostMapOf(response.body);
      expect(map.brands).toEqual(['aurora', 'jade']);
      expect(map.hosts['jade.example.com']).toBe('jade');
    }
  });

  it('serves built files as they are, and a missing file is a plain 404, not the page', async () => {
    const asset = await platform.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1);');
    const missing = await platform.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<html');
  });

  it("serves a built brand's web app manifest as a manifest (issue 26)", async () => {
    const manifest = await platform.app.inject({ method: 'GET', url: '/brands/aurora/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual({ name: 'Aurora', start_url: '/' });
  });
});
