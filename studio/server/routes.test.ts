// @vitest-environment node
// Issue 24, items 6 and 7: the studio answers only its own hosts, takes writes only from its own
// origin, and refuses a brand id that is not one before it builds any path.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../../tests/support/platform.ts';
import { SECRET_HEADER } from './routes.ts';
import { openTestStudio } from '../../tests/support/studio.ts';

const SECRET = 'studio-test-secret';
const OWN = '127.0.0.1:8081';
const REBOUND = 'rebind.attacker.example:8081';

let root: string;
let platform: TestPlatform;
let close: (() => Promise<void>) | undefined;
const auroraFile = () => path.join(root, 'brands', 'aurora', 'brand.json');
/** A brand file outside brands/, where a traversing id would lead. */
const outside = () => path.join(root, 'evil', 'brand.json');

beforeAll(async () => {
  const opened = await openTestStudio(SECRET, (at) => {
    mkdirSync(path.join(at, 'evil'));
    writeFileSync(
      path.join(at, 'evil', 'brand.json'),
      readFileSync(path.join(at, 'brands', 'aurora', 'brand.json'), 'utf8'),
    );
  });
  ({ root, platform, close } = opened);
});

afterAll(() => close?.());

const studio = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  options: { host?: string; origin?: string; payload?: object } = {},
) =>
  platform.app.inject({
    method,
    url,
    headers: {
      host: options.host ?? OWN,
      [SECRET_HEADER]: SECRET,
      ...(options.origin ? { origin: options.origin } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });

describe('the studio under DNS rebinding (issue 24, item 6)', () => {
  it('answers its own hosts and refuses a rebound name, even with the secret', async () => {
    for (const host of [OWN, 'localhost:8081', 'aurora.localhost:8081'])
      expect((await studio('GET', '/studio/api/brands', { host })).statusCode, host).toBe(200);
    for (const url of [
      '/studio/api/brands',
      '/studio/api/brands/aurora',
      '/studio/',
      `/studio/session?brand=aurora&kind=member&secret=${SECRET}`,
    ]) {
      const answer = await studio('GET', url, { host: REBOUND });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.body, url).not.toMatch(/"brands"|sessionStorage|Brand studio/);
    }
    const save = await studio('PUT', '/studio/api/brands/aurora', {
      host: REBOUND,
      payload: { document: { id: 'aurora', name: 'Hacked' }, version: 'x' },
    });
    expect(save.statusCode).toBe(403);
  });

  it('takes a save from its own page and refuses one sent from another origin', async () => {
    const opened = (await studio('GET', '/studio/api/brands/aurora')).json() as {
      version: string;
      document: Record<string, unknown>;
    };
    const before = readFileSync(auroraFile(), 'utf8');
    for (const origin of ['http://evil.example', 'null', `https://${REBOUND}`, 'http://127.0.0.1:9999']) {
      const answer = await studio('PUT', '/studio/api/brands/aurora', {
        origin,
        payload: { document: { ...opened.document, name: 'Hacked' }, version: opened.version, opened: opened.document },
      });
      expect(answer.statusCode, origin).toBe(403);
      expect(answer.json(), origin).toEqual({ message: 'The studio takes changes from its own page only.' });
      const created = await studio('POST', '/studio/api/brands', { origin, payload: { id: 'planted' } });
      expect(created.statusCode, origin).toBe(403);
    }
    expect(readFileSync(auroraFile(), 'utf8')).toBe(before);
    expect(existsSync(path.join(root, 'brands', 'planted'))).toBe(false);

    const saved = await studio('PUT', '/studio/api/brands/aurora', {
      origin: `http://${OWN}`,
      payload: {
        document: { ...opened.document, name: 'Aurora Saved' },
        version: opened.version,
        opened: opened.document,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(JSON.parse(readFileSync(auroraFile(), 'utf8'))).toMatchObject({ name: 'Aurora Saved' });
  });
});

describe("the studio's brand ids (issue 24, item 7)", () => {
  const TRAVERSALS = [
    '..%2Fevil',
    '..%2F..%2Fevil',
    'aurora%2F..%2F..%2Fevil',
    '%2Fetc%2Fpasswd',
    '..%5Cevil',
    'Aurora',
    'a',
  ];

  it('a brand id that is not one is refused with a clear 400 before any path is built, and nothing is written outside brands/', async () => {
    const outsideBefore = readFileSync(outside(), 'utf8');
    const text = JSON.stringify(JSON.parse(outsideBefore), null, 2);
    for (const id of TRAVERSALS) {
      const shown = decodeURIComponent(id);
      const opened = await studio('GET', `/studio/api/brands/${id}`);
      expect(opened.statusCode, id).toBe(400);
      expect(opened.json(), id).toEqual({
        message: `"${shown}" is not a valid brand id: use 2–32 lower-case letters, digits and dashes, starting with a letter.`,
      });
      // The version of the file a traversal would reach, so that only the id can stop the write.
      const version = createHash('sha256').update(outsideBefore).digest('base64url').slice(0, 22);
      const saved = await studio('PUT', `/studio/api/brands/${id}`, {
        origin: `http://${OWN}`,
        payload: { text, version },
      });
      expect(saved.statusCode, id).toBe(400);
      expect(saved.json().message, id).toContain('is not a valid brand id');
      const checked = await studio('POST', '/studio/api/check', {
        origin: `http://${OWN}`,
        payload: { id: shown, document: JSON.parse(outsideBefore) },
      });
      expect(checked.statusCode, id).toBe(400);
    }
    const created = await studio('POST', '/studio/api/brands', {
      origin: `http://${OWN}`,
      payload: { id: '../evil2' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      message:
        '"../evil2" is not a valid brand id: use 2–32 lower-case letters, digits and dashes, starting with a letter.',
    });
    const preview = await studio('GET', `/studio/session?brand=..%2Fevil&kind=member&secret=${SECRET}`);
    expect(preview.statusCode).toBe(400);
    expect(readFileSync(outside(), 'utf8')).toBe(outsideBefore);
    expect(existsSync(path.join(root, 'evil2'))).toBe(false);
    expect(existsSync(path.join(root, 'evil', 'brand.previous.json'))).toBe(false);
  });
});
