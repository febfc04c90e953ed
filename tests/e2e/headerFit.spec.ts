// The header fits every screen (issue 26 item 6, HEADER-08): on aurora (in Malay and in English) and
// jade, at 360, 1024 and 1280 px, the page never scrolls sideways; every top-menu entry is in the
// header's row or under "More"; the logo, the entries and the buttons never overlap; nothing in the
// header moves after the first paint (no layout shift, the game categories arriving included); and
// the bottom tab bar's labels stay on one line, whole, never broken inside a word.
import { expect, test, type Page } from './support/test.ts';
import { withoutLoadPopups } from './support/session.ts';

const CASES = [
  { brand: 'aurora', language: 'MY', more: 'Lagi' },
  { brand: 'aurora', language: 'EN', more: 'More' },
  { brand: 'jade', language: 'EN', more: 'More' },
] as const;
const WIDTHS = [360, 1024, 1280];

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Counts the layout shifts a source of which is in the header, from before the first paint. */
async function watchHeaderShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { headerShifts: string[] }).headerShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[]) {
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          if (element?.closest('header.lv-header'))
            shifts.push(`${entry.value.toFixed(4)} ${element.tagName} "${element.textContent?.slice(0, 30)}"`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The visible boxes of the header's logo, buttons and top-menu entries (not inside an open list). */
function headerBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header.lv-header')!;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const parts = [
      ...header.querySelectorAll('.lv-header__logo, .lv-header__nav > ul > li, .lv-header__actions button'),
      ...header.querySelectorAll('.lv-header__actions a'),
    ].filter((element) => shown(element) && !element.closest('.lv-disclosure__panel, .lv-header__vendors'));
    return parts.map((element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { name: `${element.className} "${element.textContent?.trim().slice(0, 30)}"`, left, right, top, bottom };
    });
  });
}

for (const { brand, language, more } of CASES) {
  for (const width of WIDTHS) {
    test(`${brand} in ${language} at ${width} px: the header fits, every entry is in it or under More, nothing overlaps or moves`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await withoutLoadPopups(page);
      await page.addInitScript((code) => localStorage.setItem('language', code), language);
      await watchHeaderShifts(page);
      await page.goto(`/?brand=${brand}`);
      await expect(page.locator('[data-screen="home"]')).toBeVisible();
      const nav = page.locator('.lv-header__nav');
      if (width > 768) {
        // The state the page settles in: the game categories in the menu (they come after the first
        // paint), the entries after them.
        await expect(page.locator('.lv-header__category').first()).toBeAttached();
        await expect(nav.locator(':scope > ul > li > a').last()).toHaveAttribute('href', /./);
      } else {
        // A phone's compact header has no navigation row: the drawer and the tab bar hold its places.
        await expect(page.locator('.lv-header__guest .lv-button').first()).toBeVisible();
        await expect(nav).toHaveCount(0);
      }
      await page.evaluate(() => document.fonts.ready);

      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(innerWidth);

      const boxes = await headerBoxes(page);
      const overlaps: string[] = [];
      for (const [index, a] of boxes.entries()) {
        expect(a.left, `${a.name} is on the screen`).toBeGreaterThanOrEqual(0);
        expect(a.right, `${a.name} is on the screen`).toBeLessThanOrEqual(innerWidth);
        for (const b of boxes.slice(index + 1)) {
          const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (across > 0.5 && down > 0.5) overlaps.push(`${a.name} and ${b.name}`);
        }
      }
      expect(overlaps, 'header parts on top of one another').toEqual([]);

      if (width > 768) {
        // Every entry of the top menu (the brand's, and one per game category) is seen in the row, or under More.
        const entries = await nav.locator(':scope > ul > li > a').evaluateAll((links) =>
          links.map((link) => {
            const box = link.getBoundingClientRect();
            const header = link.closest('header')!.getBoundingClientRect();
            const seen =
              getComputedStyle(link).visibility === 'visible' &&
              box.width > 0 &&
              box.left >= header.left &&
              box.right <= Math.min(header.right, window.innerWidth) &&
              box.bottom <= header.bottom;
            return { href: link.getAttribute('href')!, text: link.textContent!, seen };
          }),
        );
        expect(entries.length).toBeGreaterThan(3);
        const under = entries.filter((entry) => !entry.seen);
        if (under.length > 0) {
          const button = page.getByRole('button', { name: more, exact: true });
          await button.click();
          await expect(button).toHaveAttribute('aria-expanded', 'true');
          const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
          for (const entry of under) {
            await expect(
              list.getByRole('link', { name: entry.text, exact: true }),
              `${entry.text} is under More`,
            ).toHaveAttribute('href', entry.href);
          }
          await page.keyboard.press('Escape');
          await expect(button).toHaveAttribute('aria-expanded', 'false');
          await expect(button).toBeFocused();
        }
      }

      expect(
        await page.evaluate(() => (window as unknown as { headerShifts: string[] }).headerShifts),
        'layout shifts in the header',
      ).toEqual([]);
    });
  }

  test(`${brand} in ${language} at 360 px: the tab bar's labels stay on one line, whole, whichever tab is current`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await withoutLoadPopups(page);
    await page.addInitScript((code) => localStorage.setItem('language', code), language);
    // The current tab's label is the one that broke ('Permaina/n', 'Promotio/ns'): each page makes another current.
    for (const path of ['/', '/rng', '/live', '/promotions']) {
      await page.goto(`${path}?brand=${brand}`);
      const tabs = page.locator('.lv-tabbar');
      await expect(tabs).toBeVisible();
      const labels = await tabs.locator('.lv-tabbar__label').evaluateAll((spans) =>
        spans.map((span) => {
          const range = document.createRange();
          range.selectNodeContents(span);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return { text: span.textContent, lines: lines.size, whole: span.scrollWidth <= span.clientWidth };
        }),
      );
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(label, `${path}: "${label.text}"`).toMatchObject({ lines: 1, whole: true });
    }
  });
}
