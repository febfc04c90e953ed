import fs from 'node:fs';
import path from 'node:path';
import { applyDefaults } from '../core/defaults.ts';
import { nearest } from '../core/registry.ts';
import { FLAG_NAMES } from '../../schemas/brand/flags.ts';
import type { BrandDocument } from '../../schemas/brand/index.ts';
import { themeSchema } from '../../schemas/brand/theme.ts';
import { TEXT_KEY } from '../i18n/textKey.ts';
import { readJson } from './files.ts';
import { checkCompliance, complianceTexts } from './checkCompliance.ts';
import { checkDialogs } from './checkDialogs.ts';
import { checkLinks } from './checkLinks.ts';
import { checkCentrePageProps, checkDefaultLanguage, checkImageFiles } from './checkReferences.ts';
import { widgetNodesOf } from './widgetNodes.ts';
import type { BrandIssue } from './issues.ts';
import { isRecord } from '../core/util/isRecord.ts';
import { contrastPairs, contrastRatio, CONTRAST_PAIRS, MIN_CONTRAST } from '../core/contrast.ts';

type Node = { [key: string]: unknown };

const isObject = (value: unknown): value is Node => isRecord(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export interface CheckContext {
  root: string;
  /** Relative path of the brand's own file, where issues are reported. */
  file: string;
  /** Brand folders from the root ancestor down to the brand itself. */
  chainDirs: string[];
  /** Known widget types, when the catalogue is known. */
  widgetTypes?: readonly string[];
  /** Widget props schemas by type: props that name a dialog are checked with their defaults. */
  widgetSchemas?: ReadonlyMap<string, { readonly [key: string]: unknown }>;
}

export { TEXT_KEY };

/** Every widget node of the layout, screens, dialogs and centre pages with its pointer. */
const widgetNodes = (brand: Node) => widgetNodesOf(brand);

function menuItems(brand: Node): Array<{ pointer: string; item: Node }> {
  const items: Array<{ pointer: string; item: Node }> = [];
  const menus = isObject(brand.menus) ? brand.menus : {};
  for (const [menu, entries] of Object.entries(menus)) {
    list(entries).forEach((item, index) => isObject(item) && items.push({ pointer: `/menus/${menu}/${index}`, item }));
  }
  return items;
}

function footerLinks(brand: Node): Array<{ pointer: string; item: Node }> {
  const footer = isObject(brand.footer) ? brand.footer : {};
  return (['products', 'help'] as const).flatMap((group) =>
    list(footer[group]).flatMap((item, index) =>
      isObject(item) ? [{ pointer: `/footer/${group}/${index}`, item }] : [],
    ),
  );
}

/** String values under widget props with the given key names, wherever they nest. */
function propStrings(
  value: unknown,
  pointer: string,
  keys: ReadonlySet<string>,
  out: Array<{ pointer: string; value: string }>,
): void {
  if (Array.isArray(value)) value.forEach((item, index) => propStrings(item, `${pointer}/${index}`, keys, out));
  else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string' && keys.has(key)) out.push({ pointer: `${pointer}/${key}`, value: child });
      else propStrings(child, `${pointer}/${key}`, keys, out);
    }
  }
}

export function checkFlags(brand: Node, file: string): BrandIssue[] {
  const issues: BrandIssue[] = [];
  const conditions: Array<{ pointer: string; when: unknown }> = [
    ...widgetNodes(brand).map(({ pointer, node }) => ({ pointer: `${pointer}/when`, when: node.when })),
    ...menuItems(brand).map(({ pointer, item }) => ({ pointer: `${pointer}/when`, when: item.when })),
  ];
  for (const { pointer, when } of conditions) {
    if (!isObject(when)) continue;
    for (const part of ['flags', 'notFlags'] as const) {
      list(when[part]).forEach((flag, index) => {
        if (typeof flag !== 'string' || (FLAG_NAMES as readonly string[]).includes(flag)) return;
        const suggestion = nearest(flag, FLAG_NAMES);
        issues.push({
          file,
          pointer: `${pointer}/${part}/${index}`,
          message: `unknown flag "${flag}"`,
          hint: suggestion ? `Did you mean "${suggestion}"?` : `Known flags: ${FLAG_NAMES.join(', ')}.`,
          code: 'flag.unknown',
          params: { flag, ...(suggestion ? { suggestion } : { known: FLAG_NAMES }) },
        });
      });
    }
  }
  return issues;
}

export function checkVendors(brand: Node, context: CheckContext): BrandIssue[] {
  const footer = isObject(brand.footer) ? brand.footer : {};
  const issues: BrandIssue[] = [];
  list(footer.vendors).forEach((code, index) => {
    if (typeof code !== 'string') return;
    const found = context.chainDirs.some((dir) => fs.existsSync(path.join(dir, 'assets', 'vendors', `${code}.svg`)));
    if (!found) {
      issues.push({
        file: context.file,
        pointer: `/footer/vendors/${index}`,
        message: `vendor "${code}" has no logo`,
        hint: `Add assets/vendors/${code}.svg to the brand folder or an ancestor's.`,
        code: 'vendor.noLogo',
        params: { vendor: code },
      });
    }
  });
  return issues;
}

function hasKey(tree: unknown, key: string): boolean {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!isObject(node) || !(part in node)) return false;
    node = node[part];
  }
  return typeof node === 'string';
}

