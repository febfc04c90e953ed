// Responsible gaming on the site (issue 29), per licence profile: the UK Gambling Commission's on a
// copy of aurora (aurora-ukgc), the Malta Gaming Authority's on a copy of jade (jade-mga), and none on
// jade itself. The copies live in tests/e2e/brands and are served beside the real brands.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { freshUsername, registerAccount } from './support/accounts.ts';
import { axeViolations, WCAG_AA } from './support/axe.ts';
import { layoutProblems } from './support/layoutChecks.ts';
import { callAs, E2E_DATA_DIR, loginAs } from './support/platform.ts';
import { inEnglish, withoutLoadPopups } from './support/session.ts';
import { expect, test } from './support/test.ts';

/** The merchant code each brand's calls carry (the copies are not in dist, so it is said here). */
const MERCHANT = { 'aurora-ukgc': 'AURORAUK', 'jade-mga': 'JADEMT', jade: 'JADE' } as const;
type BrandId = keyof typeof MERCHANT;

/** Logs `account` in on `brand` through the platform and starts the page with that session. */
async function signedIn(page: Page, brand: BrandId, account: string): Promise<void> {
  const token = await loginAs(page.request, account, MERCHANT[brand]);
  await page.addInitScript((value) => sessionStorage.setItem('token', value), token);
}

/**
 * `npm run admin -- …` as the e2e platform runs: in its folder (tests/e2e/support/e2eRoot.mjs), so
 * the brand copies are known to the operator too. Resolves with what it printed, or the refusal.
 */
