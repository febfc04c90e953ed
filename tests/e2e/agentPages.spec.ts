// The agent centre pages no other test named (issue 27, item 7): the agent's announcements (AG-01),
// the hourly salary (AG-11) and the real-time salary (AG-12) pages, each on both brands in the
// brand's own language, as demo_agent sees them: listed in the menu, opened, and used.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { openDownline } from './support/accounts.ts';
import { startLoggedIn, withoutLoadPopups } from './support/session.ts';

type Texts = Record<string, Record<string, Record<string, unknown>>>;
const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Texts;
const centre = json('engine/react/centre/locales.json');
const contracts = json('widgets/agentCentre/contractTexts.json');
const announcements = json('widgets/popups/AnnouncementList/locales.json');
/** What each brand speaks when the player has chosen nothing. */
const DEFAULT_LANGUAGE: Record<string, string> = { aurora: 'MY', jade: 'EN' };

const menuLabel = (language: string, key: string) => (centre[language]!.agentMenu as Record<string, string>)[key]!;
const contractText = (language: string, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, value),
    (contracts[language]!.contracts as Record<string, string>)[key]!,
  );

async function agentPage(page: Page, brandId: string, pageId: string) {
  await page.goto(`/agentHome?page=${pageId}&brand=${brandId}`);
  await expect(page.locator(`[data-page="${pageId}"]`)).toBeVisible();
}

for (const brandId of ['aurora', 'jade']) {
  const language = DEFAULT_LANGUAGE[brandId]!;

  test(`AG-01 on ${brandId}: the agent's announcements are listed in its language and each opens its text`, async ({
    page,
  }) => {
    await withoutLoadPopups(page);
    await startLoggedIn(page, brandId, 'demo_agent');
    await agentPage(page, brandId, 'agentAnnouncement');
    await expect(page.getByRole('heading', { name: menuLabel(language, 'announcement'), level: 2 })).toBeVisible();
    const list = page.getByRole('list', {
      name: (announcements[language]!.announcements as Record<string, string>).list,
    });
    const titles = list.getByRole('button');
    await expect(titles.first()).toBeVisible();
    expect(await titles.count()).toBeGreaterThan(1);
    await expect(titles.first()).toHaveAttribute('aria-current', 'true');
    const second = titles.nth(1);
    const heading = ((await second.textContent()) ?? '').trim();
    await second.click();
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#lv-ann-title')).toContainText(heading.slice(0, 12));
  });

  for (const [pageId, kind, menuKey, call] of [
    ['agentHourSalary', 'hourlySalary', 'hourlySalary', 'AG-11'],
    ['agentRealtimeSalary', 'realtimeSalary', 'realtimeSalary', 'AG-12'],
  ] as const) {
    test(`${call} on ${brandId}: the ${kind} page is in the menu, offers the contract to a direct downline, and lists it`, async ({
      page,
      request,
    }) => {
      // A direct downline of the agent's own, so no other test's offers stand in the way.
      const { username } = await openDownline(request, brandId);
      await withoutLoadPopups(page);
      await startLoggedIn(page, brandId, 'demo_agent');
      await agentPage(page, brandId, pageId);
      const label = menuLabel(language, menuKey);
      await expect(page.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { name: label, level: 2 })).toBeVisible();

      const form = page.getByRole('form', { name: contractText(language, 'offerTitle') });
      const pick = form.getByLabel(contractText(language, 'downline'));
      await expect(pick.getByRole('option', { name: username })).toBeAttached();
      await pick.selectOption(username);
      await form.getByLabel(contractText(language, 'rate')).fill('0.50');
      await form.getByRole('button', { name: contractText(language, 'send') }).click();
      await expect(form.getByRole('status')).toHaveText(contractText(language, 'sent', { downline: username }));
      await expect(
        page.locator('.lv-contracts__offer[data-status="new"]').filter({ hasText: `demo_agent → ${username} · 0.50%` }),
      ).toBeVisible();
    });
  }
}
