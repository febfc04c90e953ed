import { applyDefaults } from '../core/defaults.ts';
import { nearest } from '../core/registry.ts';
import { isRecord } from '../core/util/isRecord.ts';
import { isBrandImageSchema } from '../../schemas/brand/assets.ts';
import { languagesSchema } from '../../schemas/brand/languages.ts';
import { themeSchema } from '../../schemas/brand/theme.ts';
import { childSchema } from './checkLinks.ts';
import type { BrandIssue } from './issues.ts';
import { resolveAsset } from './library.ts';
import { widgetNodesOf } from './widgetNodes.ts';

/**
 * References inside a brand that JSON Schema cannot follow (issue 28, item 6): the image files its
 * fields name, its default language, and the centre pages its widgets link to by id. Links by path,
 * dialogs and `?page=` are checkLinks' and checkDialogs'; vendor logos are checkVendors'.
 */

type Node = Record<string, unknown>;
type WidgetSchemas = ReadonlyMap<string, { readonly [key: string]: unknown }>;
type Schema = Parameters<typeof applyDefaults>[0];

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export interface ReferenceContext {
  file: string;
  /** Brand folders from the root ancestor down to the brand itself: where its assets are. */
  chainDirs: readonly string[];
  widgetSchemas?: WidgetSchemas;
}

interface ImageRef {
  pointer: string;
  value: string;
  /** The schema's default: the brand does not write it, but its site asks for the file. */
  defaulted: boolean;
}

/** Strings under a schema marked as a brand image (schemas/brand/assets.ts), wherever they nest. */
function imageRefs(value: unknown, schema: unknown, pointer: string, written: unknown, out: ImageRef[]): void {
  if (typeof value === 'string') {
    if (isBrandImageSchema(schema)) out.push({ pointer, value, defaulted: written === undefined });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      imageRefs(item, childSchema(schema, index), `${pointer}/${index}`, list(written)[index], out),
    );
  } else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value))
      imageRefs(
        child,
        childSchema(schema, key),
        `${pointer}/${key}`,
        isRecord(written) ? written[key] : undefined,
        out,
      );
  }
}

/** Every image file a brand names: its theme's (logo, favicon) and its widgets' (banners …), defaults included. */
export function brandImages(brand: Node, widgetSchemas?: WidgetSchemas): ImageRef[] {
  const out: ImageRef[] = [];
  imageRefs(applyDefaults(themeSchema as Schema, brand.theme ?? {}), themeSchema, '/theme', brand.theme, out);
  for (const { pointer, node } of widgetNodesOf(brand)) {
    const schema = typeof node.widget === 'string' ? widgetSchemas?.get(node.widget) : undefined;
    if (!schema) continue;
    imageRefs(applyDefaults(schema as Schema, node.props ?? {}), schema, `${pointer}/props`, node.props, out);
  }
  return out;
}

/** Every image a brand names is a file in its folder or an ancestor's, as the site resolves it (library.ts resolveAsset). */
export function checkImageFiles(brand: Node, context: ReferenceContext): BrandIssue[] {
  const chain = context.chainDirs.map((dir) => ({ dir }));
  const id = typeof brand.id === 'string' ? brand.id : '<id>';
  return brandImages(brand, context.widgetSchemas)
    .filter(({ value }) => value.startsWith('assets/') && !resolveAsset(chain, value.slice('assets/'.length)))
    .map(({ pointer, value, defaulted }) => ({
      file: context.file,
      pointer,
      message: `image "${value}" is in neither the brand's folder nor an ancestor's${defaulted ? " (the field's default)" : ''}`,
      hint: `Upload it in the studio, or add brands/${id}/${value}.`,
      code: 'image.missing',
      params: { image: value, brand: id, ...(defaulted ? { defaulted } : {}) },
    }));
}

/** The default language is one the brand supports: the site starts in it, and the selector lists only the supported. */
export function checkDefaultLanguage(brand: Node, file: string): BrandIssue[] {
  const languages = applyDefaults(languagesSchema as Schema, brand.languages ?? {}) as Node;
  const chosen = languages.default;
  const supported = list(languages.supported).filter((code): code is string => typeof code === 'string');
  if (typeof chosen !== 'string' || supported.length === 0 || supported.includes(chosen)) return [];
  return [
    {
      file,
      pointer: '/languages/default',
      message: `default language "${chosen}" is not among the supported languages (${supported.join(', ')})`,
      hint: `Add "${chosen}" to the supported languages, or make one of them the default.`,
      code: 'language.defaultUnsupported',
      params: { language: chosen, supported },
    },
  ];
}

/** Props that name a page of the centre the widget sits in: any name ending in `Page` (transferPage …), wherever they nest. */
function pageProps(value: unknown, pointer: string, out: Array<{ pointer: string; value: string }>): void {
  if (Array.isArray(value)) value.forEach((item, index) => pageProps(item, `${pointer}/${index}`, out));
  else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string' && key.endsWith('Page')) out.push({ pointer: `${pointer}/${key}`, value: child });
      else pageProps(child, `${pointer}/${key}`, out);
    }
  }
}

const HOST = /^\/(screens|dialogs)\/([^/]+)\//;

/**
 * A widget that links to a page of its centre by id (AgentTeamReports' row actions go to
 * `?page=<id>` of the centre they are on) names a page that centre declares, defaults included.
 */
export function checkCentrePageProps(brand: Node, file: string, widgetSchemas?: WidgetSchemas): BrandIssue[] {
  const issues: BrandIssue[] = [];
  for (const { pointer, node } of widgetNodesOf(brand)) {
    const schema = typeof node.widget === 'string' ? widgetSchemas?.get(node.widget) : undefined;
    const props = schema ? applyDefaults(schema as Schema, node.props ?? {}) : node.props;
    const refs: Array<{ pointer: string; value: string }> = [];
    pageProps(props, `${pointer}/props`, refs);
    if (refs.length === 0) continue;
    const [, part, hostId] = HOST.exec(pointer) ?? [];
    const host = part && hostId ? (brand[part] as Node | undefined)?.[hostId] : undefined;
    const pages = list(isRecord(host) ? host.pages : undefined).flatMap((page) =>
      isRecord(page) && typeof page.id === 'string' ? [page.id] : [],
    );
    for (const ref of refs) {
      if (pages.includes(ref.value)) continue;
      const suggestion = nearest(ref.value, pages);
      issues.push({
        file,
        pointer: ref.pointer,
        message: pages.length
          ? `page "${ref.value}" is not a page of ${part === 'dialogs' ? 'dialog' : 'screen'} "${hostId}"`
          : `page "${ref.value}" is named outside a centre: the widget is not on a screen or dialog with pages`,
        hint: suggestion
          ? `Did you mean "${suggestion}"?`
          : pages.length
            ? `Its pages: ${pages.join(', ')}.`
            : 'Put the widget on a page of a centre, or drop the prop.',
        code: pages.length ? 'page.notInCentre' : 'page.outsideCentre',
        params: {
          page: ref.value,
          host: part === 'dialogs' ? 'dialog' : 'screen',
          id: hostId,
          ...(suggestion ? { suggestion } : { known: pages }),
        },
      });
    }
  }
  return issues;
}
