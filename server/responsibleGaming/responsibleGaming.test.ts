// @vitest-environment node
// Issue 29: responsible gaming under the brand's jurisdiction profile, enforced by the platform.
// Aurora runs under the UKGC's rules here and jade under the MGA's (their copies, as the end-to-end
// tests run them); the ids RG-01.. are listed in docs/decisions.md.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CallName } from '../../schemas/api/index.ts';
import { PROFILE_RULES } from '../../schemas/compliance/profiles.ts';
import {
  brandsWithProfiles,
  platformForEachTest,
  TEST_START,
  type TestPlatform,
} from '../../tests/support/platform.ts';
import { setPlatformRegisterRule } from '../brands.ts';
import { setCashierSetting } from '../money/config.ts';
import { createDeposit, settleDeposit } from '../money/deposits.ts';
import { checkLedger, walletBalanceCents } from '../money/ledger.ts';

type Answer<T = Record<string, unknown>> = {
  success: boolean;
  value: T;
  code?: string;
  message?: string;
  limitReached?: { kind: string; period: string; left: string };
  exclusion?: { kind: string; until: string | null };
};
type Limit = {
  kind: string;
  period: string;
  unit: string;
  amount: string | null;
  used: string;
  left: string | null;
  pending: { amount: string | null; effectiveAt: string } | null;
};
type State = {
  profile: string;
  rules: Record<string, unknown>;
  limits: Limit[];
  exclusion: { kind: string; since: string; until: string | null } | null;
  realityCheck: { minutes: number | null; minimumMinutes: number } | null;
  session: { startedAt: string; netResult: string; staked: string };
};
type Game = { gameCode: string; vassalage: string; nodeId: string };

const HOUR = 60 * 60 * 1000;
const PAY = '246810';

/** A member of a brand, calling as the player's site does. */
function player(platform: TestPlatform, account = 'demo_member', brand = 'aurora', language = 'EN') {
  let token = platform.sessionFor(account, brand);
  const call = async <T = Record<string, unknown>>(name: CallName, input?: unknown) =>
    (await platform.call(name, input, { token, brand, headers: { 'x-language': language } })).json() as Answer<T>;
  return {
    call,
    get token() {
      return token;
    },
    async login() {
      token = await platform.login(account, { brand });
    },
    state: async () => (await call<State>('responsibleGaming')).value,
    limit: (kind: string, period: string, amount: string | null) =>
      call<Limit>('gamingLimitSet', { kind, period, amount, idempotencyKey: randomUUID() }),
    deposit: (amount: string, methodId = 'bank') =>
      call<{ depositId: string; paymentUrl?: string }>('depositCreate', {
        methodId,
        amount,
        idempotencyKey: randomUUID(),
      }),
    /** A payout account in one of the brand's banks, and a withdrawal of 60.00 to it. */
    async withdraw() {
      const { banks } = (await call<{ banks: string[] }>('payoutAccounts')).value;
      const account = await call<{ accountId: string }>('payoutAccountAdd', {
        bankName: banks[0],
        accountNumber: '800012345678',
        realName: 'Tan Mei Ling',
        paymentPassword: PAY,
      });
      return call<{ withdrawalId: string }>('withdrawCreate', {
        accountId: account.value.accountId,
        amount: '60.00',
        paymentPassword: PAY,
        idempotencyKey: randomUUID(),
      });
    },
    launch: (game: Pick<Game, 'gameCode' | 'vassalage'>) =>
      call<{ url: string }>('gameLaunch', { gameCode: game.gameCode, vassalage: game.vassalage }),
    /** One round on an opened game's page, as the page posts it. */
    async bet(url: string, amount: string) {
      const response = await platform.app.inject({
        method: 'POST',
        url: `${new URL(url).pathname}/bet`,
        payload: { amount },
        headers: { 'x-language': language },
      });
      return response.json() as Answer & { stake?: string };
    },
  };
}

const firstGame = async (platform: TestPlatform, brand = 'aurora') =>
  (
    (await platform.call('gameList', { pageNo: 1, pageSize: 1, gameType: 'RNG' }, { brand })).json() as Answer<{
      games: Game[];
    }>
  ).value.games[0]!;

const ledgerClean = (platform: TestPlatform) =>
  expect(checkLedger(platform.db)).toMatchObject({ mismatches: [], brokenChains: [] });

