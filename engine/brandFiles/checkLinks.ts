import fs from 'node:fs';
import path from 'node:path';
import { applyDefaults } from '../core/defaults.ts';
import { nearest } from '../core/registry.ts';
import { dialogForPath, normalizePath, routeTable } from '../core/screens.ts';
import { isHttpUrl } from '../core/util/isHttpUrl.ts';
import { isRecord } from '../core/util/isRecord.ts';
import type { Screen } from '../../schemas/brand/index.ts';
import { widgetNodesOf } from './widgetNodes.ts';
import type { BrandIssue } from './issues.ts';
import { resolveAsset } from './library.ts';
import { BRAND_MANIFEST_FILE } from './manifest.ts';

type Node = Record<string, unknown>;
type WidgetSchemas = ReadonlyMap<string, { readonly [key: string]: unknown }>;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const entries = (value: unknown): [string, unknown][] => (isRecord(value) ? Object.entries(value) : []);

/** One link a brand declares, where it is declared, and whether it is a widget's default rather than written. */
export interface BrandLink {
  pointer: string;
  value: string;
  /** The widget's default: the brand does not write it, but its page shows it. */
  defaulted?: boolean;
}

/**
 * A widget prop is a link when it is named `to` or `href`, or its schema only takes site paths
 * (a pattern that starts with "/": `linkTargetSchema`, termsLink, afterLogin …).
 */
function isLinkProp(key: string, schema: unknown): boolean {
  if (key === 'to' || key === 'href') return true;
  const pattern = isRecord(schema) ? schema.pattern : undefined;
  return typeof pattern === 'string' && /^\^\(?\//.test(pattern);
}

/** The schema of a property or an array item, as far as the schema says. */
export function childSchema(schema: unknown, key: string | number): unknown {
  if (!isRecord(schema)) return undefined;
  if (typeof key === 'number') return schema.items;
  return isRecord(schema.properties) ? schema.properties[key] : undefined;
}

function propLinks(value: unknown, schema: unknown, pointer: string, out: BrandLink[], defaulted: boolean): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => propLinks(item, childSchema(schema, index), `${pointer}/${index}`, out, defaulted));
  } else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      const own = childSchema(schema, key);
      if (typeof child === 'string' && isLinkProp(key, own))
        out.push({ pointer: `${pointer}/${key}`, value: child, ...(defaulted ? { defaulted } : {}) });
      else propLinks(child, own, `${pointer}/${key}`, out, defaulted);
    }
  }
}

/**
 * Every link a brand declares: its menus, the footer's lists and social links, and the widget
 * props that are links, in the layout, screens, dialogs and centre pages — with each widget's
 * defaults, so a default that leads nowhere on this brand is found too.
 */
export function brandLinks(brand: Node, widgetSchemas?: WidgetSchemas): BrandLink[] {
  const out: BrandLink[] = [];
  for (const [menu, items] of entries(brand.menus)) {
    list(items).forEach(
      (item, index) =>
        isRecord(item) &&
        typeof item.to === 'string' &&
        out.push({ pointer: `/menus/${menu}/${index}/to`, value: item.to }),
    );
  }
  const footer = isRecord(brand.footer) ? brand.footer : {};
  for (const group of ['products', 'help'] as const) {
    list(footer[group]).forEach(
      (item, index) =>
        isRecord(item) &&
        typeof item.to === 'string' &&
        out.push({ pointer: `/footer/${group}/${index}/to`, value: item.to }),
    );
  }
  list(footer.social).forEach(
    (item, index) =>
      isRecord(item) &&
      typeof item.url === 'string' &&
      out.push({ pointer: `/footer/social/${index}/url`, value: item.url }),
  );
  for (const { pointer, node } of widgetNodesOf(brand)) {
    const schema = typeof node.widget === 'string' ? widgetSchemas?.get(node.widget) : undefined;
    const written: BrandLink[] = [];
    propLinks(node.props, schema, `${pointer}/props`, written, false);
    out.push(...written);
    if (!schema) continue;
    const withDefaults: BrandLink[] = [];
    propLinks(applyDefaults(schema as never, node.props ?? {}), schema, `${pointer}/props`, withDefaults, true);
    const seen = new Set(written.map((link) => link.pointer));
    out.push(...withDefaults.filter((link) => !seen.has(link.pointer)));
  }
  return out;
}

/** Ids a page shows for anchors: the widget nodes' `id`s of the screen (the asked centre page's, or all) and of the layout around it. */
export function anchorsOf(brand: Node, screen: Node, page: string | null): string[] {
  const ids: string[] = [];
  const collect = (nodes: unknown) =>
    list(nodes).forEach((node) => isRecord(node) && typeof node.id === 'string' && ids.push(node.id));
  for (const [, nodes] of entries(screen.slots)) collect(nodes);
  for (const centrePage of list(screen.pages)) {
    if (!isRecord(centrePage) || (page !== null && centrePage.id !== page)) continue;
    for (const [, nodes] of entries(centrePage.slots)) collect(nodes);
  }
  const chrome = { side: true, footer: true, ...(isRecord(screen.chrome) ? screen.chrome : {}) };
  const layout = isRecord(brand.layout) ? brand.layout : {};
  collect(layout.header);
  if (chrome.side !== false) {
    collect(layout.side);
    collect(layout.bottom);
  }
  if (chrome.footer !== false) collect(layout.footer);
  return ids;
}

/** A path whose last part has an extension names a file (the server answers index.html only for paths without one). */
const FILE_PATH = /\/[^/]*\.[A-Za-z0-9]+$/;

