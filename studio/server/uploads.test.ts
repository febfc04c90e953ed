// @vitest-environment node
// Issue 28, item 6: images uploaded in the studio land in the brand's own folder, checked by their
// content, their size and (SVG) for anything that runs or fetches, and the site serves them at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../../tests/support/platform.ts';
import { startTestStudio, uploadImage, type UploadOptions } from '../../tests/support/studio.ts';
import { SECRET_HEADER } from './routes.ts';
import { svgProblems } from './imageFiles.ts';
import { UPLOAD_MAX_BYTES } from './uploads.ts';

const SECRET = 'studio-upload-secret';
const HOST = '127.0.0.1:8081';
const PNG = readFileSync(path.resolve('tests/studio/fixtures/logo.png'));

let root: string;
let platform: TestPlatform;
let close: (() => Promise<void>) | undefined;
const ownFiles = () => new Set(readdirSync(path.join(root, 'brands', 'aurora', 'assets')));

beforeAll(async () => {
  ({ root, platform, close } = await startTestStudio(SECRET));
});

afterAll(() => close?.());

/** One file as a browser's form sends it. */
const upload = (filename: string, bytes: Buffer | string, options: UploadOptions = {}) =>
  uploadImage(platform, { secret: SECRET, host: HOST }, filename, bytes, options);

const message = (answer: { json: () => unknown }) => (answer.json() as { message: string }).message;

describe('uploading a brand image (issue 28, item 6)', () => {
  it('takes a PNG into the brand’s own folder, answers the path brand JSON holds, and the site serves it', async () => {
    const answer = await upload('My Logo.png', PNG, { accept: 'svg,png,webp' });
    expect(answer.statusCode).toBe(201);
    const { path: stored, url } = answer.json() as { path: string; url: string };
    expect(stored).toMatch(/^assets\/my-logo-[0-9a-f]{8}\.png$/);
    expect(url).toBe(`/brands/aurora/${stored}`);
    expect(readFileSync(path.join(root, 'brands', 'aurora', stored))).toEqual(PNG);
    const served = await platform.app.inject({ method: 'GET', url, headers: { host: HOST } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(PNG);
    // The brand names it as its logo and passes the studio's check (the brand CLI's own).
    const aurora = JSON.parse(readFileSync(path.join(root, 'brands', 'aurora', 'brand.json'), 'utf8')) as {
      theme: Record<string, unknown>;
    };
    const check = await platform.app.inject({
      method: 'POST',
      url: '/studio/api/check',
      headers: { host: HOST, [SECRET_HEADER]: SECRET },
      payload: { id: 'aurora', document: { ...aurora, theme: { ...aurora.theme, logo: stored } } },
    });
    expect((check.json() as { issues: unknown[] }).issues).toEqual([]);
  });

  it('refuses a .png that is really a web page, whatever its name says', async () => {
    const before = ownFiles();
    const answer = await upload('logo.png', '<!doctype html><html><script>alert(1)</script></html>');
    expect(answer.statusCode).toBe(415);
    expect(message(answer)).toBe(
      '"logo.png" is not an image the site can show: its content is not PNG, JPEG, WebP, GIF, ICO or SVG, whatever its name says.',
    );
    expect(ownFiles()).toEqual(before);
  });

  it('refuses an image over 1 MB and says the limit', async () => {
    const before = ownFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const answer = await upload('banner.png', big);
    expect(answer.statusCode).toBe(413);
    expect(message(answer)).toMatch(/larger than 1 MB/);
    expect(ownFiles()).toEqual(before);
  });

  it('refuses a kind of image the field does not take', async () => {
    const answer = await upload('logo.gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), {
      accept: 'svg,png,webp',
    });
    expect(answer.statusCode).toBe(415);
    expect(message(answer)).toBe('This field takes SVG, PNG, WebP; the file is GIF.');
  });

  it('takes a plain SVG that refers only inside itself', async () => {
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><circle id="c" r="4"/></defs><use xlink:href="#c" x="5" y="5" fill="url(#g)"/></svg>';
    const answer = await upload('mark.svg', svg);
    expect(answer.statusCode).toBe(201);
    expect((answer.json() as { path: string }).path).toMatch(/^assets\/mark-[0-9a-f]{8}\.svg$/);
  });

  it('finds nothing to refuse in the SVGs the committed brands ship', async () => {
    const svgs = readdirSync('brands', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(5);
    for (const file of svgs)
      expect(await svgProblems(readFileSync(path.join('brands', file), 'utf8')), file).toEqual([]);
  });

  it.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'it holds a script'],
    [
      'an event handler',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>',
      'it has an event handler (onload on <svg>)',
    ],
    [
      'a picture from elsewhere',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png"/></svg>',
      'it refers to another file or address (https://tracker.example/p.png)',
    ],
    [
      'a javascript link',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><rect/></a></svg>',
      'it refers to another file or address (javascript:alert(1))',
    ],
    [
      'styles from elsewhere',
      '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://x.example/a.css);</style></svg>',
      'its styles load another file',
    ],
    [
      'entities',
      '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
      'it declares entities',
    ],
  ])('refuses an SVG with %s, saying what to remove', async (_what, svg, reason) => {
    const before = ownFiles();
    const answer = await upload('logo.svg', svg);
    expect(answer.statusCode).toBe(422);
    expect(message(answer)).toContain(`This SVG was refused because ${reason}`);
    expect(message(answer)).toContain('export it again, or upload a PNG');
    expect(ownFiles()).toEqual(before);
  });

  it.each(['../../evil.png', '..\\..\\evil.png', 'assets/../../../evil.png', '..'])(
    'refuses the file name %s instead of writing outside the brand’s folder',
    async (name) => {
      const before = ownFiles();
      const answer = await upload(name, PNG);
      expect(answer.statusCode).toBe(400);
      expect(message(answer)).toMatch(/holds folder parts|has no name/);
      expect(ownFiles()).toEqual(before);
      expect(existsSync(path.join(root, 'evil.png'))).toBe(false);
      expect(existsSync(path.join(root, 'brands', 'evil.png'))).toBe(false);
    },
  );

  it('refuses an upload without the session secret, or for a brand id that is not one', async () => {
    const before = ownFiles();
    for (const secret of [null, 'wrong-secret']) {
      const answer = await upload('logo.png', PNG, { secret });
      expect(answer.statusCode).toBe(401);
      expect(message(answer)).toBe('This studio session needs the secret printed by npm run studio.');
    }
    expect(ownFiles()).toEqual(before);
    const traversing = await upload('logo.png', PNG, { brand: '..%2Fevil' });
    expect(traversing.statusCode).toBe(400);
    expect((await upload('logo.png', PNG, { brand: 'nobody' })).statusCode).toBe(404);
  });
});
