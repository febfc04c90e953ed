// @vitest-environment node
// Issue 28, item 6: a new brand wears its own name as its logo, not base's "L Livery".
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAllBrands } from '../../engine/brandFiles/files.ts';
import { formatIssue } from '../../engine/brandFiles/issues.ts';
import { chainOf, resolveAsset } from '../../engine/brandFiles/library.ts';
import { validateBrands } from '../../engine/brandFiles/validate.ts';
import { svgProblems } from '../../studio/server/imageFiles.ts';
import { fakeDefinitions, makeFixture } from './fixtures.ts';
import { createBrand } from './new.ts';

describe('brand new: its own pictures (issue 28, item 6)', () => {
  it('draws the name as the logo and the initial as the favicon, in its folder, and the brand validates', async () => {
    const { root } = makeFixture();
    createBrand('ruby', { root, name: 'Ruby & "Gold" <Palace>' });
    const brands = readAllBrands(root);
    const chain = chainOf('ruby', brands);
    const logo = resolveAsset(chain, 'logo.svg');
    const favicon = resolveAsset(chain, 'favicon.svg');
    // The brand's own files, not base's, which the fixture also has.
    expect(logo).toBe(path.join(root, 'brands', 'ruby', 'assets', 'logo.svg'));
    expect(favicon).toBe(path.join(root, 'brands', 'ruby', 'assets', 'favicon.svg'));
    const drawing = fs.readFileSync(logo!, 'utf8');
    expect(drawing).toContain('>Ruby &amp; &quot;Gold&quot; &lt;Palace&gt;</text>');
    expect(drawing).toContain('aria-label="Ruby &amp; &quot;Gold&quot; &lt;Palace&gt;"');
    expect(fs.readFileSync(favicon!, 'utf8')).toContain('>R</text>');
    // As safe as any uploaded SVG, and named by the brand file as its logo and favicon.
    expect(await svgProblems(drawing)).toEqual([]);
    expect(await svgProblems(fs.readFileSync(favicon!, 'utf8'))).toEqual([]);
    expect(brands.get('ruby')?.document?.theme).toMatchObject({
      logo: 'assets/logo.svg',
      favicon: 'assets/favicon.svg',
    });
    const [report] = validateBrands(['ruby'], { root, definitions: fakeDefinitions });
    expect(report?.issues.map(formatIssue)).toEqual([]);
  });
});
