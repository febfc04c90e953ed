// What the site audit (issue 26) finds wrong on a drawn page at its current size, measured in the
// page: content clipped by its box with no way to scroll to it, a word broken inside, text or a
// control covering another, a link to nothing, a centre page's heading said twice, and on a Malay
// page any text from the English catalogues. Each problem names the element, so a failure says where to look.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { TEXTS } from '../../../server/texts/index.ts';

/**
 * Problems of the page as drawn: clipped content, words broken inside, elements over one another.
 * With a modal dialog open only the dialog is read (what is behind it is covered on purpose).
 */
export async function drawnProblems(page: Page): Promise<string[]> {
  // A string, so the bundler's helpers never end up in the page.
  return page.evaluate(`(() => {
    const problems = [];
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const name = (el) => el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + (el.textContent ? ' "' + el.textContent.trim().replace(/\\s+/g, ' ').slice(0, 40) + '"' : '');
    const styleOf = (el) => getComputedStyle(el);
    const shown = (el) => {
      const box = el.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) return false;
      // What a closed <details> holds is not drawn, though it keeps the boxes it last had.
      if (!el.checkVisibility()) return false;
      for (let node = el; node; node = node.parentElement) {
        const style = styleOf(node);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      }
      return true;
    };
    const modal = [...document.querySelectorAll('dialog[open]')].pop();
    const root = modal || document.body;
    const all = [...root.querySelectorAll('*')].filter((el) => !el.closest('svg, canvas, video, iframe, script, style, noscript, option, select'));

    // 1. Content wider than its box, cut off with no scroll to reach it. A box that scrolls or a
    // carousel (with its own controls) is a way to reach it; an ellipsis is a shortening on purpose.
    for (const el of all) {
      const style = styleOf(el);
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (!clips || el.scrollWidth <= el.clientWidth + 1 || !shown(el)) continue;
      if (style.textOverflow === 'ellipsis') continue;
      if (el.closest('[aria-roledescription="carousel"], .lv-visually-hidden, .lv-skip-link')) continue;
      // A marquee runs its text through its window: what is outside comes into view by itself.
      if ([el, ...el.querySelectorAll('*')].some((node) => node.getAnimations().some((animation) => animation.playState === 'running'))) continue;
      if (el.getBoundingClientRect().width <= 2) continue;
      // What sticks out must be something a player reads or uses, not a decoration.
      const cut = [...el.querySelectorAll('a, button, input, td, th, p, span, h1, h2, h3, li, img')].find((child) => {
        if (!shown(child)) return false;
        const box = child.getBoundingClientRect();
        const own = el.getBoundingClientRect();
        return box.right > own.right + 2 || box.left < own.left - 2;
      });
      const ownText = [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim());
      if (cut || ownText) problems.push('cut off by its box (' + el.scrollWidth + ' > ' + el.clientWidth + ' px, no scroll): ' + name(cut || el));
    }

    // 2. Words broken inside: a word of letters drawn on two lines (no hyphen, not an address).
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const broken = new Set();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('svg, script, style, option, select, textarea, .lv-visually-hidden, [aria-hidden="true"]')) continue;
      const text = node.textContent;
      if (!text || text.trim().length < 3) continue;
      if (!shown(parent)) continue;
      const box = parent.getBoundingClientRect();
      const lineHeight = parseFloat(styleOf(parent).lineHeight) || parseFloat(styleOf(parent).fontSize) * 1.2;
      if (box.height < lineHeight * 1.5) continue; // one line: nothing can break
      const words = /[\\p{L}\\p{N}'’-]{3,}/gu;
      for (let match = words.exec(text); match; match = words.exec(text)) {
        const word = match[0];
        if (/[\\p{Script=Han}\\p{Script=Thai}\\p{Script=Hiragana}\\p{Script=Katakana}]/u.test(word) || word.includes('-')) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5);
        if (rects.length > 1 && Math.abs(rects[rects.length - 1].top - rects[0].top) > lineHeight / 2) broken.add(word + ' in ' + name(parent));
      }
    }
    for (const word of [...broken].slice(0, 5)) problems.push('word broken inside: ' + word);

    // 3. Something over something else: the text and controls a player reads or uses, each where it
    // is seen (inside what clips it, on the screen), none on top of another. A fixed or sticky part
    // (the header, the tab bar) lies over the scrolling page by design: only its own parts are compared.
    const layerOf = (el) => {
      for (let node = el; node && node !== document.body; node = node.parentElement) {
        const position = styleOf(node).position;
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    const visibleBox = (el) => {
      let box = el.getBoundingClientRect();
      let left = box.left, top = box.top, right = box.right, bottom = box.bottom;
      for (let node = el.parentElement; node && node !== document.documentElement; node = node.parentElement) {
        const style = styleOf(node);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const clip = node.getBoundingClientRect();
          left = Math.max(left, clip.left); top = Math.max(top, clip.top);
          right = Math.min(right, clip.right); bottom = Math.min(bottom, clip.bottom);
        }
      }
      left = Math.max(left, 0); top = Math.max(top, 0); right = Math.min(right, width); bottom = Math.min(bottom, height);
      return right - left > 1 && bottom - top > 1 ? { left, top, right, bottom } : null;
    };
    // Placed over something on purpose: a badge or a button laid on a tile, inside the tile's own box.
    const placedOver = (el, common) => {
      for (let node = el; node && node !== common; node = node.parentElement) {
        if (styleOf(node).position === 'absolute') return true;
      }
      return false;
    };
    const commonAncestor = (a, b) => {
      let node = a;
      while (node && !node.contains(b)) node = node.parentElement;
      return node;
    };
    const hasOwnText = (el) => [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim());
    const readable = all.filter((el) => {
      if (!(el.matches('a, button, input, select, textarea') || hasOwnText(el))) return false;
      if (el.closest('.lv-visually-hidden, [aria-hidden="true"]')) return false;
      return shown(el);
    });
    const items = [];
    for (const el of readable) {
      // The text itself, not the box around it: a text box can be wider than its words.
      let box;
      if (hasOwnText(el) && !el.matches('a, button, input, select, textarea')) {
        range.selectNodeContents(el);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
        if (!rects.length) continue;
        box = { left: Math.min(...rects.map((r) => r.left)), top: Math.min(...rects.map((r) => r.top)), right: Math.max(...rects.map((r) => r.right)), bottom: Math.max(...rects.map((r) => r.bottom)) };
        const seen = visibleBox(el);
        if (!seen) continue;
        box = { left: Math.max(box.left, seen.left), top: Math.max(box.top, seen.top), right: Math.min(box.right, seen.right), bottom: Math.min(box.bottom, seen.bottom) };
        if (box.right - box.left <= 1 || box.bottom - box.top <= 1) continue;
      } else {
        box = visibleBox(el);
        if (!box) continue;
      }
      items.push({ el, box, layer: layerOf(el) });
    }
    const overlaps = [];
    for (let i = 0; i < items.length && overlaps.length < 5; i += 1) {
      const a = items[i];
      for (let j = i + 1; j < items.length; j += 1) {
        const b = items[j];
        if (a.layer !== b.layer) continue;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const common = commonAncestor(a.el, b.el);
        if (placedOver(a.el, common) || placedOver(b.el, common)) continue;
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 2 && y > 2) {
          overlaps.push(name(a.el) + ' and ' + name(b.el));
          if (overlaps.length >= 5) break;
        }
      }
    }
    for (const overlap of overlaps) problems.push('drawn over each other: ' + overlap);
    return problems;
  })()`);
}

