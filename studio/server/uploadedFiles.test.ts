// @vitest-environment node
// Issue 28: a save removes the images the studio uploaded that no version of any brand names any
// more, and never a file the brand ships.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordUpload, removeUnusedUploads, uploadedFiles } from './uploadedFiles.ts';

let root: string;
const asset = (id: string, name: string) => path.join(root, 'brands', id, 'assets', name);
const brandWith = (id: string, document: object) => {
  mkdirSync(path.join(root, 'brands', id, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'brands', id, 'brand.json'), JSON.stringify(document, null, 2));
};
/** An image in the brand's folder, uploaded by the studio unless said otherwise. */
const image = (id: string, name: string, uploaded = true) => {
  writeFileSync(asset(id, name), 'image bytes');
  if (uploaded) recordUpload(path.join(root, 'brands', id), name);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'livery-uploads-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('removing uploaded images nothing names (issue 28)', () => {
  it('removes an upload the brand no longer names, and keeps the one it names', () => {
    brandWith('aurora', { id: 'aurora', theme: { logo: 'assets/logo-22222222.png' } });
    image('aurora', 'logo-11111111.png');
    image('aurora', 'logo-22222222.png');
    expect(removeUnusedUploads(root, 'aurora')).toEqual(['logo-11111111.png']);
    expect(existsSync(asset('aurora', 'logo-11111111.png'))).toBe(false);
    expect(existsSync(asset('aurora', 'logo-22222222.png'))).toBe(true);
    expect(uploadedFiles(path.join(root, 'brands', 'aurora'))).toEqual(['logo-22222222.png']);
  });

  it('keeps an upload that only a kept version names, so restoring it brings its picture back', () => {
    brandWith('aurora', { id: 'aurora', theme: { logo: 'assets/logo-22222222.png' } });
    mkdirSync(path.join(root, 'brands', 'aurora', '.history'));
    writeFileSync(
      path.join(root, 'brands', 'aurora', '.history', '20260101T000000000Z-abcdefghijklmnopqrstuv.json'),
      // A kept version need not parse: it is searched as text.
      '{ "id": "aurora", "theme": { "logo": "assets/logo-11111111.png" } ',
    );
    image('aurora', 'logo-11111111.png');
    image('aurora', 'logo-22222222.png');
    expect(removeUnusedUploads(root, 'aurora')).toEqual([]);
    expect(existsSync(asset('aurora', 'logo-11111111.png'))).toBe(true);
  });

  it('never removes a file the brand ships, named or not', () => {
    brandWith('aurora', { id: 'aurora', theme: { logo: 'assets/logo-22222222.png' } });
    image('aurora', 'logo.svg', false);
    image('aurora', 'old-banner-33333333.webp', false);
    image('aurora', 'logo-22222222.png');
    image('aurora', 'unused-44444444.png');
    expect(removeUnusedUploads(root, 'aurora')).toEqual(['unused-44444444.png']);
    expect(existsSync(asset('aurora', 'logo.svg'))).toBe(true);
    expect(existsSync(asset('aurora', 'old-banner-33333333.webp'))).toBe(true);
  });

  it('keeps a parent’s upload that a brand extending it names, and one a text names', () => {
    brandWith('base', { id: 'base' });
    brandWith('jade', { id: 'jade', extends: 'base', theme: { logo: 'assets/crest-55555555.svg' } });
    mkdirSync(path.join(root, 'brands', 'base', 'locales'));
    writeFileSync(
      path.join(root, 'brands', 'base', 'locales', 'EN.json'),
      JSON.stringify({ promo: '<img src="/brands/base/assets/promo-66666666.png">' }),
    );
    image('base', 'crest-55555555.svg');
    image('base', 'promo-66666666.png');
    expect(removeUnusedUploads(root, 'base')).toEqual([]);
  });

  it('follows no listed name an upload could not have written, and forgets files already gone', () => {
    brandWith('aurora', { id: 'aurora' });
    const dir = path.join(root, 'brands', 'aurora');
    recordUpload(dir, '../brand.json');
    recordUpload(dir, 'gone-77777777.png');
    expect(removeUnusedUploads(root, 'aurora')).toEqual([]);
    expect(existsSync(path.join(dir, 'brand.json'))).toBe(true);
    expect(uploadedFiles(dir)).toEqual([]);
    expect(existsSync(path.join(dir, '.uploads.json'))).toBe(false);
  });
});
