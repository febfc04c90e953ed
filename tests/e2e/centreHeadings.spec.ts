// Each member- and agent-centre page says its name once (issue 26 item 12): the centre titles the
// page, so a widget on it does not repeat that title as its own heading. Both brands, in their first
// language (aurora's is Malay), every page the centre's menu lists.
import { expect, test, type Page } from './support/test.ts';
import { waitForNetworkQuiet } from './support/networkQuiet.ts';
import { startLoggedIn, withoutLoadPopups } from './support/session.ts';

/** The headings shown on the page under the centre's own whose text is the centre's heading. */
async function repeatedHeadings(page: Page): Promise<string[]> {
  const section = page.locator('.lv-centre__page');
  const title = ((await section.locator('.lv-centre__heading').textContent()) ?? '').trim().toLowerCase();
  const others = await section
    .locator('h1, h2, h3, h4, [role="heading"]')
    .evaluateAll((nodes) =>
      nodes
        .filter((node) => !node.classList.contains('lv-centre__heading') && node.checkVisibility())
        .map((node) => node.textContent ?? ''),
    );
  return others.filter((text) => text.trim().toLowerCase() === title);
}

for (const id of ['aurora', 'jade']) {
  for (const [account, path] of [
    ['demo_member', '/member'],
    ['demo_agent', '/agentHome'],
  ] as const) {
    test(`${id}: no ${path} page repeats its heading (issue 26 item 12)`, async ({ page }) => {
      test.setTimeout(180_000);
      await startLoggedIn(page, id, account);
      await withoutLoadPopups(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${path}?brand=${id}`);
      const menu = page.locator('.lv-centre__menu');
      await expect(menu.getByRole('link').first()).toBeVisible();
      const pages = await menu
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('page')),
        );
      const repeated: string[] = [];
      for (const pageId of pages.filter((value): value is string => Boolean(value))) {
        await page.goto(`${path}?page=${pageId}&brand=${id}`);
        const section = page.locator(`.lv-centre__page[data-page="${pageId}"]`);
        await expect(section.locator('.lv-centre__heading')).toBeVisible();
        // The widgets' own headings are drawn with their content: wait until nothing is loading.
        await waitForNetworkQuiet(page);
        await expect(section.locator('[aria-busy="true"]')).toHaveCount(0);
        for (const text of await repeatedHeadings(page)) repeated.push(`${pageId}: "${text.trim()}"`);
      }
      expect(pages.length).toBeGreaterThan(5);
      expect(repeated).toEqual([]);
    });
  }
}