function admin(...args: string[]): { ok: boolean; out: string } {
  try {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], {
      cwd: path.resolve('.data/e2e-root'),
      env: { ...process.env, DATA_DIR: path.resolve(E2E_DATA_DIR) },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, out };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const centrePage = (brand: BrandId | 'aurora') => `/member?page=responsibleGaming&brand=${brand}`;

test.describe('a UK-licensed brand (ukgc, aurora-ukgc)', () => {
  test.beforeEach(async ({ page }) => {
    await inEnglish(page);
    await withoutLoadPopups(page);
  });

  test('RG-24, RG-25, RG-02, RG-04: a limit applies at once, a raise waits out the cooling-off and can be cancelled; a deposit past it is refused in the platform’s words', async ({
    page,
  }) => {
    await signedIn(page, 'aurora-ukgc', 'demo_member');
    await page.goto(centrePage('aurora-ukgc'));
    const deposit = page.getByRole('region', { name: 'Deposit limit' });
    const form = deposit.getByRole('form', { name: 'Set a Deposit limit' });
    await form.getByLabel(/^Limit/).fill('100');
    await form.getByRole('button', { name: 'Set limit' }).click();
    await expect(form.getByText(/Your limit is now RM\s?100\.00\./)).toBeVisible();
    await expect(deposit.getByText(/limit RM\s?100\.00: RM\s?[\d.,]+ used, RM\s?[\d.,]+ left/)).toBeVisible();

    await form.getByLabel(/^Limit/).fill('500');
    await form.getByRole('button', { name: 'Set limit' }).click();
    await expect(
      form.getByText(/Your new limit of RM\s?500\.00 applies from .+, after the cooling-off\./),
    ).toBeVisible();
    await expect(deposit.getByText(/Rises to RM\s?500\.00 from/)).toBeVisible();
    // The limit in force stays at 100 until the cooling-off has passed.
    await expect(deposit.getByText(/limit RM\s?100\.00:/)).toBeVisible();

    await deposit.getByRole('button', { name: 'Cancel the Daily change' }).click();
    await expect(deposit.getByText('The change is cancelled: your limit stays.')).toBeVisible();
    await expect(deposit.getByText(/Rises to/)).toHaveCount(0);

    await page.goto(`/member?page=depositv2&brand=aurora-ukgc`);
    const cashier = page.getByRole('form', { name: 'Deposit' });
    await cashier.getByRole('radio').first().check();
    await cashier.getByRole('textbox', { name: 'Amount' }).fill('150');
    await cashier.getByRole('button', { name: 'Deposit' }).click();
    await expect(cashier.getByRole('alert')).toContainText(
      /This deposit would pass your daily deposit limit: .+ left\./i,
    );
  });

  test('RG-31, RG-17: the registration form offers deposit limits; one chosen there is in force from the start, with no cooling-off', async ({
    page,
  }) => {
    const username = freshUsername('rgreg');
    const password = `Pass${Date.now() % 100_000}`;
    await page.goto('/register?brand=aurora-ukgc');
    const register = page.getByRole('dialog', { name: 'Register' });
    const tab = register.getByRole('tab', { name: 'Username' });
    if (await tab.count()) await tab.click();
    await register.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await register.getByLabel('Password', { exact: true }).fill(password);
    await register.getByLabel('Confirm password', { exact: true }).fill(password);
    await register
      .getByRole('group', { name: 'Deposit limits' })
      .getByLabel(/^Daily deposit limit/)
      .fill('30');
    await register.getByRole('checkbox', { name: /agree to the terms/ }).check();
    await register.getByRole('button', { name: 'Register' }).click();
    await expect(register.getByText(username, { exact: true })).toBeVisible();
    await register.getByRole('button', { name: 'Start playing' }).click();
    await expect(register).toBeHidden();

    await page.goto(centrePage('aurora-ukgc'));
    const deposit = page.getByRole('region', { name: 'Deposit limit' });
    await expect(deposit.getByText(/limit RM\s?30\.00: RM\s?0\.00 used, RM\s?30\.00 left/)).toBeVisible();
    await expect(deposit.getByText(/Rises to/)).toHaveCount(0);
  });

  test('RG-28, RG-29: the session clock runs under the header, and the reality check interrupts at the interval chosen', async ({
    page,
  }) => {
    await signedIn(page, 'aurora-ukgc', 'demo_member');
    await page.goto(centrePage('aurora-ukgc'));
    await expect(page.getByRole('timer', { name: 'Session time' })).toHaveText(/^\d+:\d\d:\d\d$/);
    const reality = page.getByRole('region', { name: 'Reality check' });
    await reality.getByLabel('Remind me of my time and result').selectOption('10');
    await reality.getByRole('button', { name: 'Save' }).click();
    await expect(reality.getByText('Your reality check is saved.')).toBeVisible();
    await expect(reality.getByRole('paragraph').filter({ hasText: 'Every 10 minutes' })).toBeVisible();

    // The page's clock from here on is the test's: ten minutes pass at once, in a game lobby.
    await page.clock.install();
    await page.goto(`/rng?brand=aurora-ukgc`);
    await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible();
    await page.clock.fastForward('10:00');
    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Time played this session')).toBeVisible();
    await expect(dialog.getByText('Net result this session')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'See my betting history' })).toHaveAttribute(
      'href',
      '/member?page=personalHistoryCopy',
    );
    await dialog.getByRole('button', { name: 'Continue playing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/rng/);
  });

  test('RG-18: a game in a window of its own is interrupted there too, with this session’s figures; continue, or stop and log out', async ({
    page,
  }) => {
    const brand = MERCHANT['aurora-ukgc'];
    const token = await loginAs(page.request, 'agent_down1', brand);
    await callAs(page.request, brand, token, 'realityCheckSet', { minutes: 10 });
    const { games } = await callAs<{ games: { gameCode: string; vassalage: string }[] }>(
      page.request,
      brand,
      token,
      'gameList',
      { pageNo: 1, pageSize: 1, gameType: 'RNG' },
    );
    const { url } = await callAs<{ url: string }>(page.request, brand, token, 'gameLaunch', {
      gameCode: games[0]!.gameCode,
      vassalage: games[0]!.vassalage,
      language: 'en',
    });
    await page.clock.install();
    await page.goto(url);
    await page.getByRole('button', { name: 'Spin' }).click();
    await expect(page.getByRole('status')).toHaveText(/won|No win/);

    await page.clock.fastForward('10:00');
    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^Time played this session: 0:1\d$/)).toBeVisible();
    await expect(dialog.getByText(/^Staked this session: RM\s?1\.00$/)).toBeVisible();
    await expect(dialog.getByText(/^Net result this session: RM\s?-?[\d.,]+$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue playing' })).toBeFocused();
    expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
    // Escape is not an answer: only a choice closes it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue playing' }).click();
    await expect(dialog).toBeHidden();

    await page.clock.fastForward('10:00');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stop and log out' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'You have stopped playing and are logged out. You can close this window.',
    );
    await expect(callAs(page.request, brand, token, 'walletBalance')).rejects.toThrow(/NOT_LOGGED_IN/);
  });

  test('RG-27, RG-30, RG-32: a time-out asks for confirmation, then nothing invites a deposit, the cashier refuses one, and the player can still withdraw', async ({
    page,
  }) => {
    await signedIn(page, 'aurora-ukgc', 'player_down1');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(centrePage('aurora-ukgc'));
    const invitations = [
      page.getByRole('banner').getByRole('link', { name: 'Deposit' }),
      page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Deposit' }),
    ];
    for (const invitation of invitations) await expect(invitation).toBeVisible();
    const timeOut = page.getByRole('region', { name: 'Take a time-out' });
    await timeOut.getByLabel('How long').selectOption('1');
    await timeOut.getByRole('button', { name: 'Take a time-out' }).click();
    const confirm = timeOut.getByRole('group', { name: 'Confirm your break' });
    await expect(confirm).toContainText('You will not be able to deposit or play for 1 day.');
    await confirm.getByRole('button', { name: 'Start my time-out of 1 day' }).click();
    await expect(page.getByText(/You are on a time-out until/)).toBeVisible();
    // RG-32: from that moment nothing invites a deposit: not the header, not the phone's tab bar.
    for (const invitation of invitations) await expect(invitation).toHaveCount(0);

    await page.getByRole('link', { name: 'Withdraw my balance' }).click();
    await expect(page).toHaveURL(/page=withdraw/);
    const withdrawal = page.getByRole('region', { name: 'Withdrawal' });
    await expect(withdrawal.getByText('Available')).toBeVisible();
    await expect(withdrawal.getByText(/cannot/)).toHaveCount(0);

    await page.goto(`/member?page=depositv2&brand=aurora-ukgc`);
    await expect(page.getByText(/You cannot deposit during your time-out: it lasts until/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deposit' })).toHaveCount(0);
  });
});

test.describe('a Malta-licensed brand (mga, jade-mga)', () => {
  test('RG-21, RG-22: the footer states the licence and the age mark; the responsible-gaming page, in English, Chinese and Portuguese', async ({
    page,
  }) => {
    await withoutLoadPopups(page);
    for (const [language, heading, helplines, licence] of [
      [
        'EN',
        'Responsible gaming',
        'Talk to someone',
        /Jade Malta is licensed and regulated by the Malta Gaming Authority/,
      ],
      ['CN', '负责任博彩', '找人聊聊', /Jade Malta 由马耳他博彩管理局许可并监管/],
      ['PT', 'Jogo responsável', 'Fale com alguém', /Jade Malta é licenciada e regulada pela Malta Gaming Authority/],
    ] as const) {
      await page.evaluate((code) => localStorage.setItem('language', code), language).catch(() => undefined);
      await page.addInitScript((code) => localStorage.setItem('language', code), language);
      await page.goto('/responsible-gaming?brand=jade-mga');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('region', { name: helplines })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText(licence)).toBeVisible();
    }
  });

  test('RG-23, RG-24: a signed-in player reaches the tools from the member centre, with the self-test and helplines', async ({
    page,
  }) => {
    await inEnglish(page);
    await withoutLoadPopups(page);
    await signedIn(page, 'jade-mga', 'demo_member');
    await page.goto(centrePage('jade-mga'));
    await expect(page.getByRole('region', { name: 'Deposit limit' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Self-exclusion' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Check your play' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Responsible Gaming Foundation website/ })).toHaveAttribute(
      'href',
      'https://www.rgf.org.mt',
    );
    // The MGA asks for no session clock.
    await expect(page.getByRole('timer')).toHaveCount(0);
  });
});

test.describe('a brand without a licence’s tools (none, jade)', () => {
  test('RG-22, RG-23: the page reached from the footer gives helplines and a self-test; the tools say to ask customer service', async ({
    page,
  }) => {
    await inEnglish(page);
    await withoutLoadPopups(page);
    await signedIn(page, 'jade', 'demo_member');
    await page.goto('/?brand=jade');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Responsible gaming' }).click();
    await expect(page).toHaveURL(/\/responsible-gaming/);
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
    await expect(page.getByText(/tell customer service and they will help you/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Deposit limit' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Call Befrienders Kuala Lumpur on +60 3-7627 2929' })).toHaveAttribute(
      'href',
      'tel:+60376272929',
    );
    const selfTest = page.getByRole('region', { name: 'Check your play' });
    for (const question of await selfTest.getByRole('group').all())
      await question.getByRole('radio', { name: 'Never' }).check();
    await selfTest.getByRole('button', { name: 'See my result' }).click();
    await expect(selfTest.getByRole('status')).toContainText('Your score: 0 of 27.');
    await expect(page.getByRole('timer')).toHaveCount(0);
  });
});

