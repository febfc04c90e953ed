// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { baseBrand, goodBrand, makeFixture } from './fixtures.ts';
import { renderAppIcons } from './icons.ts';

describe('brand icons (issue 26: the home-screen icon of the web app manifest)', () => {
  it("draws the brand's own SVG favicon as PNG icons 192 and 512 in its folder", async () => {
    const fixture = makeFixture({ base: baseBrand, aurora: goodBrand });
    fixture.writeText(
      'brands/aurora/assets/favicon.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" fill="#e0b243"/></svg>',
    );
    expect(await renderAppIcons('aurora', { root: fixture.root })).toEqual([
      'brands/aurora/assets/icons/icon-192.png',
      'brands/aurora/assets/icons/icon-512.png',
    ]);
    for (const size of [192, 512]) {
      const png = PNG.sync.read(
        fs.readFileSync(path.join(fixture.root, `brands/aurora/assets/icons/icon-${size}.png`)),
      );
      expect([png.width, png.height]).toEqual([size, size]);
      const middle = (png.width * (size / 2) + size / 2) * 4;
      expect([...png.data.subarray(middle, middle + 4)]).toEqual([0xe0, 0xb2, 0x43, 0xff]);
    }
  }, 60_000);

  it("refuses a brand that wears its parent's favicon: its icons would be the parent's", async () => {
    const fixture = makeFixture({ base: baseBrand, aurora: goodBrand });
    fixture.writeText('brands/base/assets/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await expect(renderAppIcons('aurora', { root: fixture.root })).rejects.toThrow(/no favicon of its own/);
    await expect(renderAppIcons('ruby', { root: fixture.root })).rejects.toThrow(/No brand "ruby"/);
  });
});
