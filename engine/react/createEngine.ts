import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import { WidgetRegistry } from '../core/registry.ts';
import { applyDocumentLanguage, createI18n, initialLanguage } from '../i18n/createI18n.ts';
import { createSessionStore, type MemberInfo } from '../state/session.ts';
import type { Engine } from './context.tsx';
import type { WidgetComponent } from './defineWidget.ts';

export interface CreateEngineOptions {
  brand: RuntimeBrand;
  registry: WidgetRegistry<WidgetComponent>;
  member?: MemberInfo | null;
  /** A language code; by default the stored choice or the brand default. */
  language?: string;
  /** Platform flags that override the brand's defaults. */
  flags?: Record<string, boolean>;
  /** Whether to set `<html lang dir>` (the player does; side-by-side stories do not). */
  ownsDocument?: boolean;
}

export async function createEngine(options: CreateEngineOptions): Promise<Engine> {
  const { brand } = options;
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  const language = options.language ?? initialLanguage(brand, storage);
  const i18n = await createI18n(brand, language);
  if (options.ownsDocument) applyDocumentLanguage(language);
  return {
    brand,
    registry: options.registry,
    i18n,
    session: createSessionStore(options.member ?? null),
    flags: { ...(brand.flags as Record<string, boolean>), ...options.flags },
  };
}