test.describe('the responsible-gaming screens fit and are accessible', () => {
  for (const [brand, account] of [
    ['aurora-ukgc', 'agent_down1'],
    ['jade-mga', 'agent_down1'],
  ] as const) {
    for (const width of [360, 1280]) {
      test(`${brand} at ${width} px, signed in: the page and the member-centre page fit the screen, axe clean`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await inEnglish(page);
        await withoutLoadPopups(page);
        await signedIn(page, brand, account);
        for (const path of [`/responsible-gaming?brand=${brand}`, centrePage(brand)]) {
          await page.goto(path);
          await expect(page.getByRole('region', { name: 'Deposit limit' })).toBeVisible();
          await expect(page.getByRole('region', { name: 'Talk to someone' })).toBeVisible();
          expect(await layoutProblems(page), path).toEqual([]);
          expect(await axeViolations(page, { tags: WCAG_AA }), path).toEqual([]);
        }
      });
    }
  }
});

test.describe('the operator (npm run admin)', () => {
  test('RG-15, RG-27: under the UKGC a time-out is never lifted early; the operator lifts a limit after the cooling-off and the player sees it', async ({
    page,
  }) => {
    const token = await loginAs(page.request, 'player_down2', MERCHANT['aurora-ukgc']);
    await callAs(page.request, MERCHANT['aurora-ukgc'], token, 'timeOutStart', { days: 1 });
    const refused = admin('rg', 'aurora-ukgc', 'player_down2', 'lift', 'exclusion', '--by', 'e2e-operator');
    expect(refused.ok).toBe(false);
    expect(admin('rg', 'aurora-ukgc', 'player_down2').out).toMatch(/time-?out/i);

    await callAs(page.request, MERCHANT['aurora-ukgc'], token, 'gamingLimitSet', {
      kind: 'loss',
      period: 'week',
      amount: '40.00',
      idempotencyKey: crypto.randomUUID(),
    });
    const lifted = admin('rg', 'aurora-ukgc', 'player_down2', 'lift', 'limit', 'loss', 'week', '--by', 'e2e-operator');
    expect(lifted.ok, lifted.out).toBe(true);
    expect(admin('rg', 'aurora-ukgc', 'player_down2').out).toContain('e2e-operator');

    await inEnglish(page);
    await withoutLoadPopups(page);
    await page.addInitScript((value) => sessionStorage.setItem('token', value), token);
    await page.goto(centrePage('aurora-ukgc'));
    await expect(page.getByText(/You are on a time-out until/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Loss limit' }).getByText(/Removed from/)).toBeVisible();
  });

  test('RG-15, RG-30: where the licence allows it (Curaçao, aurora) the operator ends a time-out and the player may deposit again', async ({
    page,
  }) => {
    const account = await registerAccount(page.request, 'aurora', { username: freshUsername('rg') });
    const token = account.token ?? (await loginAs(page.request, account.username, 'AURORA', account.password));
    await callAs(page.request, 'AURORA', token, 'timeOutStart', { days: 2 });
    await inEnglish(page);
    await withoutLoadPopups(page);
    await page.addInitScript((value) => sessionStorage.setItem('token', value), token);
    await page.goto(`/member?page=depositv2&brand=aurora`);
    await expect(page.getByText(/You cannot deposit during your time-out/)).toBeVisible();

    const lifted = admin('rg', 'aurora', account.username, 'lift', 'exclusion', '--by', 'e2e-operator');
    expect(lifted.ok, lifted.out).toBe(true);
    await page.reload();
    await expect(page.getByRole('form', { name: 'Deposit' })).toBeVisible();
    await expect(page.getByText(/You cannot deposit/)).toHaveCount(0);
  });
});