/**
 * A centre page says its name once (issue 26 item 12): the centre titles the page, so a widget on it
 * does not repeat that title as its own heading. The repeated headings shown, none off a centre page.
 */
export async function repeatedHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const section = document.querySelector('.lv-centre__page');
    const title = section?.querySelector('.lv-centre__heading')?.textContent?.trim().toLowerCase();
    if (!section || !title) return [];
    return [...section.querySelectorAll('h1, h2, h3, h4, [role="heading"]')]
      .filter((node) => !node.classList.contains('lv-centre__heading') && node.checkVisibility())
      .map((node) => (node.textContent ?? '').trim())
      .filter((text) => text.toLowerCase() === title)
      .map((text) => `the centre's heading "${text}" is repeated on its page`);
  });
}

/** The site links on the page as drawn (path, query and anchor), and the ids its elements have. */
export async function linksAndAnchors(page: Page): Promise<{ links: string[]; ids: string[]; dead: string[] }> {
  return page.evaluate(`(() => {
    const links = [];
    const dead = [];
    for (const a of document.querySelectorAll('a')) {
      const href = a.getAttribute('href');
      const label = (a.textContent || a.getAttribute('aria-label') || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
      if (href === null) { if (a.getClientRects().length) dead.push('a link with no address: "' + label + '"'); continue; }
      if (href === '' || href === '#' || /^javascript:/i.test(href)) { dead.push('a link to nothing (' + (href || 'empty') + '): "' + label + '"'); continue; }
      const url = new URL(href, location.href);
      if (url.origin !== location.origin) continue;
      url.searchParams.delete('brand');
      links.push(url.pathname + url.search + url.hash);
    }
    return { links: [...new Set(links)], ids: [...document.querySelectorAll('[id]')].map((el) => el.id), dead };
  })()`);
}

