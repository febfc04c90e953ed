// A centre page's widget that names its first calls (pageCalls, issue 26 item 13) names the calls it
// really makes as it draws, with the same params: otherwise pointing at its menu entry would ask
// for answers nobody reads, and the page would still wait for its own.
import { act } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { applyDefaults } from '../../engine/core/applyDefaults.ts';
import type { PageCalls } from '../../engine/react/centre/pagePrefetch.ts';
import { tagOf } from '../../schemas/brand/languages.ts';
import { renderWidget } from '../support/renderWidget.tsx';
import { createWidgetRegistry } from '../../widgets/catalogue.ts';

const registry = createWidgetRegistry();
const declaring = await Promise.all(
  registry.definitions().map(async (definition) => ({
    definition,
    component: (await registry.load(definition.type)) as ComponentType & { pageCalls?: PageCalls },
  })),
).then((all) => all.filter(({ component }) => component.pageCalls));

describe('pageCalls name the calls a widget makes as it first draws', () => {
  it('some widgets declare them', () => {
    expect(declaring.map(({ definition }) => definition.type)).toEqual(
      expect.arrayContaining(['WithdrawForm', 'MirrorSites', 'RewardCenter']),
    );
  });

  for (const { definition, component } of declaring) {
    it(`${definition.type}: every call it names is asked with those params`, async () => {
      const props = applyDefaults(definition.schema as Parameters<typeof applyDefaults>[0], {}) as Record<
        string,
        unknown
      >;
      const { engine } = await renderWidget(createElement(component, props), {
        member: { id: 1, account: 'demo_member' } as never,
      });
      await act(async () => undefined);
      const named = component.pageCalls!(props, tagOf('EN'));
      expect(named.length).toBeGreaterThan(0);
      for (const call of named) expect(engine.data.read(call.name, call.params).status, call.name).not.toBe('idle');
    });
  }
});
