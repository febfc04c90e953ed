// Records that fit (issue 26 item 5, MC-07, MC-08, POINTS-02): the betting record, the account record and
// the redeem history, as demo_member reads them in the brand's own language, on a 360 px phone and on
// 1024 and 1280 px desktops. Nothing of a record is cut or needs a sideways scroll: on a phone every row
// is a card whose values each carry their column's name ("label: value"); on a desktop the table fits,
// its details wrap and the reference shows; at 1024 the member centre leaves the page room for it.
import { expect, test, type Locator, type Page } from './support/test.ts';
import { startLoggedIn, withoutLoadPopups } from './support/session.ts';
import { readFileSync } from 'node:fs';

const BRANDS = ['aurora', 'jade'];
const WIDTHS = [360, 1024, 1280];
/** Narrower than this, the record is a list of cards (one per row). */
const PHONE = 600;
/** What the member centre's page keeps for its content at 1024 px and wider. */
const MIN_CONTENT = 600;

const RECORDS = [
  { name: 'betting record', path: '/member?page=personalHistoryCopy&period=last30' },
  { name: 'account record', path: '/member?page=transactionHistory&period=last30', reference: true },
  { name: 'redeem history', path: '/member?page=pointMall&section=history' },
];

/** The reference column's heading in every language of the kit. */
const REFERENCE = new Set(
  Object.values(
    JSON.parse(readFileSync('widgets/records/recordTexts.json', 'utf8')) as Record<
      string,
      { records: { reference: string } }
    >,
  ).map((language) => language.records.reference),
);

interface Measure {
  problems: string[];
  headings: string[];
  /** Per data cell of the first rows: its column's heading and the text the player reads in it. */
  cells: { column: string; text: string }[];
  pageWidth: number;
}

/**
 * What a player would see cut in the record: the record or the page wider than its box, a cell whose
 * value overflows it, a cell or heading outside the record's box or the screen.
 */
async function measure(records: Locator): Promise<Measure> {
  return records.evaluate((root) => {
    const problems: string[] = [];
    const screen = document.documentElement.clientWidth;
    const page = root.closest('.lv-centre__page') ?? root;
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return false;
      }
      return true;
    };
    const label = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    // The page's main area, not the document: the header's own overflow at 1024 and 1280 is item 6's.
    const main = root.closest('main');
    if (main && main.getBoundingClientRect().right > screen + 1)
      problems.push(`the page's main area ends at ${main.getBoundingClientRect().right} px on a ${screen} px screen`);
    for (const box of [main ?? root, page, root, ...root.querySelectorAll('[role="region"]')]) {
      if (box.scrollWidth > box.clientWidth + 1)
        problems.push(`${label(box).slice(0, 20)} scrolls sideways (${box.scrollWidth} > ${box.clientWidth})`);
    }
    const outer = root.getBoundingClientRect();
    const headings = [...root.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim());
    const cells: { column: string; text: string }[] = [];
    const rows = [...root.querySelectorAll('tbody tr, tfoot tr')].slice(0, 12);
    const shownHeadings = [...root.querySelectorAll('thead th')].filter(visible);
    for (const el of [...shownHeadings, ...rows.flatMap((row) => [...row.children])]) {
      if (!visible(el)) {
        problems.push(`hidden: ${label(el)}`);
        continue;
      }
      const box = el.getBoundingClientRect();
      if (el.scrollWidth > el.clientWidth + 1)
        problems.push(`cut: ${label(el)} (${el.scrollWidth} > ${el.clientWidth})`);
      if (box.left < outer.left - 1 || box.right > outer.right + 1)
        problems.push(`outside the record: ${label(el)} (${Math.round(box.left)}–${Math.round(box.right)})`);
      if (box.left < -1 || box.right > screen + 1) problems.push(`off the screen: ${label(el)}`);
      // A word is read whole: a line never breaks inside one ("Kemenan/gan").
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (const word of (text.textContent ?? '').matchAll(/[\p{L}\p{N}]+/gu)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`word broken: "${word[0]}" in ${label(el)}`);
        }
      }
    }
    for (const row of rows.filter((row) => row.parentElement?.tagName === 'TBODY').slice(0, 3)) {
      [...row.children].forEach((cell, index) => {
        cells.push({
          column: headings[index] ?? '',
          text: (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
        });
      });
    }
    return { problems, headings, cells, pageWidth: Math.round(page.getBoundingClientRect().width) };
  });
}

async function openRecord(page: Page, path: string, brand: string): Promise<Locator> {
  await page.goto(`${path}&brand=${brand}`);
  const records = page.getByRole('main').locator('.lv-records');
  // The table keeps its semantics in every layout: a heading row and at least one row of data.
  await expect(records.getByRole('row').nth(1)).toBeVisible();
  await expect(records).toHaveAttribute('aria-busy', 'false');
  return records;
}

for (const brand of BRANDS) {
  for (const width of WIDTHS) {
    test.describe(`records fit on ${brand} at ${width} px (issue 26 item 5)`, () => {
      for (const record of RECORDS) {
        test(`the ${record.name} shows every column without cutting or scrolling sideways`, async ({ page }) => {
          await startLoggedIn(page, brand);
          await withoutLoadPopups(page);
          await page.setViewportSize({ width, height: 900 });
          const records = await openRecord(page, record.path, brand);
          const { problems, headings, cells, pageWidth } = await measure(records);
          await page.screenshot({
            path: test.info().outputPath(`${brand}-${record.name.replace(/ /g, '-')}-${width}.png`),
            fullPage: true,
          });
          expect(problems, 'what is cut or scrolls').toEqual([]);
          expect(cells.length).toBeGreaterThan(0);
          if (width < PHONE) {
            // A card per row: each value is read beside its column's name.
            for (const cell of cells) expect(cell.text.startsWith(cell.column), JSON.stringify(cell)).toBe(true);
          } else {
            expect(pageWidth, 'the member centre page').toBeGreaterThanOrEqual(MIN_CONTENT);
            for (const heading of headings)
              await expect(records.getByRole('columnheader', { name: heading, exact: true })).toBeInViewport({
                ratio: 1,
              });
            if (record.reference) {
              const reference = headings.findIndex((heading) => REFERENCE.has(heading));
              expect(reference, 'the reference column').toBeGreaterThanOrEqual(0);
              await expect(records.getByRole('row').nth(1).getByRole('cell').nth(reference)).toBeInViewport({
                ratio: 1,
              });
            }
          }
        });
      }
    });
  }
}
