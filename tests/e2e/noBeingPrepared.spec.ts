// No link of any brand leads to "being prepared" (issue 16). The brand itself must not declare the
// "being prepared" panel anywhere, read from each built brand (dist/brands/<id>.json) so a screen,
// centre page or dialog added to a brand is checked too (a dialog opened only from inside a widget
// is checked there). The pages themselves are walked by the phone walk (phone.spec.ts): every
// screen path, dialog route, menu entry and centre page, as a visitor, a member and an agent,
// none showing the panel.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';

/** The text key of the "being prepared" panel. */
const COMING_SOON_KEY = 'centre.comingSoon';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const { brands } = JSON.parse(readFileSync('dist/brands/hosts.json', 'utf8')) as { brands: string[] };
const builtBrand = (brandId: string) => JSON.parse(readFileSync(`dist/brands/${brandId}.json`, 'utf8')) as Json;

/** Where in the brand document the "being prepared" key is used: `screens.pointMall.slots.main[0].props.text` … */
function comingSoonPlaces(node: Json, path = ''): string[] {
  if (node === COMING_SOON_KEY) return [path];
  if (Array.isArray(node)) return node.flatMap((child, index) => comingSoonPlaces(child, `${path}[${index}]`));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, child]) => comingSoonPlaces(child, path ? `${path}.${key}` : key));
  return [];
}

for (const brandId of brands) {
  test(`${brandId}: the brand declares no "being prepared" panel on any screen, centre page or dialog`, () => {
    expect(comingSoonPlaces(builtBrand(brandId))).toEqual([]);
  });
}
