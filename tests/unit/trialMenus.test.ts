// @vitest-environment node
// A trial account is offered only what it may open (ROLE-05, issue 26 item 10): every brand's menus
// declare, with `when`, that items leading into the member or agent centre are not for a trial, so
// none lists a page that would then refuse it. The check follows each item to the screen (or the
// dialog a path opens) it leads to, by the access the brand declares there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { holds, type ConditionContext } from '../../engine/core/conditions.ts';
import { resolveBrand } from '../../engine/core/merge.ts';
import { dialogForPath, findScreen } from '../../engine/core/screens.ts';
import type { BrandDocument, RuntimeBrand } from '../../schemas/brand/index.ts';

const lookup = (id: string) => JSON.parse(readFileSync(`brands/${id}/brand.json`, 'utf8')) as BrandDocument;

/** The access a site path meets: its screen's, or that of the dialog the path opens over it. */
function accessOf(brand: RuntimeBrand, to: string): string | undefined {
  if (!to.startsWith('/')) return undefined;
  const path = to.split(/[?#]/)[0]!;
  const id = findScreen(brand.screens, path);
  const screen = id ? brand.screens[id] : undefined;
  if (!screen) return undefined;
  const opened = dialogForPath(screen, path);
  return (opened ? brand.dialogs?.[opened]?.access : undefined) ?? screen.access;
}

describe.each(['base', 'aurora', 'jade'])('%s: menus a trial account sees', (id) => {
  const brand = resolveBrand(id, lookup) as unknown as RuntimeBrand;
  const flags = brand.flags as Record<string, boolean>;
  const trial: ConditionContext = { flags, session: 'trial', device: 'mobile' };
  const member: ConditionContext = { ...trial, session: 'member' };

  it.each(['top', 'side', 'bottom', 'account'] as const)(
    'ROLE-05 the %s menu lists nothing that refuses a trial',
    (menu) => {
      const items = (brand.menus[menu] ?? []) as {
        id: string;
        to: string;
        when?: ConditionContext extends never ? never : Parameters<typeof holds>[0];
      }[];
      const offered = items.filter(
        (item) => holds(item.when, trial) || holds(item.when, { ...trial, device: 'desktop' }),
      );
      const refusing = offered.filter((item) => ['member', 'agent'].includes(accessOf(brand, item.to) ?? ''));
      expect(refusing.map((item) => `${item.id} → ${item.to}`)).toEqual([]);
    },
  );

  it('a member still gets the account menu', () => {
    expect((brand.menus.account ?? []).filter((item) => holds(item.when, member)).length).toBeGreaterThan(0);
  });
});
