// @vitest-environment node
// No link of any brand leads to "being prepared" (issue 16). The brand itself must not declare the
// "being prepared" panel anywhere: each servable brand is built here as `npm run build` builds
// dist/brands/<id>.json (the brand files of brands/, their parents, the widgets' defaults), so a
// screen, centre page or dialog added to a brand is checked too (a dialog opened only from inside a
// widget is checked there). It needs no browser and no build (issue 25, item 7). The pages
// themselves are walked by the phone walk (tests/e2e/phone.spec.ts): every screen path, dialog
// route, menu entry and centre page, as a visitor, a member and an agent, none showing the panel.
import { describe, expect, it } from 'vitest';
import { readAllBrands } from '../../engine/brandFiles/files.ts';
import { servableBrandIds } from '../../engine/brandFiles/library.ts';
import { buildRuntimeBrand } from '../../engine/brandFiles/runtime.ts';
import { loadWidgetDefinitions } from '../../scripts/brand/catalogue.ts';

/** The text key of the "being prepared" panel. */
const COMING_SOON_KEY = 'centre.comingSoon';

/** Where in the brand document the "being prepared" key is used: `screens.pointMall.slots.main[0].props.text` … */
function comingSoonPlaces(node: unknown, path = ''): string[] {
  if (node === COMING_SOON_KEY) return [path];
  if (Array.isArray(node)) return node.flatMap((child, index) => comingSoonPlaces(child, `${path}[${index}]`));
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, child]) => comingSoonPlaces(child, path ? `${path}.${key}` : key));
  return [];
}

const brands = readAllBrands(process.cwd());
const definitions = await loadWidgetDefinitions();

describe('no brand declares the "being prepared" panel (issue 16)', () => {
  it('serves at least the two demo brands', () => {
    expect(servableBrandIds(brands)).toEqual(expect.arrayContaining(['aurora', 'jade']));
  });

  it.each(servableBrandIds(brands))('%s: on no screen, centre page or dialog', (brandId) => {
    expect(comingSoonPlaces(buildRuntimeBrand(brandId, { definitions, brands }))).toEqual([]);
  });
});
