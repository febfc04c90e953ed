// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createValidators, validateDraft } from '../engine/brandFiles/validate.ts';
import { SLOT_PLACES, type SlotPlace } from '../schemas/brand/slots.ts';
import { widgetDefinitions } from './catalogue.ts';
import { widgetStudios } from './studioCatalogue.ts';

/** A slot of each kind in the base brand, where the presets are tried. */
const SLOT_OF: Record<SlotPlace, (string | number)[]> = {
  layout: ['layout', 'header'],
  screen: ['screens', 'home', 'slots', 'main'],
  memberCentre: ['screens', 'member', 'slots', 'main'],
  memberCentrePage: ['screens', 'member', 'pages', 0, 'slots', 'main'],
  agentCentre: ['screens', 'agentHome', 'slots', 'main'],
  agentCentrePage: ['screens', 'agentHome', 'pages', 0, 'slots', 'main'],
  dialog: ['dialogs', 'login', 'slots', 'main'],
};

const at = (document: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], document);

describe('the widgets’ studio side (issue 28, item 4)', () => {
  it('declares every widget of the catalogue, in a studio.ts beside its index.ts', () => {
    expect(Object.keys(widgetStudios).sort()).toEqual(widgetDefinitions.map((definition) => definition.type).sort());
    for (const { type, area } of widgetDefinitions)
      expect(existsSync(path.join('widgets', area, type, 'studio.ts')), `widgets/${area}/${type}/studio.ts`).toBe(true);
  });

  it('gives every widget at least one place, each a kind of slot the brand has', () => {
    for (const [type, studio] of Object.entries(widgetStudios)) {
      expect(studio.places.length, type).toBeGreaterThan(0);
      for (const place of studio.places) expect(SLOT_PLACES, type).toContain(place);
    }
  });

  it('adds every widget with its preset to each place it fits, and the brand stays valid (no issue at all)', () => {
    const validators = createValidators(widgetDefinitions);
    const base = JSON.parse(readFileSync('brands/base/brand.json', 'utf8')) as Record<string, unknown>;
    const added: { pointer: string; type: string }[] = [];
    for (const [type, { places, preset }] of Object.entries(widgetStudios))
      for (const place of places) {
        const where = SLOT_OF[place];
        const slot = at(base, where) as unknown[];
        added.push({ pointer: `/${where.join('/')}/${slot.length}`, type });
        // As the studio adds it: no props when the preset is empty.
        slot.push(Object.keys(preset).length ? { widget: type, props: preset } : { widget: type });
      }
    const { issues } = validateDraft(process.cwd(), 'base', base, validators);
    const named = issues.map((issue) => {
      const widget = added.find(({ pointer }) => issue.pointer?.startsWith(pointer))?.type;
      return `${widget ?? 'the brand'}: ${issue.pointer ?? ''} ${issue.message}`;
    });
    expect(named).toEqual([]);
  });
});