type Catalogue = Record<string, unknown>;

function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value as Catalogue))
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
}

function filesNamed(dir: string, file: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) filesNamed(path, file, found);
    else if (entry === file) found.push(path);
  }
  return found;
}

/**
 * The English texts a Malay page must not show: every text of the engine's, the widgets', the
 * brands' and the platform's English catalogues whose Malay text differs, as a whole text or, with
 * its {{values}} ({values} for the platform's), a pattern. A text that is Malay too (a brand name,
 * "Slot") is not English on a Malay page.
 */
export function englishTexts(): { exact: Set<string>; patterns: RegExp[] } {
  const pairs: { en: Map<string, string>; ms: Map<string, string> }[] = [];
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Catalogue;
  for (const dir of ['engine/i18n/locales', 'brands/base/locales', 'brands/aurora/locales']) {
    const en = new Map<string, string>();
    const ms = new Map<string, string>();
    flatten(read(`${dir}/en.json`), '', en);
    flatten(read(`${dir}/my.json`), '', ms);
    pairs.push({ en, ms });
  }
  for (const path of [...filesNamed('engine', 'locales.json'), ...filesNamed('widgets', 'locales.json')]) {
    const catalogue = read(path);
    const en = new Map<string, string>();
    const ms = new Map<string, string>();
    flatten(catalogue.EN, '', en);
    flatten(catalogue.MY, '', ms);
    pairs.push({ en, ms });
  }
  // The platform's texts (server/texts), with its {name} parameters written as the engine's.
  const platform = (texts: Record<string, string>) =>
    new Map(Object.entries(texts).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]));
  pairs.push({ en: platform(TEXTS.EN), ms: platform(TEXTS.MY) });
  const malay = new Set(pairs.flatMap(({ ms }) => [...ms.values()].map((text) => text.trim())));
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const { en, ms } of pairs) {
    for (const [key, text] of en) {
      const trimmed = text.trim();
      if (ms.get(key)?.trim() === trimmed || malay.has(trimmed)) continue;
      const literal = trimmed.replace(/\{\{[^}]+\}\}/g, '');
      // Short words ("OK", "VIP") are the same in many languages: only texts of some length count.
      if ((literal.match(/\p{L}/gu) ?? []).length < 8 || !/\s/.test(literal.trim())) continue;
      if (trimmed.includes('{{')) {
        const source = trimmed
          .split(/\{\{[^}]+\}\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+?');
        patterns.push(new RegExp(`^${source}$`, 'u'));
      } else exact.add(trimmed);
    }
  }
  return { exact, patterns };
}

/** The texts on the page (or in its open dialog) that are English catalogue texts. */
export async function englishOnPage(
  page: Page,
  english: { exact: Set<string>; patterns: RegExp[] },
): Promise<string[]> {
  const texts = (await page.evaluate(`(() => {
    const root = [...document.querySelectorAll('dialog[open]')].pop() || document.body;
    const found = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, option, [lang]:not(html)')) continue;
      const text = node.textContent.trim().replace(/\\s+/g, ' ');
      if (text.length < 8 || !parent.getClientRects().length) continue;
      found.push(text);
    }
    for (const el of root.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const text = (el.getAttribute(attribute) || '').trim();
        if (text.length >= 8 && !el.closest('[lang]:not(html)')) found.push(text);
      }
    }
    return [...new Set(found)];
  })()`)) as string[];
  return texts.filter((text) => english.exact.has(text) || english.patterns.some((pattern) => pattern.test(text)));
}
