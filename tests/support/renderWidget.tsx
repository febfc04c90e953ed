import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { BrandDocument, RuntimeBrand } from '../../schemas/brand/index.ts';
import { withDefaults } from '../../engine/core/defaults.ts';
import { deepMerge } from '../../engine/core/merge.ts';
import { createEngine, type CreateEngineOptions } from '../../engine/react/createEngine.ts';
import { EngineProvider, type Engine } from '../../engine/react/context.tsx';
import { DialogHost } from '../../engine/react/dialogs/DialogHost.tsx';
import { NO_SHELL, ShellContext, type ShellState } from '../../engine/react/shell.ts';
import type { PopupsMode } from '../../engine/state/dialogs.ts';
import type { MemberInfo } from '../../engine/state/session.ts';
import { fakePlatform } from './fakePlatform.ts';
import { createWidgetRegistry } from '../../widgets/catalogue.ts';

type DeepPartial<T> = T extends readonly (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** A complete runtime brand from a partial one: schema defaults, then the partial (arrays replace). */
export function brandFixture(partial: DeepPartial<RuntimeBrand> = {}): RuntimeBrand {
  const base = withDefaults({ id: 'testbrand', name: 'Test Brand' } as BrandDocument);
  return deepMerge(base, partial) as RuntimeBrand;
}

/** `adapter` (engine/api/fakePlatform.ts) or `gateway` stand in for the platform that useApi reaches. */
export interface RenderOptions extends Pick<CreateEngineOptions, 'adapter' | 'gateway' | 'storage' | 'log'> {
  /** Whether popups the player did not ask for open by themselves (the studio's preview holds them). */
  popups?: PopupsMode;
  brand?: DeepPartial<RuntimeBrand>;
  member?: MemberInfo | null;
  language?: string;
  flags?: Record<string, boolean>;
  route?: string;
  /** What the shell around the widget shows (the side menu is off by default). */
  shell?: Partial<ShellState>;
}

export async function buildTestEngine(options: RenderOptions = {}): Promise<Engine> {
  const brand = brandFixture(options.brand);
  const engine = await createEngine({
    brand,
    registry: createWidgetRegistry(),
    member: options.member ?? null,
    language: options.language ?? 'EN',
    ...(options.flags ? { flags: options.flags } : {}),
    // No network in tests: a platform that knows no call unless the test gives one.
    adapter: options.adapter ?? fakePlatform({}).adapter,
    ...(options.gateway ? { gateway: options.gateway } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    // Failures a test provokes are asserted on screen, not logged; `log` collects them when asked.
    log: options.log ?? (() => undefined),
  });
  if (options.popups) engine.dialogs.setState({ popups: options.popups });
  return engine;
}

/** Renders a widget inside an engine for a fixture brand and a memory router, with the brand's dialogs. */
export async function renderWidget(
  ui: ReactElement,
  options: RenderOptions = {},
): Promise<RenderResult & { engine: Engine }> {
  const engine = await buildTestEngine(options);
  const result = render(
    <EngineProvider engine={engine}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <ShellContext.Provider value={{ ...NO_SHELL, ...options.shell }}>
          {ui}
          <DialogHost />
        </ShellContext.Provider>
      </MemoryRouter>
    </EngineProvider>,
  );
  return { ...result, engine };
}
