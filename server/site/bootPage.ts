import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isRecord } from '../../engine/core/util/isRecord.ts';
import type { HostMap } from '../../engine/core/hosts.ts';
import { mayShowVisitor } from '../../engine/core/conditions.ts';
import { routeTable } from '../../engine/core/screens.ts';
import { PHONE_QUERY, slotsOfFirstPaint, splitMain, type LayoutSlot } from '../../engine/core/firstPaint.ts';
import {
  COVERS_PHONE_SCREEN_KEY,
  textsChunkKey,
  wideChunkKey,
  type WidgetChunks,
} from '../../engine/core/widgetChunks.ts';
import { EARLY_CALLS_FILE, type EarlyCallPlan } from '../../engine/core/earlyCalls.ts';
import type { RuntimeBrand, WidgetNode } from '../../schemas/brand/index.ts';

/**
 * What the boot script preloads for a brand (DESIGN §6b): the layout widgets' files, and for each
 * path a screen answers the files of that screen's widgets (an index into `lists`), and where the
 * brand's platform is, so system status starts in the same round as the brand document.
 */
export interface BootPreload {
  api: string;
  /** Sent as X-Merchant-Code, as the gateway does. */
  merchant: string;
  /** The files of the layout the first paint draws on every device (header, tab bar) and the engine's texts. */
  layout: readonly string[];
  /**
   * The files of the layout a wider screen draws at the first paint and a phone after it (the side
   * menu) or never (the header's navigation: engine/core/widePart.ts).
   */
  wide: readonly string[];
  /** The media query of a phone (engine/core/firstPaint.ts). */
  phone: string;
  /** The brand's default language code: the early calls of a player who chose none. */
  language: string;
  /** The first screen's reads the boot script asks for itself (engine/core/earlyCalls.ts). */
  early: EarlyCallPlan;
  /** The brand's call timeout (`constants.apiTimeoutMs`): the boot script's limit for those reads, as the gateway's for every call. */
  callTimeoutMs?: number;
  paths: Record<string, number>;
  /** Each screen's main slot as a phone's first paint draws it (engine/core/firstPaint.ts, splitMain). */
  lists: readonly (readonly string[])[];
  /** What a wider screen's first paint draws of the same screen besides (a phone draws it after, or never). */
  wideLists: readonly (readonly string[])[];
}

/**
 * The files of the widgets a visitor may see: a member's own (restored from a stored token) load when
 * the engine knows the session. `wide`: their parts only wider screens draw (engine/core/widePart.ts).
 */
const filesOf = (nodes: readonly WidgetNode[] | undefined, chunks: WidgetChunks, wide = false): string[] =>
  [
    ...new Set(
      (nodes ?? [])
        .filter(mayShowVisitor)
        .flatMap((node) => [
          ...(chunks[node.widget] ?? []),
          ...(wide ? (chunks[wideChunkKey(node.widget)] ?? []) : []),
        ]),
    ),
  ].map((file) => `/${file}`);

/** The preload plan of one runtime brand document, from the build's widget → chunk manifest. */
export function bootPreloadOf(
  brand: Pick<RuntimeBrand, 'id' | 'merchantCode' | 'screens' | 'layout' | 'api'> &
    Partial<Pick<RuntimeBrand, 'languages' | 'constants'>>,
  chunks: WidgetChunks,
  early: EarlyCallPlan = [],
): BootPreload {
  const layout = brand.layout ?? {};
  const lists: string[][] = [];
  const wideLists: string[][] = [];
  const listOf = new Map<string, number>();
  const covers = new Set(chunks[COVERS_PHONE_SCREEN_KEY] ?? []);
  for (const [id, screen] of Object.entries(brand.screens)) {
    const [phone, below] = splitMain(screen.slots.main, true, (type) => covers.has(type));
    const phoneFiles = filesOf(phone, chunks);
    listOf.set(id, lists.push(phoneFiles) - 1);
    wideLists.push(filesOf([...phone, ...below], chunks, true).filter((file) => !phoneFiles.includes(file)));
  }
  const paths: Record<string, number> = {};
  for (const [pathname, id] of routeTable(brand.screens)) paths[pathname] = listOf.get(id)!;
  const api = typeof brand.api?.baseUrl === 'string' ? brand.api.baseUrl.replace(/\/+$/, '') : '';
  // The engine's texts the page starts with: the brand's default language's, or English's where it has none
  // (engine/i18n/createI18n.ts).
  const phoneFirst = slotsOfFirstPaint(true);
  const wideFirst = slotsOfFirstPaint(false);
  const layoutNodes = (slots: readonly LayoutSlot[]) =>
    slots.flatMap((slot) => (slot === 'main' ? [] : (layout[slot] ?? [])));
  const texts = chunks[textsChunkKey(brand.languages?.default ?? 'EN')] ?? chunks[textsChunkKey('EN')] ?? [];
  const layoutFiles = [...new Set([...texts.map((file) => `/${file}`), ...filesOf(layoutNodes(phoneFirst), chunks)])];
  return {
    api,
    merchant: brand.merchantCode ?? brand.id.toUpperCase(),
    // Slots drawn after the first paint (engine/core/firstPaint.ts) are not preloaded.
    layout: layoutFiles,
    // The side menu, and the wide parts of the layout every screen draws (the header's navigation).
    wide: filesOf(layoutNodes(wideFirst), chunks, true).filter((file) => !layoutFiles.includes(file)),
    phone: PHONE_QUERY,
    language: brand.languages?.default ?? 'EN',
    early,
    ...(typeof brand.constants?.apiTimeoutMs === 'number' ? { callTimeoutMs: brand.constants.apiTimeoutMs } : {}),
    paths,
    lists,
    wideLists,
  };
}

/** The brand build's early calls of every brand (brands/early-calls.json), {} without them. */
export function readEarlyCalls(siteDir: string): Record<string, EarlyCallPlan> {
  const file = path.join(siteDir, 'brands', EARLY_CALLS_FILE);
  if (!existsSync(file)) return {};
  const all: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return isRecord(all) ? (all as Record<string, EarlyCallPlan>) : {};
}

/**
 * Every servable brand's preload plan, from the built brand documents (brands/<id>.json), the
 * widget manifest and the early calls the site has read.
 */
export function readBootPreloads(
  siteDir: string,
  map: HostMap,
  chunks: WidgetChunks,
  early: Record<string, EarlyCallPlan>,
): Record<string, BootPreload> {
  const plans: Record<string, BootPreload> = {};
  for (const id of map.brands) {
    const file = path.join(siteDir, 'brands', `${id}.json`);
    if (!existsSync(file)) continue;
    const brand: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isRecord(brand) && isRecord(brand.screens))
      plans[id] = bootPreloadOf(brand as unknown as RuntimeBrand, chunks, early[id]);
  }
  return plans;
}

const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html with `window.__LIVERY_HOSTS__` set to this map (the build inlines one; this replaces
 * it) and, when given, `window.__LIVERY_PRELOAD__` set to the brands' preload plans.
 */
export function withHostMap(html: string, map: HostMap, preload?: Record<string, BootPreload>): string {
  const script = `window.__LIVERY_HOSTS__=${inlineJson(map)};${preload && Object.keys(preload).length ? `window.__LIVERY_PRELOAD__=${inlineJson(preload)};` : ''}`;
  const inlined = /window\.__LIVERY_HOSTS__=[^<]*?;(?=<\/script>)/;
  return inlined.test(html)
    ? html.replace(inlined, () => script)
    : html.replace('<head>', () => `<head><script>${script}</script>`);
}

/** The CSP source of every inline script of a page ('sha256-…'), so only those run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}