export interface LinkContext {
  root: string;
  /** Brand folders from the root ancestor down to the brand itself: where its assets are. */
  chainDirs: readonly string[];
}

/** Whether the built site serves this file for the brand: one of its assets, its web app manifest, or a file in public/. */
function fileExists(pathname: string, brandId: string, context: LinkContext): boolean {
  const own = `/brands/${brandId}/`;
  if (pathname === `${own}${BRAND_MANIFEST_FILE}`) return true;
  if (pathname.startsWith(`${own}assets/`)) {
    const chain = context.chainDirs.map((dir) => ({ dir }));
    return resolveAsset(chain, pathname.slice(`${own}assets/`.length)) !== undefined;
  }
  // public/brands/ is the brand build's output, never a place a brand ships files from.
  if (pathname.startsWith('/brands/')) return false;
  const publicDir = path.join(context.root, 'public');
  const file = path.join(publicDir, ...pathname.split('/').filter(Boolean));
  if (path.relative(publicDir, file).startsWith('..')) return false;
  return fs.existsSync(file) && fs.statSync(file).isFile();
}

/**
 * Where a link leads, or why it leads nowhere: an http(s) address; a file of the brand (its
 * assets, public/); a screen of the brand, with the centre page it names (checkDialogs) and an
 * anchor some widget on that screen or its layout has; or a path that opens a declared dialog,
 * whose anchor is the dialog's own (the help centre's section, which the platform's content names).
 */
function linkIssue(
  link: BrandLink,
  brand: Node,
  routes: ReadonlyMap<string, string>,
  context: LinkContext,
): Omit<BrandIssue, 'file' | 'pointer'> | undefined {
  const target = link.value;
  if (target.startsWith('//'))
    return {
      message: `link "${target}" is protocol-relative`,
      hint: 'Use https:// or a site path.',
      code: 'link.protocolRelative',
      params: { target },
    };
  if (!target.startsWith('/')) {
    return isHttpUrl(target)
      ? undefined
      : {
          message: `link "${target}" is not allowed`,
          hint: 'Use an http(s) address or a site path starting with "/".',
          code: 'link.notAllowed',
          params: { target },
        };
  }
  const url = new URL(target, 'http://site.invalid');
  const pathname = decodeURIComponent(url.pathname);
  const key = normalizePath(pathname);
  const screenId = routes.get(key);
  const brandId = typeof brand.id === 'string' ? brand.id : '';
  if (screenId === undefined && FILE_PATH.test(pathname)) {
    if (fileExists(pathname, brandId, context)) return undefined;
    return {
      message: `link "${target}" goes to the file "${pathname}", which neither the brand's assets nor public/ hold`,
      hint: `Ship the file in brands/${brandId}/assets/ and link "/brands/${brandId}/assets/<file>", or drop the link.`,
      code: 'link.noFile',
      params: { target, path: pathname, brand: brandId },
    };
  }
  if (screenId === undefined) {
    const suggestion = nearest(key, [...routes.keys()]);
    return {
      message: `link "${target}" goes to "${pathname}", which no screen of this brand serves`,
      ...(suggestion ? { hint: `Did you mean "${suggestion}"?` } : {}),
      code: 'link.noScreen',
      params: { target, path: pathname, ...(suggestion ? { suggestion } : {}) },
    };
  }
  const anchor = decodeURIComponent(url.hash.slice(1));
  const screens = isRecord(brand.screens) ? brand.screens : {};
  const screen = screens[screenId];
  if (!anchor || !isRecord(screen) || dialogForPath(screen as Screen, pathname) !== undefined) return undefined;
  const anchors = anchorsOf(brand, screen, url.searchParams.get('page'));
  if (anchors.includes(anchor)) return undefined;
  const suggestion = nearest(anchor, anchors);
  return {
    message: `link "${target}" goes to the anchor "#${anchor}", which no widget on screen "${screenId}" or its layout has`,
    hint: suggestion
      ? `Did you mean "#${suggestion}"?`
      : anchors.length
        ? `Anchors there: ${anchors.map((id) => `#${id}`).join(', ')}.`
        : `Give the widget it means an "id", or drop "#${anchor}".`,
    code: 'link.noAnchor',
    params: { target, anchor, screen: screenId, ...(suggestion ? { suggestion } : { known: anchors }) },
  };
}

/**
 * Every link a brand declares leads somewhere (issue 26): an http(s) address, a file the brand
 * ships, a screen it has (and the anchor there), or a dialog it declares. The centre page a
 * `?page=` names and the dialog an `opens` path names are checkDialogs'.
 */
export function checkLinks(
  brand: Node,
  file: string,
  context: LinkContext,
  widgetSchemas?: WidgetSchemas,
): BrandIssue[] {
  const screens = (isRecord(brand.screens) ? brand.screens : {}) as Record<string, Screen>;
  const routes = routeTable(
    Object.fromEntries(Object.entries(screens).filter(([, screen]) => Array.isArray(screen?.paths))),
  );
  const issues: BrandIssue[] = [];
  for (const link of brandLinks(brand, widgetSchemas)) {
    const issue = linkIssue(link, brand, routes, context);
    if (!issue) continue;
    issues.push({
      file,
      pointer: link.pointer,
      ...issue,
      ...(link.defaulted
        ? { message: `${issue.message} (the widget's default)`, params: { ...issue.params, defaulted: true } }
        : {}),
    });
  }
  return issues;
}
