import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import { tagOf } from '../../schemas/brand/languages.ts';
import { callRoutes } from '../../schemas/generated/callRoutes.ts';
import { callKey } from '../../engine/core/callKey.ts';
import { EARLY_CALLS_FILE, type EarlyCall, type EarlyCallPlan } from '../../engine/core/earlyCalls.ts';
import { nodesOfFirstPaint, type CoversPhoneScreen } from '../../engine/core/firstPaint.ts';
import type { WidgetDefinition } from '../../engine/core/registry.ts';
import { resolveScreen, routeTable } from '../../engine/core/screens.ts';
import { isRecord } from '../../engine/core/util/isRecord.ts';
import { importWidgetCatalogue } from './catalogue.ts';

/** What the widgets say of a first screen: each type's `firstCalls`, and which types cover a phone's screen. */
export interface FirstScreenWidgets {
  firstCallsOf: ReadonlyMap<string, NonNullable<WidgetDefinition<unknown>['firstCalls']>>;
  coversPhoneScreen: CoversPhoneScreen;
}

/** From the catalogue (which pulls in React modules: loaded only by the build). */
export async function loadFirstScreenWidgets(root = process.cwd()): Promise<FirstScreenWidgets> {
  const definitions = await importWidgetCatalogue(root);
  const covers = new Set(definitions.filter((definition) => definition.coversPhoneScreen).map(({ type }) => type));
  return {
    firstCallsOf: new Map(
      definitions.flatMap((definition) => (definition.firstCalls ? [[definition.type, definition.firstCalls]] : [])),
    ),
    coversPhoneScreen: (type) => covers.has(type),
  };
}

/** A query the platform reads as the gateway's client sends it: plain values only (anything else is not sent early). */
function queryOf(params: unknown): string | null {
  if (params === undefined) return '';
  if (!isRecord(params)) return null;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
    query.append(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The early calls of one runtime brand: for every path a screen answers (the home, the lobbies …)
 * and every language it speaks, the calls the screen's widgets declare for a visitor on a phone (what
 * is drawn after the first paint left out, as preloadScreen does), where the call is a read
 * without a token (engine/core/earlyCalls.ts). Paths asking the same are one group; paths without
 * any are left out. Every page carries every brand's plan: about 1.3 kB of the compressed page.
 */
export function earlyCallsOf(
  brand: RuntimeBrand,
  { firstCallsOf, coversPhoneScreen }: FirstScreenWidgets,
): EarlyCallPlan {
  const groups: { paths: string[]; calls: Record<string, EarlyCall[]> }[] = [];
  const context = {
    flags: brand.flags as Record<string, boolean>,
    session: 'visitor' as const,
    device: 'mobile' as const,
  };
  for (const [pathname, id] of routeTable(brand.screens)) {
    const nodes = nodesOfFirstPaint(resolveScreen(brand, id, context).slots, true, coversPhoneScreen);
    const place = { pathname, params: new URLSearchParams(), brand, session: context.session };
    const calls: Record<string, EarlyCall[]> = {};
    for (const code of brand.languages.supported as string[]) {
      const tag = tagOf(code);
      for (const node of nodes)
        for (const call of firstCallsOf.get(node.widget)?.(node.props ?? {}, tag, place) ?? []) {
          const route = callRoutes[call.name];
          const query = queryOf(call.params);
          if (route.method !== 'GET' || route.token || route.encrypted || query === null) continue;
          (calls[code] ??= []).push({
            key: callKey(call.name, call.params),
            path: `${route.path}${query}`,
            moduleId: route.moduleId,
          });
        }
    }
    if (!Object.keys(calls).length) continue;
    const same = groups.find((group) => JSON.stringify(group.calls) === JSON.stringify(calls));
    if (same) same.paths.push(pathname);
    else groups.push({ paths: [pathname], calls });
  }
  return groups;
}

/** Writes every built brand's early calls into <out>/brands/early-calls.json; returns the file written. */
export function writeEarlyCalls(out: string, brands: readonly RuntimeBrand[], widgets: FirstScreenWidgets): string {
  const file = path.join(out, 'brands', EARLY_CALLS_FILE);
  const all = Object.fromEntries(brands.map((brand) => [brand.id, earlyCallsOf(brand, widgets)]));
  fs.writeFileSync(file, `${JSON.stringify(all)}\n`);
  return file;
}