describe('under a licence (aurora: UKGC, jade: MGA)', () => {
  const platform = platformForEachTest(undefined, { brands: brandsWithProfiles({ aurora: 'ukgc', jade: 'mga' }) });

  it("RG-01 the player reads the profile's rules and every limit kind × period, set or not, with what is used and left", async () => {
    const member = player(platform);
    const state = await member.state();
    expect(state.profile).toBe('ukgc');
    expect(state.rules).toEqual(JSON.parse(JSON.stringify(PROFILE_RULES.ukgc)));
    expect(state.limits.map((l) => `${l.kind}:${l.period}`)).toEqual(
      ['deposit', 'loss', 'wager', 'session'].flatMap((kind) => ['day', 'week', 'month'].map((p) => `${kind}:${p}`)),
    );
    expect(state.limits.every((l) => l.amount === null && l.left === null && l.pending === null)).toBe(true);
    expect(state.limits.find((l) => l.kind === 'session')!.unit).toBe('minutes');
    expect(state.exclusion).toBeNull();
    expect(state.realityCheck).toEqual({ minutes: 60, minimumMinutes: 10 });
    expect((await player(platform, 'demo_member', 'jade').state()).rules).toMatchObject({ withdrawalReversal: true });
  });

  it('RG-02 a lower limit applies at once; a higher one or a removal waits out the 24-hour cooling-off, shown as pending and cancellable', async () => {
    const member = player(platform);
    expect((await member.limit('deposit', 'day', '100.00')).value).toMatchObject({ amount: '100.00', pending: null });
    expect((await member.limit('deposit', 'day', '50.00')).value).toMatchObject({ amount: '50.00', left: '50.00' });

    const raised = (await member.limit('deposit', 'day', '500.00')).value;
    expect(raised.amount).toBe('50.00');
    expect(raised.pending).toEqual({ amount: '500.00', effectiveAt: new Date(TEST_START + 24 * HOUR).toISOString() });
    expect((await member.deposit('60.00')).code).toBe('LIMIT_REACHED');

    const cancelled = await member.call<Limit>('gamingLimitCancel', { kind: 'deposit', period: 'day' });
    expect(cancelled.value).toMatchObject({ amount: '50.00', pending: null });
    expect((await member.call('gamingLimitCancel', { kind: 'deposit', period: 'day' })).code).toBe('INVALID_STATE');

    expect((await member.limit('deposit', 'day', null)).value.pending).toMatchObject({ amount: null });
    platform.advance(24 * HOUR - 1);
    expect((await member.state()).limits.find((l) => l.kind === 'deposit' && l.period === 'day')!.amount).toBe('50.00');
    platform.advance(1);
    const after = (await member.state()).limits.find((l) => l.kind === 'deposit' && l.period === 'day')!;
    expect(after).toMatchObject({ amount: null, pending: null });
    expect((await member.deposit('60.00')).success).toBe(true);
  });

  it('RG-03 twenty deposits racing a daily deposit limit never pass it', async () => {
    const member = player(platform);
    await member.limit('deposit', 'day', '100.00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => member.deposit('30.00')));
    expect(answers.filter((a) => a.success)).toHaveLength(3);
    const refused = answers.filter((a) => !a.success);
    expect(refused.every((a) => a.code === 'LIMIT_REACHED')).toBe(true);
    expect(refused[0]!.limitReached).toEqual({ kind: 'deposit', period: 'day', left: '10.00' });
    const asked = platform.db
      .prepare("SELECT SUM(amount_cents) AS cents FROM deposits WHERE member_id = ? AND status = 'pending'")
      .get(platform.memberId()) as { cents: number };
    expect(asked.cents).toBe(9000);
  });

  it('RG-04 the lowest binding limit wins and the refusal names it; money a payment page takes past a limit lowered since is not credited', async () => {
    const member = player(platform);
    await member.limit('deposit', 'day', '200.00');
    await member.limit('deposit', 'week', '80.00');
    const refused = await member.deposit('90.00');
    expect(refused).toMatchObject({
      code: 'LIMIT_REACHED',
      limitReached: { kind: 'deposit', period: 'week', left: '80.00' },
    });
    expect(refused.message).toBe('This deposit would pass your weekly deposit limit: 80.00 left.');
    // In the player's language (aurora speaks Malay).
    expect((await player(platform, 'demo_member', 'aurora', 'MY').deposit('90.00')).message).toBe(
      'Deposit ini akan melebihi had deposit mingguan anda: baki 80.00.',
    );

    // A card deposit asked for under the limit, then the limit lowered before the page is paid.
    const aurora = platform.brands.byId.get('aurora')!;
    const pending = createDeposit(
      platform.db,
      aurora,
      platform.memberId(),
      { methodId: 'card', amount: '70.00' },
      platform.now(),
      {
        pagePayments: true,
      },
    );
    await member.limit('deposit', 'week', '20.00');
    const before = walletBalanceCents(platform.db, platform.memberId());
    const paid = await platform.app.inject({
      method: 'POST',
      url: `/dev-pay/D${pending.id}/pay`,
      payload: `key=${pending.page_key}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBeLessThan(500);
    expect((await member.call<{ status: string }>('depositStatus', { depositId: `D${pending.id}` })).value.status).toBe(
      'failed',
    );
    expect(walletBalanceCents(platform.db, platform.memberId())).toBe(before);
    ledgerClean(platform);
  });

  it('RG-05 wager and loss limits refuse a round on the game page before any money moves', async () => {
    const member = player(platform);
    const { value } = await member.launch(await firstGame(platform));
    // The seeded history has rounds today already: the limit leaves 5.00 on top of them.
    const counted = async (kind: string, period: string) =>
      Number((await member.state()).limits.find((l) => l.kind === kind && l.period === period)!.used);
    await member.limit('wager', 'day', ((await counted('wager', 'day')) + 5).toFixed(2));
    const first = await member.bet(value.url, '3.00');
    expect(first.stake, JSON.stringify(first)).toBe('3.00');
    const before = walletBalanceCents(platform.db, platform.memberId());
    const refused = await member.bet(value.url, '3.00');
    expect(refused).toMatchObject({
      code: 'LIMIT_REACHED',
      limitReached: { kind: 'wager', period: 'day', left: '2.00' },
    });
    expect(walletBalanceCents(platform.db, platform.memberId())).toBe(before);

    await member.limit('wager', 'day', null); // a removal waits 24 hours: the limit stays till then
    expect((await member.bet(value.url, '3.00')).limitReached).toMatchObject({ kind: 'wager' });
    platform.advance(24 * HOUR);
    await member.login();
    const { value: later } = await member.launch(await firstGame(platform));
    await member.limit('loss', 'week', ((await counted('loss', 'week')) + 1).toFixed(2));
    const lossRefusal = await member.bet(later.url, '5.00');
    expect(lossRefusal).toMatchObject({
      code: 'LIMIT_REACHED',
      limitReached: { kind: 'loss', period: 'week', left: '1.00' },
    });
    expect((await member.bet(later.url, '1.00')).stake).toBe('1.00');
    ledgerClean(platform);
  });

  it('RG-06 a session limit ends the session when reached (time on two devices at once counted once), and no login opens another until the next period', async () => {
    const member = player(platform);
    await member.login();
    expect((await member.limit('session', 'day', '30')).value).toMatchObject({ unit: 'minutes', amount: '30' });
    // Logged in on a second device at the same time: the same minutes count once.
    const phone = player(platform);
    await phone.login();
    platform.advance(29 * 60 * 1000);
    expect((await phone.call('walletBalance')).success).toBe(true);
    expect((await member.call('walletBalance')).success).toBe(true);
    platform.advance(60 * 1000);
    const ended = await member.call('walletBalance');
    expect(ended).toMatchObject({ code: 'LIMIT_REACHED', limitReached: { kind: 'session', period: 'day', left: '0' } });
    expect((await member.call('walletBalance')).code).toBe('NOT_LOGGED_IN');
    await expect(member.login()).rejects.toThrow(/LIMIT_REACHED/);
    // The next day (Kuala Lumpur time) counts afresh.
    platform.setNow(Date.parse('2026-11-23T16:01:00Z'));
    await member.login();
    expect((await member.call('walletBalance')).success).toBe(true);
  });

  it('RG-06 play on a game page counts as time logged in: past a session limit the next round is refused and the session ends', async () => {
    const member = player(platform);
    await member.login();
    await member.limit('session', 'day', '20');
    const { value } = await member.launch(await firstGame(platform));
    for (let played = 0; played < 4; played++) {
      expect((await member.bet(value.url, '1.00')).stake).toBe('1.00');
      platform.advance(6 * 60 * 1000);
    }
    expect(await member.bet(value.url, '1.00')).toMatchObject({
      code: 'LIMIT_REACHED',
      limitReached: { kind: 'session', period: 'day', left: '0' },
    });
    expect((await member.call('walletBalance')).code).toBe('NOT_LOGGED_IN');
    expect((await member.bet(value.url, '1.00')).success).toBe(false);
  });

  it("RG-07 the reality check's interval is the player's, never below the profile's minimum; the session's net result is this login's", async () => {
    const member = player(platform);
    await member.login();
    expect((await member.call('realityCheckSet', { minutes: 5 })).code).toBe('VALIDATION_FAILED');
    expect((await member.call('realityCheckSet', { minutes: 15 })).value).toEqual({ minutes: 15, minimumMinutes: 10 });
    const { value } = await member.launch(await firstGame(platform));
    const round = await member.bet(value.url, '2.00');
    const state = await member.state();
    expect(state.realityCheck).toEqual({ minutes: 15, minimumMinutes: 10 });
    expect(state.session.startedAt).toBe(new Date(TEST_START).toISOString());
    expect(state.session.staked).toBe('2.00');
    const win = Number((round as unknown as { win: string }).win);
    expect(state.session.netResult).toBe((win - 2).toFixed(2));
  });

  it("RG-18 the game window carries the reality check: the page knows the interval and the login's start, reads this session's figures, and its stop ends the login", async () => {
    const member = player(platform);
    await member.login();
    await member.call('realityCheckSet', { minutes: 15 });
    const { value } = await member.launch(await firstGame(platform));
    const gamePath = new URL(value.url).pathname;
    const page = (await platform.app.inject({ method: 'GET', url: gamePath })).body;
    expect(page).toContain('<dialog id="reality"');
    // In the launch's language: aurora's own, Malay.
    const data = JSON.parse(/<script type="application\/json" id="reality-data">(.*?)<\/script>/.exec(page)![1]!);
    expect(data).toMatchObject({
      startedAt: TEST_START,
      minutes: 15,
      texts: { played: 'Masa bermain sesi ini: {time}' },
    });

    const round = (await member.bet(value.url, '2.00')) as unknown as { win: string };
    const figures = (await platform.app.inject({ method: 'GET', url: `${gamePath}/reality` })).json();
    expect(figures).toMatchObject({ success: true, staked: '2.00', netResult: (Number(round.win) - 2).toFixed(2) });
    expect(figures.netResult).toBe((await member.state()).session.netResult);

    expect((await platform.app.inject({ method: 'POST', url: `${gamePath}/logout` })).json()).toEqual({
      success: true,
    });
    expect((await member.call('walletBalance')).code).toBe('NOT_LOGGED_IN');
    expect((await member.bet(value.url, '1.00')).success).toBe(false);
  });

  it('RG-18 with the reality check off, the game window has none', async () => {
    const member = player(platform);
    await member.login();
    await member.call('realityCheckSet', { minutes: null });
    const { value } = await member.launch(await firstGame(platform));
    const page = (await platform.app.inject({ method: 'GET', url: new URL(value.url).pathname })).body;
    expect(page).toContain('id="spin"');
    expect(page).not.toContain('<dialog');
  });

  it('RG-08 a time-out and a self-exclusion start at once within the profile range; the account still logs in, withdraws and reads its history, and deposits nothing', async () => {
    const member = player(platform);
    expect((await member.call('timeOutStart', { days: 43 })).code).toBe('VALIDATION_FAILED');
    expect((await member.call('selfExclusionStart', { months: 5 })).code).toBe('VALIDATION_FAILED');
    const timeOut = await member.call<{ kind: string; until: string }>('timeOutStart', { days: 7 });
    expect(timeOut.value).toMatchObject({ kind: 'timeOut', until: new Date(TEST_START + 7 * 24 * HOUR).toISOString() });

    await member.login();
    expect((await member.state()).exclusion).toMatchObject({ kind: 'timeOut' });
    const refused = await member.deposit('50.00');
    expect(refused).toMatchObject({ code: 'ACCOUNT_EXCLUDED', exclusion: { kind: 'timeOut' } });
    expect(refused.message).toContain('time-out until 2026-11-29 10:00 UTC');
    expect((await member.call('depositMethods')).code).toBe('ACCOUNT_EXCLUDED');
    const withdrawal = await member.withdraw();
    expect(withdrawal.success, JSON.stringify(withdrawal)).toBe(true);
    for (const history of ['bettingRecord', 'accountRecord', 'withdrawList', 'depositList'] as const)
      expect((await member.call(history, { pageNo: 1, pageSize: 5 })).success, history).toBe(true);
    expect((await member.call('walletTransfer', { fromWallet: 'MAIN', toWallet: 'PG', amount: '10.00' })).code).toBe(
      'ACCOUNT_EXCLUDED',
    );

    // A bank transfer that arrives now is not credited.
    const down = player(platform, 'player_down1');
    const deposit = await down.deposit('50.00');
    await down.call('selfExclusionStart', { months: null });
    expect(
      (await down.call('transferUpline', { amount: '1.00', paymentPassword: PAY, idempotencyKey: randomUUID() })).code,
    ).toBe('ACCOUNT_EXCLUDED');
    expect((await down.state()).exclusion).toMatchObject({ kind: 'selfExclusion', until: null });
    const arrived = Number(deposit.value.depositId.slice(1));
    expect(settleDeposit(platform.db, platform.brands.byId, arrived, 'succeeded', null, platform.now())).toBe(true);
    expect(
      (await down.call<{ status: string }>('depositStatus', { depositId: deposit.value.depositId })).value.status,
    ).toBe('failed');
    ledgerClean(platform);
  });

  it('RG-09 an excluded account opens no game by any route: lobby, search, recent, favourites, a direct launch, the lottery, or a game page opened before', async () => {
    const member = player(platform);
    const lobby = await firstGame(platform);
    const opened = await member.launch(lobby);
    await member.call('addFavoriteGame', { nodeId: lobby.nodeId });
    expect((await member.call('selfExclusionStart', { months: 6 })).success).toBe(true);

    const search = (
      await member.call<{ games: Game[] }>('gameList', { pageNo: 1, pageSize: 1, gameName: lobby.gameCode.slice(0, 3) })
    ).value.games[0]!;
    const recent = (await member.call<{ list: Game[] }>('recentGames', { page: 1, pageSize: 6 })).value.list[0]!;
    const favourite = (await member.call<{ content: Game[] }>('favoriteGamesList', { pageNo: 1, pageSize: 9 })).value
      .content[0]!;
    for (const [route, game] of [
      ['lobby', lobby],
      ['search', search],
      ['recent', recent],
      ['favourites', favourite],
      ['direct launch', { gameCode: lobby.gameCode, vassalage: lobby.vassalage }],
    ] as const) {
      expect((await member.launch(game)).code, route).toBe('ACCOUNT_EXCLUDED');
    }
    const lottery = await member.call('launchLottery', {
      launchMode: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'VN_HN',
      lottoView: 'betting',
    });
    expect(lottery.code).toBe('ACCOUNT_EXCLUDED');
    const page = await platform.app.inject({ method: 'GET', url: new URL(opened.value.url).pathname });
    expect(page.statusCode).toBeGreaterThanOrEqual(400);
    expect((await member.bet(opened.value.url, '1.00')).success).toBe(false);
  });

  it('RG-10 an excluded account gets no marketing: no popups, banners, promotions, missions or marketing messages', async () => {
    const member = player(platform);
    const before = await member.call<{ promotions: unknown[] }>('rewardCenter');
    expect(before.value.promotions.length).toBeGreaterThan(0);
    await member.call('timeOutStart', { days: 1 });
    expect((await member.call('rewardCenter')).value).toEqual({ rewardCenter: 0, promotions: [] });
    const shownAnswer = await member.call<Record<string, unknown[]>>('announcements', {
      types: 'B,PL,PU,PR,H',
      platform: 'W',
      execution: 'A',
      language: 'en',
    });
    expect(shownAnswer.success, JSON.stringify(shownAnswer)).toBe(true);
    const shown = shownAnswer.value;
    for (const part of ['banners', 'popup', 'promotion']) expect(shown[part] ?? [], part).toEqual([]);
    const messages = (await member.call<{ list: { category: string }[] }>('messageList', { pageNo: 1, pageSize: 50 }))
      .value.list;
    expect(messages.every((m) => m.category.startsWith('DEPOSIT') || m.category.startsWith('WITHDRAWAL'))).toBe(true);
    expect((await member.call('claimMission', { missionId: 'x', idempotencyKey: randomUUID() })).code).toBe(
      'ACCOUNT_EXCLUDED',
    );
    // After the time-out, marketing comes back.
    platform.advance(24 * HOUR);
    await member.login();
    expect((await member.call<{ promotions: unknown[] }>('rewardCenter')).value.promotions.length).toBeGreaterThan(0);
  });

  it('RG-11 an agent can neither transfer to nor offer a contract to an excluded downline, who sees no offer made before', async () => {
    const agent = player(platform, 'demo_agent');
    const down = player(platform, 'player_down1');
    const offered = await agent.call('processDailySalContract', {
      action: 'new',
      downline: 'player_down1',
      rate: '1.00',
      period: 'D',
    });
    expect(offered.success, JSON.stringify(offered)).toBe(true);
    type Contracts = { list: { status: string; role: string }[] };
    const offers = async () =>
      (await down.call<Contracts>('contractList', {})).value.list.filter(
        (c) => c.status === 'new' && c.role === 'downline',
      );
    expect(await offers()).toHaveLength(1);
    await down.call('timeOutStart', { days: 2 });
    expect(await offers()).toEqual([]);
    const transfer = await agent.call('transferDownline', {
      downline: 'player_down1',
      amount: '10.00',
      paymentPassword: PAY,
      idempotencyKey: randomUUID(),
    });
    expect(transfer).toMatchObject({
      code: 'ACCOUNT_EXCLUDED',
      message: 'player_down1 cannot receive transfers or contract offers at the moment.',
    });
    const offer = await agent.call('processDividendReq', {
      action: 'new',
      downline: 'player_down1',
      rate: '5.00',
      period: 'H',
    });
    expect(offer.code).toBe('ACCOUNT_EXCLUDED');
  });

  it('RG-12 the national register (GAMSTOP under the UKGC) is asked at registration and at login; MGA brands ask none', async () => {
    const list = platform.db.prepare(
      "INSERT INTO rg_register (register, identity, added_at, added_by) VALUES ('gamstop', ?, 0, 'test')",
    );
    for (const identity of ['demo_member@example.com', 'listed@example.com']) list.run(identity);
    await expect(platform.login('demo_member', { brand: 'aurora' })).rejects.toThrow(/REGISTER_EXCLUDED/);
    setPlatformRegisterRule(platform.db, platform.brands.byId.get('aurora')!, 'email', {
      enabled: true,
      required: false,
    });
    await platform.login('demo_member', { brand: 'jade' });
    const registered = (
      await platform.call('register', {
        username: 'listed01',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        email: 'Listed@Example.com',
        registerMethod: 'WEB',
        login: true,
        challengeToken: await platform.challenge('register'),
      })
    ).json() as Answer;
    expect(registered.code, JSON.stringify(registered)).toBe('REGISTER_EXCLUDED');
    expect(registered.message).toContain('GAMSTOP');
  });

  /** A sign-up by username on a brand, with the limits chosen in the form. */
  const signUp = async (username: string, gamingLimits: unknown, brand = 'aurora') =>
    (
      await platform.call(
        'register',
        {
          username,
          password: 'abc12345',
          confirmPassword: 'abc12345',
          registerMethod: 'WEB',
          login: true,
          gamingLimits,
          challengeToken: await platform.challenge('register', brand),
        },
        { brand },
      )
    ).json() as Answer<{ token?: string }>;
  const accountExists = (username: string) =>
    platform.db.prepare('SELECT 1 FROM members WHERE account = ?').get(username) !== undefined;

  it("RG-17 limits chosen at registration are in force from the first moment, with no cooling-off, and recorded as the player's", async () => {
    const answer = await signUp('limited01', [
      { kind: 'deposit', period: 'day', amount: '100.00' },
      { kind: 'session', period: 'week', amount: '600' },
    ]);
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    const member = player(platform, 'limited01');
    const limits = (await member.state()).limits;
    expect(limits.find((l) => l.kind === 'deposit' && l.period === 'day')).toMatchObject({
      amount: '100.00',
      left: '100.00',
      pending: null,
    });
    expect(limits.find((l) => l.kind === 'session' && l.period === 'week')).toMatchObject({
      amount: '600',
      pending: null,
    });
    const refused = await member.deposit('150.00');
    expect(refused.code).toBe('LIMIT_REACHED');
    expect(refused.limitReached).toMatchObject({ kind: 'deposit', period: 'day', left: '100.00' });
    const recorded = platform.db
      .prepare("SELECT by_operator, detail FROM rg_changes WHERE change = 'limitSet' ORDER BY id")
      .all() as { by_operator: string | null; detail: string }[];
    expect(recorded.map((row) => [row.by_operator, JSON.parse(row.detail).atRegistration])).toEqual([
      [null, true],
      [null, true],
    ]);
  });

  it('RG-17 a limit chosen twice, of a kind the licence does not offer, or not an amount opens no account', async () => {
    const twice = await signUp('limited02', [
      { kind: 'deposit', period: 'day', amount: '20.00' },
      { kind: 'deposit', period: 'day', amount: '30.00' },
    ]);
    expect(twice.code).toBe('VALIDATION_FAILED');
    const minutes = await signUp('limited03', [{ kind: 'session', period: 'day', amount: '1.5' }]);
    expect(minutes.code).toBe('VALIDATION_FAILED');
    for (const name of ['limited02', 'limited03']) expect(accountExists(name), name).toBe(false);
  });

  it('RG-13 a pending withdrawal can be cancelled back only where the licence allows reversal: not under the UKGC, yes under the MGA', async () => {
    for (const brand of ['aurora', 'jade']) setCashierSetting(platform.db, brand, 'cancelAllowed', true);
    for (const [brand, allowed] of [
      ['aurora', false],
      ['jade', true],
    ] as const) {
      const member = player(platform, 'demo_member', brand);
      expect((await member.call<{ cancelAllowed: boolean }>('withdrawSettings')).value.cancelAllowed, brand).toBe(
        allowed,
      );
      const { value } = await member.withdraw();
      const cancel = await member.call('withdrawCancel', { withdrawalId: value.withdrawalId });
      expect(cancel.success, brand).toBe(allowed);
    }
  });

  it('RG-14 the records reach back as far as the licence asks (12 months under the UKGC and the MGA)', async () => {
    const member = player(platform);
    const back = { startDate: '2025-11-22', endDate: '2025-11-30', pageNo: 1, pageSize: 5 };
    for (const history of ['bettingRecord', 'accountRecord', 'depositList', 'withdrawList'] as const)
      expect((await member.call(history, back)).success, history).toBe(true);
    expect((await member.call('bettingRecord', { ...back, startDate: '2025-11-21' })).code).toBe('VALIDATION_FAILED');
  });
});

describe('without a licence (profile none, as jade)', () => {
  const platform = platformForEachTest();

  it('RG-01 no tool is switched on: no limits, no reality check, no exclusion, and the calls say so', async () => {
    const member = player(platform, 'demo_member', 'jade');
    const state = await member.state();
    expect(state).toMatchObject({ profile: 'none', limits: [], exclusion: null, realityCheck: null });
    for (const [name, input] of [
      ['gamingLimitSet', { kind: 'deposit', period: 'day', amount: '1.00', idempotencyKey: randomUUID() }],
      ['realityCheckSet', { minutes: 30 }],
      ['timeOutStart', { days: 1 }],
      ['selfExclusionStart', { months: 6 }],
    ] as const)
      expect((await member.call(name, input)).code, name).toBe('FEATURE_DISABLED');
    expect((await member.deposit('50.00')).success).toBe(true);
  });

  it('RG-17 a licence that offers no limits at registration refuses them there, and opens no account', async () => {
    const answer = (
      await platform.call(
        'register',
        {
          username: 'limited04',
          password: 'abc12345',
          registerMethod: 'WEB',
          gamingLimits: [{ kind: 'deposit', period: 'day', amount: '20.00' }],
          challengeToken: await platform.challenge('register', 'jade'),
        },
        { brand: 'jade' },
      )
    ).json() as Answer;
    expect(answer.code).toBe('FEATURE_DISABLED');
    expect(platform.db.prepare("SELECT 1 FROM members WHERE account = 'limited04'").get()).toBeUndefined();
  });
});
