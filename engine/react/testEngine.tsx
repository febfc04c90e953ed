import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { BrandDocument } from '../../schemas/brand/index.ts';
import { withDefaults } from '../core/defaults.ts';
import { WidgetRegistry } from '../core/registry.ts';
import type { MemberInfo } from '../state/session.ts';
import { EngineProvider, type Engine } from './context.tsx';
import { createEngine } from './createEngine.ts';
import type { ReactWidgetDefinition } from './defineWidget.ts';

/** An engine for tests: a brand from a partial document, the given widgets, an optional member. */
export async function testEngine(options: {
  brand?: Partial<BrandDocument>;
  widgets?: ReactWidgetDefinition[];
  member?: MemberInfo | null;
  language?: string;
}): Promise<Engine> {
  const brand = withDefaults({ id: 'test', name: 'Test Brand', ...options.brand });
  return createEngine({ brand, registry: new WidgetRegistry(options.widgets ?? []), member: options.member ?? null, language: options.language ?? 'EN' });
}

export function EngineHarness({ engine, path = '/', children }: { engine: Engine; path?: string; children: ReactNode }) {
  return (
    <EngineProvider engine={engine}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </EngineProvider>
  );
}
