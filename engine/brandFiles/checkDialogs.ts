import { applyDefaults } from '../core/defaults.ts';
import { isRecord } from '../core/util/isRecord.ts';
import { nearest } from '../core/registry.ts';
import { normalizePath, screenPaths } from '../core/screens.ts';
import type { Screen } from '../../schemas/brand/index.ts';
import type { BrandIssue } from './issues.ts';
import { brandLinks } from './checkLinks.ts';
import { widgetNodesOf } from './widgetNodes.ts';

export { widgetNodesOf };

type Node = Record<string, unknown>;
type WidgetSchemas = ReadonlyMap<string, { readonly [key: string]: unknown }>;

const entries = (value: unknown): [string, unknown][] => (isRecord(value) ? Object.entries(value) : []);

/** Props that name a dialog: `dialog`, or any name ending in `Dialog` (loginDialog …), wherever they nest. */
function dialogProps(value: unknown, pointer: string, out: Array<{ pointer: string; value: string }>): void {
  if (Array.isArray(value)) value.forEach((item, index) => dialogProps(item, `${pointer}/${index}`, out));
  else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string' && (key === 'dialog' || key.endsWith('Dialog')))
        out.push({ pointer: `${pointer}/${key}`, value: child });
      else dialogProps(child, `${pointer}/${key}`, out);
    }
  }
}

/**
 * Dialogs and centres (DESIGN §3b): every dialog a brand opens — from a screen's `opens`, a widget
 * prop (with the widget's defaults, so SiteHeader's default `login` counts) or a `?page=` link —
 * is declared; every dialog has something to show; a centre's page ids are unique.
 */
export function checkDialogs(brand: Node, file: string, widgetSchemas?: WidgetSchemas): BrandIssue[] {
  const issues: BrandIssue[] = [];
  const dialogs = isRecord(brand.dialogs) ? brand.dialogs : {};
  const declared = Object.keys(dialogs);
  const missing = (pointer: string, id: string, what: string) => {
    const suggestion = nearest(id, declared);
    issues.push({
      file,
      pointer,
      message: `${what} "${id}" is not declared in dialogs`,
      hint: suggestion
        ? `Did you mean "${suggestion}"?`
        : declared.length
          ? `Declared dialogs: ${declared.join(', ')}.`
          : 'Declare it under "dialogs".',
      code: 'dialog.undeclared',
      params: { dialog: id, ...(suggestion ? { suggestion } : { known: declared }) },
    });
  };

  for (const [id, screen] of entries(brand.screens)) {
    if (!isRecord(screen)) continue;
    for (const [path, dialog] of entries(screen.opens)) {
      if (typeof dialog === 'string' && !(dialog in dialogs))
        missing(`/screens/${id}/opens/${path.replace(/~/g, '~0').replace(/\//g, '~1')}`, dialog, 'dialog');
    }
  }

  const nodes = widgetNodesOf(brand);
  for (const { pointer, node } of nodes) {
    const schema = typeof node.widget === 'string' ? widgetSchemas?.get(node.widget) : undefined;
    const props = schema ? applyDefaults(schema as Parameters<typeof applyDefaults>[0], node.props ?? {}) : node.props;
    const refs: Array<{ pointer: string; value: string }> = [];
    dialogProps(props, `${pointer}/props`, refs);
    for (const ref of refs) if (!(ref.value in dialogs)) missing(ref.pointer, ref.value, 'dialog');
  }

  for (const [id, dialog] of entries(dialogs)) {
    if (isRecord(dialog) && !isRecord(dialog.slots) && !Array.isArray(dialog.pages)) {
      issues.push({
        file,
        pointer: `/dialogs/${id}`,
        message: `dialog "${id}" has neither slots nor pages`,
        hint: 'Give it "slots": { "main": [ … ] } or "pages".',
        code: 'dialog.empty',
        params: { dialog: id },
      });
    }
  }

  const centres = new Map<string, string[]>();
  for (const part of ['screens', 'dialogs'] as const) {
    for (const [id, host] of entries(brand[part])) {
      if (!isRecord(host) || !Array.isArray(host.pages)) continue;
      const ids: string[] = [];
      host.pages.forEach((page, index) => {
        if (!isRecord(page) || typeof page.id !== 'string') return;
        if (ids.includes(page.id))
          issues.push({
            file,
            pointer: `/${part}/${id}/pages/${index}/id`,
            message: `page "${page.id}" appears twice in ${part === 'screens' ? 'screen' : 'dialog'} "${id}"`,
            hint: 'Page ids are unique within a centre.',
            code: 'page.twice',
            params: { page: page.id, host: part === 'screens' ? 'screen' : 'dialog', id },
          });
        ids.push(page.id);
      });
      if (part === 'screens') for (const path of screenPaths(host as Screen)) centres.set(normalizePath(path), ids);
    }
  }

  for (const { pointer, value } of brandLinks(brand, widgetSchemas)) {
    if (!value.startsWith('/') || value.startsWith('//')) continue;
    const url = new URL(value, 'http://site.invalid');
    const page = url.searchParams.get('page');
    if (page === null) continue;
    const pages = centres.get(normalizePath(url.pathname));
    if (!pages) {
      issues.push({
        file,
        pointer,
        message: `link "${value}" opens page "${page}", but the screen at "${url.pathname}" has no pages`,
        hint: 'Give that screen "pages", or drop ?page=.',
        code: 'link.pageWithoutPages',
        params: { target: value, page, path: url.pathname },
      });
    } else if (!pages.includes(page)) {
      const suggestion = nearest(page, pages);
      issues.push({
        file,
        pointer,
        message: `link "${value}" opens page "${page}", which the screen at "${url.pathname}" does not declare`,
        hint: suggestion ? `Did you mean "${suggestion}"?` : `Its pages: ${pages.join(', ')}.`,
        code: 'link.pageUnknown',
        params: { target: value, page, path: url.pathname, ...(suggestion ? { suggestion } : { known: pages }) },
      });
    }
  }
  return issues;
}