function loadLocale(root: string, file: string): unknown {
  if (!fs.existsSync(file)) return undefined;
  const read = readJson(root, file);
  return read.ok ? read.value : undefined;
}

export function checkTextKeys(brand: Node, context: CheckContext): BrandIssue[] {
  const trees = [
    loadLocale(context.root, path.join(context.root, 'engine', 'i18n', 'locales', 'en.json')),
    ...context.chainDirs.map((dir) => loadLocale(context.root, path.join(dir, 'locales', 'en.json'))),
    // The centre's own page labels (engine/react/centre/locales.json, by language code).
    (
      loadLocale(context.root, path.join(context.root, 'engine', 'react', 'centre', 'locales.json')) as
        { EN?: unknown } | undefined
    )?.EN,
  ].filter((tree) => tree !== undefined);
  const texts: Array<{ pointer: string; value: string }> = [];
  for (const { pointer, item } of [...menuItems(brand), ...footerLinks(brand)]) {
    if (typeof item.label === 'string') texts.push({ pointer: `${pointer}/label`, value: item.label });
  }
  const footer = isObject(brand.footer) ? brand.footer : {};
  if (typeof footer.copyright === 'string') texts.push({ pointer: '/footer/copyright', value: footer.copyright });
  texts.push(...complianceTexts(brand));
  const screens = isObject(brand.screens) ? brand.screens : {};
  for (const [id, screen] of Object.entries(screens)) {
    if (isObject(screen) && typeof screen.title === 'string')
      texts.push({ pointer: `/screens/${id}/title`, value: screen.title });
  }
  const dialogs = isObject(brand.dialogs) ? brand.dialogs : {};
  for (const [id, dialog] of Object.entries(dialogs)) {
    if (isObject(dialog) && typeof dialog.title === 'string')
      texts.push({ pointer: `/dialogs/${id}/title`, value: dialog.title });
  }
  for (const [part, hosts] of [
    ['screens', screens],
    ['dialogs', dialogs],
  ] as const) {
    for (const [id, host] of Object.entries(hosts)) {
      list(isObject(host) ? host.pages : undefined).forEach((page, index) => {
        if (isObject(page) && typeof page.label === 'string')
          texts.push({ pointer: `/${part}/${id}/pages/${index}/label`, value: page.label });
      });
    }
  }
  for (const { pointer, node } of widgetNodes(brand))
    propStrings(node.props, `${pointer}/props`, new Set(['label', 'title', 'text']), texts);
  return texts
    .filter(({ value }) => TEXT_KEY.test(value) && !trees.some((tree) => hasKey(tree, value)))
    .map(({ pointer, value }) => ({
      file: context.file,
      pointer,
      message: `text key "${value}" is in no locale`,
      hint: "Add it to engine/i18n/locales/en.json or the brand's locales/en.json.",
      code: 'textKey.missing',
      params: { key: value },
    }));
}

export { contrastRatio, CONTRAST_PAIRS, MIN_CONTRAST };

export function checkContrast(brand: Node, file: string): BrandIssue[] {
  const theme = applyDefaults(themeSchema as never, brand.theme) as Node;
  const colors = isObject(theme.colors) ? theme.colors : {};
  const issues: BrandIssue[] = [];
  for (const { fore, back, foreColor: a, backColor: b, ratio, ok } of contrastPairs(colors)) {
    if (!ok) {
      issues.push({
        file,
        pointer: `/theme/colors/${fore}`,
        message: `contrast of ${fore} ${a} on ${back} ${b} is ${ratio.toFixed(2)}:1, below ${MIN_CONTRAST}:1`,
        hint: `Darken or lighten one of them.`,
        code: 'contrast.low',
        params: { fore, foreColor: a, back, backColor: b, ratio: ratio.toFixed(2), min: MIN_CONTRAST },
      });
    }
  }
  return issues;
}

export function checkWidgetTypes(brand: Node, context: CheckContext): BrandIssue[] {
  const types = context.widgetTypes;
  if (!types || types.length === 0) return [];
  return widgetNodes(brand)
    .filter(({ node }) => typeof node.widget === 'string' && !types.includes(node.widget))
    .map(({ pointer, node }) => {
      const suggestion = nearest(String(node.widget), types);
      return {
        file: context.file,
        pointer,
        message: `unknown widget type "${String(node.widget)}"`,
        hint: suggestion ? `Did you mean "${suggestion}"?` : `Known widgets: ${types.join(', ')}.`,
        code: 'widget.unknown',
        params: { widget: String(node.widget), ...(suggestion ? { suggestion } : { known: types }) },
      };
    });
}

/** Semantic checks the schema cannot express, on the merged brand. */
export function semanticChecks(brand: BrandDocument, context: CheckContext): BrandIssue[] {
  const node = brand as unknown as Node;
  return [
    ...checkWidgetTypes(node, context),
    ...checkFlags(node, context.file),
    ...checkLinks(node, context.file, context, context.widgetSchemas),
    ...checkVendors(node, context),
    ...checkTextKeys(node, context),
    ...checkContrast(node, context.file),
    ...checkDialogs(node, context.file, context.widgetSchemas),
    ...checkImageFiles(node, context),
    ...checkDefaultLanguage(node, context.file),
    ...checkCentrePageProps(node, context.file, context.widgetSchemas),
    ...checkCompliance(node, context.file),
  ];
}
