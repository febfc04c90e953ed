// @vitest-environment node
// Seeded content follows the brand's market (issue 26 item 12): a note about a Vietnamese messenger's
// bonus (Zalo, PROMO-09) belongs on a brand whose players are in Vietnam, not on the Malaysian ones.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveBrand } from '../../engine/core/merge.ts';
import type { BrandDocument } from '../../schemas/brand/index.ts';
import { schema as promotionsSchema } from '../../widgets/content/Promotions/schema.ts';

const lookup = (id: string) => JSON.parse(readFileSync(`brands/${id}/brand.json`, 'utf8')) as BrandDocument;

/** Every widget placement of a brand document, wherever its screens and layout put them. */
function placements(node: unknown): { widget: string; props?: Record<string, unknown> }[] {
  if (Array.isArray(node)) return node.flatMap(placements);
  if (typeof node !== 'object' || node === null) return [];
  const own = typeof (node as { widget?: unknown }).widget === 'string' ? [node as { widget: string }] : [];
  return [...own, ...Object.values(node).flatMap(placements)];
}

describe.each(['aurora', 'jade'])('%s shows content of its own market', (id) => {
  const brand = resolveBrand(id, lookup);
  const dialingCode = brand.registration?.defaultCountryDialingCode ?? '+60';

  it('the Zalo bonus note shows only on a brand whose players are in Vietnam (+84)', () => {
    const promotions = placements(brand).filter((placement) => placement.widget === 'Promotions');
    expect(promotions.length).toBeGreaterThan(0);
    for (const placement of promotions) {
      const zalo = placement.props?.zaloBonus ?? promotionsSchema.properties.zaloBonus.default;
      expect(zalo, `${id} (${dialingCode})`).toBe(dialingCode === '+84');
    }
  });
});
