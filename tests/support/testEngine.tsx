import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { BrandDocument } from '../../schemas/brand/index.ts';
import { withDefaults } from '../../engine/core/defaults.ts';
import { WidgetRegistry } from '../../engine/core/registry.ts';
import type { MemberInfo } from '../../engine/state/session.ts';
import { EngineProvider, type Engine } from '../../engine/react/context.tsx';
import { createEngine, type CreateEngineOptions } from '../../engine/react/createEngine.ts';
import { inArea, type WidgetDeclaration } from '../../engine/react/defineWidget.ts';

/**
 * An engine for tests: a brand from a partial document, the given widgets, an optional member.
 * `adapter` (see engine/api/fakePlatform.ts) or `gateway` stand in for the platform.
 */
export async function testEngine(
  options: {
    brand?: Partial<BrandDocument>;
    widgets?: WidgetDeclaration[];
    member?: MemberInfo | null;
    language?: string;
  } & Pick<CreateEngineOptions, 'adapter' | 'gateway' | 'flags' | 'storage' | 'random'>,
): Promise<Engine> {
  const { brand: partial, widgets, member, language, ...platform } = options;
  const brand = withDefaults({ id: 'test', name: 'Test Brand', ...partial });
  return createEngine({
    brand,
    registry: new WidgetRegistry(inArea('test', widgets ?? [])),
    member: member ?? null,
    language: language ?? 'EN',
    ...platform,
  });
}

/** Props of the test widgets: one text to show. */
export const textSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { text: { type: 'string' } },
  required: ['text'],
} as const;

export function EngineHarness({
  engine,
  path = '/',
  children,
}: {
  engine: Engine;
  path?: string;
  children: ReactNode;
}) {
  return (
    <EngineProvider engine={engine}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </EngineProvider>
  );
}
