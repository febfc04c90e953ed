// The agent's team it can act on (issue 27): team management is a tree an agent walks to any depth
// and back by its trail, each account with a transfer, its bets and its profit and loss (AG-04);
// the transfer to a downline (ROLE-10) goes with the payment password, the downline's balance
// changes live and both records show it; on a phone the centre's current page is in view in its
// menu; a refusal is said in the agent's language with no Retry that would meet it again.
import { expect, test, type Browser, type Page } from './support/test.ts';
import { phoneProblems } from './support/axe.ts';
import { openDownline } from './support/accounts.ts';
import { callAs, loginAs } from './support/platform.ts';
import { inEnglish, merchantCodeOf, startLoggedIn, withoutLoadPopups } from './support/session.ts';

const AGENT = 'demo_agent';
const SUB_AGENT = 'agent_down1';
const PAYMENT_PASSWORD = '246810';

const headerAmount = (page: Page) => page.getByRole('banner').locator('.lv-header__amount');

async function pageFor(browser: Browser, brandId: string, account: string, token?: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await inEnglish(page);
  await withoutLoadPopups(page);
  if (token) await page.addInitScript((value) => sessionStorage.setItem('token', value), token);
  else await startLoggedIn(page, brandId, account);
  return page;
}

/** Whether the menu's current entry lies inside the screen, left to right. */
async function currentEntryInView(page: Page, menu: string) {
  const box = await page.getByRole('navigation', { name: menu }).locator('[aria-current="page"]').boundingBox();
  const width = page.viewportSize()!.width;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

for (const brandId of ['aurora', 'jade']) {
  test(`AG-04 ROLE-10 issue 27 on ${brandId}: an agent walks its team two levels down and back, sends a downline money from its row, and the downline sees it live; at 360 and 1280 px`, async ({
    browser,
    request,
  }) => {
    const brand = merchantCodeOf(brandId);
    // A member of the sub-agent's team, two levels below the agent, whose money no other test moves.
    const { username, password } = await openDownline(request, brandId, SUB_AGENT);
    const first = await loginAs(request, username, brand, password);
    await callAs(request, brand, first, 'changePassword', { newPassword: 'demo1234', confirmNewPassword: 'demo1234' });
    const downline = await pageFor(browser, brandId, username, await loginAs(request, username, brand));
    await downline.goto(`/?brand=${brandId}`);
    await expect(headerAmount(downline)).toHaveText(/0\.00$/);
    let downlineLoads = 0;
    downline.on('load', () => (downlineLoads += 1));

    const agent = await pageFor(browser, brandId, AGENT);
    await agent.setViewportSize({ width: 360, height: 780 });
    await agent.goto(`/agentHome?page=downlineManagmentView&brand=${brandId}`);
    // Item 3: on a phone the menu is one sideways row, and the page chosen is in view in it.
    await expect.poll(() => currentEntryInView(agent, 'Agent centre')).toBe(true);

    // The direct team first; the sub-agent opens its own, and the trail leads back.
    await agent.getByRole('button', { name: `Show ${SUB_AGENT}'s downlines` }).click();
    const trail = agent.getByRole('navigation', { name: 'Where you are in your team' });
    await expect(trail.getByText(SUB_AGENT)).toHaveAttribute('aria-current', 'location');
    const row = agent.getByRole('row').filter({ has: agent.getByText(username, { exact: true }) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();
    const problems = await phoneProblems(agent, 'team management, second level');

    // ROLE-10 from the row: the transfer page arrives with the downline named.
    await row.getByRole('link', { name: 'Transfer' }).click();
    const form = agent.getByRole('form', { name: 'Transfer to a downline' });
    await expect(form.getByLabel('Downline account')).toHaveValue(username);
    await expect(
      form.getByText('From RM 1.00 to RM 50,000.00').or(form.getByText(/^From .*1\.00 to .*50,000\.00$/)),
    ).toBeVisible();
    await form.getByLabel(/^Amount/).fill('12.34');
    await form.getByLabel('Payment password').fill('111111');
    await form.getByRole('button', { name: 'Transfer' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(form.getByLabel(/^Amount/)).toHaveValue('12.34');
    await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: 'Transfer' }).click();
    await expect(form.getByRole('status')).toHaveText(new RegExp(`12\\.34 sent to ${username}\\.`));
    await expect(form.getByRole('region', { name: 'Receipt' })).toContainText(/N\d+/);
    await expect(form.getByLabel('Downline account')).toHaveValue('');
    problems.push(...(await phoneProblems(agent, 'transfer to a downline')));

    // The downline's header follows without a reload; its records and the agent's show the transfer.
    await expect(headerAmount(downline)).toHaveText(/12\.34$/);
    expect(downlineLoads).toBe(0);
    await downline.goto(`/member?page=transactionHistory&brand=${brandId}`);
    await expect(downline.getByText(`Transfer from upline ${AGENT}`).first()).toBeVisible();
    await agent.goto(`/agentHome?page=agentDownlineTransactionDetailsCopy&brand=${brandId}`);
    await expect(
      agent
        .getByRole('row')
        .filter({ hasText: username })
        .filter({ hasText: `Transfer from upline ${AGENT}` }),
    ).toBeVisible();

    // At 1280 px team management's table fits its page: every column in view, nothing to scroll.
    await agent.setViewportSize({ width: 1280, height: 900 });
    await agent.goto(`/agentHome?page=downlineManagmentView&brand=${brandId}`);
    const table = agent.getByRole('table', { name: 'Team management' });
    await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    expect(problems).toEqual([]);
  });

  test(`issue 27 item 3 on ${brandId}: on a phone the agent centre's menu shows the page chosen, whichever it is, and a report's figures come first`, async ({
    browser,
  }) => {
    const agent = await pageFor(browser, brandId, AGENT);
    await agent.setViewportSize({ width: 360, height: 780 });
    for (const page of ['customerService', 'agentDownlineTransactionDetailsCopy', 'agentTransfer']) {
      await agent.goto(`/agentHome?page=${page}&brand=${brandId}`);
      await expect(
        agent.getByRole('navigation', { name: 'Agent centre' }).locator(`[aria-current="page"]`),
      ).toBeVisible();
      await expect.poll(() => currentEntryInView(agent, 'Agent centre'), { message: page }).toBe(true);
    }
    // A report's figures come first: its controls fold under one line, naming the period.
    await agent.goto(`/agentHome?page=agentRevenueReport&brand=${brandId}`);
    const figures = agent.getByText(/^Total income: /);
    await expect(figures).toBeVisible();
    const box = (await figures.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(780);
    const controls = agent.locator('details.lv-agent__controls');
    await expect(controls.locator('summary')).toHaveText(
      /^Period, filters and CSV\s*\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/,
    );
    await expect(agent.getByRole('group', { name: 'Period' }).or(agent.getByLabel('Type'))).toBeHidden();
    await controls.locator('summary').click();
    await expect(agent.getByLabel('Type')).toBeVisible();
  });
}

const REFUSAL: Record<string, string> = {
  aurora: 'Tiada akaun U1 dalam pasukan anda.',
  jade: 'No account U1 in your team.',
};

for (const brandId of ['aurora', 'jade']) {
  test(`issue 27 item 5 on ${brandId}: a report refused because the account is not of the agent's team says so in the brand's language, with no Retry, at 360 and 1280 px`, async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await withoutLoadPopups(page);
    await startLoggedIn(page, brandId, AGENT);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/agentHome?page=palStatementsAgentCopy&parent=U1&brand=${brandId}`);
      const refusal = page.getByRole('alert').filter({ hasText: 'U1' });
      await expect(refusal).toHaveText(REFUSAL[brandId]!);
      await expect(refusal.getByRole('button')).toHaveCount(0);
    }
  });
}
