// The agent's team end to end (issue 17): an agent opens a downline account from the agent centre
// (AG-03) on a phone; the downline's first login asks for its own password before anything else
// (AUTH-05); team management shows the account awaiting its first login, then active (AG-04); the
// downline profit and loss opens a sub-agent's downlines and goes back by its trail (AG-06).
import { expect, test, type Browser, type Page } from './support/test.ts';
import { phoneProblems } from './support/axe.ts';
import { freshUsername } from './support/accounts.ts';
import { inEnglish, startLoggedIn, withoutLoadPopups } from './support/session.ts';

const AGENT = 'demo_agent';
const FIRST_PASSWORD = 'first1234';
const OWN_PASSWORD = 'mine5678';

async function freshPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await inEnglish(page);
  await withoutLoadPopups(page);
  return page;
}

/** The row of team management that names `account`, found with the page's own search. */
async function teamMember(page: Page, brandId: string, account: string) {
  await page.goto(`/agentHome?page=downlineManagmentView&brand=${brandId}`);
  // On a phone the report's controls start folded, its figures first (issue 27): the agent unfolds them.
  const controls = page.locator('details.lv-agent__controls');
  await expect(controls).toBeVisible();
  if ((await controls.getAttribute('open')) === null) await controls.locator('summary').click();
  await expect(page.getByLabel('Search account or nickname')).toBeVisible();
  await page.getByLabel('Search account or nickname').fill(account);
  await page.getByRole('button', { name: 'Search' }).click();
  return page.getByRole('row').filter({ has: page.getByText(account, { exact: true }) });
}

for (const brandId of ['aurora', 'jade']) {
  test(`AG-03 AUTH-05 AG-04 AG-06 on ${brandId}: an agent opens a downline account on a phone; the downline chooses its own password at first login; the reports drill down and back`, async ({
    browser,
  }) => {
    const agent = await freshPage(browser);
    await startLoggedIn(agent, brandId, AGENT);
    await agent.setViewportSize({ width: 360, height: 780 });

    // AG-03 at 360 px: the account opens right below the agent.
    const username = freshUsername('dl');
    await agent.goto(`/agentHome?page=registerCenter&brand=${brandId}`);
    await expect(agent.getByLabel('Account name')).toBeVisible();
    await agent.getByLabel('Account name').fill(username);
    await agent.getByLabel('First password', { exact: true }).fill(FIRST_PASSWORD);
    await agent.getByLabel('Confirm first password').fill(FIRST_PASSWORD);
    await agent.getByRole('button', { name: 'Open account' }).click();
    await expect(agent.getByText(`${username} is open.`)).toBeVisible();
    expect(await phoneProblems(agent, 'open account')).toEqual([]);
    await expect((await teamMember(agent, brandId, username)).getByText('Awaiting first login')).toBeVisible();

    // AUTH-05: the first password lets the downline in only to choose its own.
    const downline = await freshPage(browser);
    await downline.goto(`/?brand=${brandId}`);
    await downline.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = downline.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await login.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    const change = downline.getByRole('dialog', { name: 'Change password' });
    await expect(change.getByText('This is your first login. Please choose your own password to go on.')).toBeVisible();
    await change.getByLabel('New password', { exact: true }).fill(OWN_PASSWORD);
    await change.getByLabel('Confirm new password', { exact: true }).fill(OWN_PASSWORD);
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change).toBeHidden();
    await expect(downline.getByRole('banner').getByText(/\d+\.\d{2}/)).toBeVisible();
    await expect(downline.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);

    // AG-04: now active in the agent's team.
    await expect((await teamMember(agent, brandId, username)).getByText('Active')).toBeVisible();

    // AG-06: the new member is one of the agent's own downlines; the sub-agent opens its downlines.
    await agent.setViewportSize({ width: 1280, height: 800 });
    await agent.goto(`/agentHome?page=palStatementsAgentCopy&brand=${brandId}`);
    const report = agent.getByRole('table', { name: 'Downline profit and loss' });
    await expect(report.getByRole('cell', { name: username, exact: true })).toBeVisible();
    await report.getByRole('button', { name: "Show agent_down1's downlines" }).click();
    const trail = agent.getByRole('navigation', { name: 'Where you are in your team' });
    await expect(trail.getByText('agent_down1')).toHaveAttribute('aria-current', 'location');
    await expect(report.getByRole('cell', { name: 'player_down2', exact: true })).toBeVisible();
    await expect(report.getByRole('cell', { name: username, exact: true })).toHaveCount(0);
    // The trail leads back to the agent's own downlines (issue 27 opens any depth: agentTransfers.spec).
    await trail.getByRole('button', { name: 'My team' }).click();
    await expect(report.getByRole('cell', { name: username, exact: true })).toBeVisible();
  });
}
