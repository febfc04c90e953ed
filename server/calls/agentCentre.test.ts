// @vitest-environment node
// The agent centre's team on the platform (issue 17): AG-02..08, ROLE-09.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CallName } from '../../schemas/api/index.ts';
import { envelope } from '../../tests/support/platformAnswers.ts';
import { post } from '../money/ledger.ts';
import { teamSums } from '../team/reports.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';

const platform = platformForEachTest(() => {
  platform.setNow(Date.parse('2026-12-10T02:00:00Z'));
});

const HOUR = 3_600_000;
const call = async <T>(name: CallName, input: unknown, account: string) =>
  envelope<T>(await platform.call(name, input, { token: platform.sessionFor(account) }));
const uid = (account: string) => `U${platform.memberId(account)}`;

/** A settled bet of `account` at `at`, as a game round writes it. */
function bet(account: string, at: number, stakeCents: number, winCents: number) {
  platform.bet(account, stakeCents, winCents, at);
}

// Days are Kuala Lumpur days (UTC+8): 2026-12-05 runs from 2026-12-04T16:00Z to 2026-12-05T16:00Z, a
// day after the seeded history, so only the bets a test writes are in it.
const DAY = { startDate: '2026-12-05', endDate: '2026-12-05' };
const DAY_START = Date.parse('2026-12-04T16:00:00Z');

describe('who may ask (ROLE-09)', () => {
  const agentCalls: [CallName, unknown][] = [
    ['teamOverview', {}],
    ['teamMembers', {}],
    ['teamBets', {}],
    ['teamProfitLoss', {}],
    ['agentIncome', {}],
    ['teamLedger', {}],
    ['registerDownline', { username: 'membertry', password: 'abc12345', kind: 'member' }],
    ['downlineTransferInfo', {}],
  ];

  it('refuses a member on every agent call with NOT_AGENT, and a visitor with NOT_LOGGED_IN', async () => {
    for (const [name, input] of agentCalls) {
      const answer = await call(name, input, 'demo_member');
      expect(answer, name).toMatchObject({ success: false, code: 'NOT_AGENT' });
      expect(answer.message).toMatch(/agents only/);
      expect(envelope(await platform.call(name, input)).code, name).toBe('NOT_LOGGED_IN');
    }
    expect(platform.db.prepare("SELECT 1 FROM members WHERE account = 'membertry'").get()).toBeUndefined();
  });

  it("answers another team's account exactly as one that does not exist: NOT_FOUND", async () => {
    // agent_down1's team is player_down2 only; player_down1 and demo_agent are above or beside it.
    const nobody = await call('teamProfitLoss', { parentId: 'U999999' }, 'agent_down1');
    expect(nobody).toMatchObject({ success: false, code: 'NOT_FOUND' });
    for (const other of ['player_down1', 'demo_agent', 'demo_member', 'agent_down1']) {
      const answer = await call('teamProfitLoss', { parentId: uid(other) }, 'agent_down1');
      expect(answer, other).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(answer.message).toBe(`No account ${uid(other)} in your team.`);
      expect((await call('teamBets', { account: other }, 'agent_down1')).code, other).toBe('NOT_FOUND');
      expect((await call('teamLedger', { account: other }, 'agent_down1')).code, other).toBe('NOT_FOUND');
    }
    // The same names are the top agent's own team.
    expect((await call('teamBets', { account: 'player_down2' }, 'demo_agent')).success).toBe(true);
    expect((await call('teamProfitLoss', { parentId: uid('agent_down1') }, 'demo_agent')).success).toBe(true);
  });
});

describe('team reports (AG-02, AG-05, AG-06)', () => {
  beforeEach(() => {
    bet('player_down1', DAY_START + 2 * HOUR, 10_00, 25_00);
    bet('player_down2', DAY_START + 3 * HOUR, 40_00, 0);
    bet('player_down2', DAY_START + 30 * 60_000, 5_00, 0);
    // 23:59 on the 4th and 00:30 on the 6th in Kuala Lumpur are not the 5th (both are the 4th and 5th in UTC).
    bet('player_down1', DAY_START - 60_000, 99_00, 0);
    bet('player_down1', DAY_START + 24 * HOUR + 30 * 60_000, 77_00, 0);
    // An agent's own bets are its upline's team's, never its own team's.
    bet('demo_agent', DAY_START + HOUR, 500_00, 0);
    bet('agent_down1', DAY_START + HOUR, 3_00, 0);
  });

  it('sums the team below the agent, at every level, for days of the reporting zone', async () => {
    const top = await call<Record<string, unknown>>('teamOverview', DAY, 'demo_agent');
    expect(top.value).toMatchObject({
      period: { ...DAY, timeZone: 'Asia/Kuala_Lumpur' },
      members: 3,
      directMembers: 2,
      agents: 1,
      activeMembers: 3,
      bets: 4,
      stakes: '58.00',
      payouts: '25.00',
      winLoss: '-33.00',
    });
    const sub = await call<Record<string, unknown>>('teamOverview', DAY, 'agent_down1');
    expect(sub.value).toMatchObject({
      members: 1,
      directMembers: 1,
      agents: 0,
      activeMembers: 1,
      bets: 2,
      stakes: '45.00',
      payouts: '0.00',
      winLoss: '-45.00',
    });
  });

  it('counts as active today only the accounts that bet today, whether the period has ended or runs to now', async () => {
    const day6 = { startDate: '2026-12-06', endDate: '2026-12-06' };
    // Still the 6th: the period runs to now. Only player_down1 has bet on the 6th.
    platform.setNow(DAY_START + 26 * HOUR);
    expect((await call<Record<string, unknown>>('teamOverview', day6, 'demo_agent')).value).toMatchObject({
      activeMembers: 1,
      bets: 1,
      stakes: '77.00',
    });
    expect(
      (await call<Record<string, unknown>>('teamOverview', { ...day6, startDate: '2026-12-05' }, 'demo_agent')).value,
    ).toMatchObject({ activeMembers: 3, bets: 5 });
    // Days later, the same period reads the same.
    platform.setNow(DAY_START + 96 * HOUR);
    expect((await call<Record<string, unknown>>('teamOverview', day6, 'demo_agent')).value).toMatchObject({
      activeMembers: 1,
      bets: 1,
      stakes: '77.00',
    });
  });

  it('lists each direct downline with its own team, and drills one level down (AG-06)', async () => {
    const top = await call<{ list: Record<string, unknown>[]; totals: Record<string, unknown>; totalRows: number }>(
      'teamProfitLoss',
      DAY,
      'demo_agent',
    );
    expect(top.value.list).toEqual([
      {
        memberId: uid('agent_down1'),
        account: 'agent_down1',
        kind: 'agent',
        downlines: 1,
        bets: 3,
        stake: '48.00',
        payout: '0.00',
        winLoss: '-48.00',
      },
      {
        memberId: uid('player_down1'),
        account: 'player_down1',
        kind: 'member',
        downlines: 0,
        bets: 1,
        stake: '10.00',
        payout: '25.00',
        winLoss: '15.00',
      },
    ]);
    expect(top.value.totals).toEqual({ bets: 4, stake: '58.00', payout: '25.00', winLoss: '-33.00' });
    const down = await call<{ list: { account: string; stake: string }[] }>(
      'teamProfitLoss',
      { ...DAY, parentId: uid('agent_down1') },
      'demo_agent',
    );
    expect(down.value.list.map((row) => [row.account, row.stake])).toEqual([['player_down2', '45.00']]);
  });

  it('drills the team to any depth, each page naming the way back from the top (issue 27)', async () => {
    // A third level: a sub-agent below agent_down1 and a member below it.
    const sub = await call(
      'registerDownline',
      { username: 'subthree', password: 'first123', kind: 'agent' },
      'agent_down1',
    );
    expect(sub.success).toBe(true);
    const subToken = envelope<{ token: string }>(
      await platform.call('login', { username: 'subthree', password: 'first123', type: 'username' }),
    ).value.token;
    await platform.call(
      'changePassword',
      { newPassword: 'mine4567', confirmNewPassword: 'mine4567' },
      { token: subToken },
    );
    expect(
      envelope(
        await platform.call(
          'registerDownline',
          { username: 'deepone', password: 'first123', kind: 'member' },
          { token: subToken },
        ),
      ).success,
    ).toBe(true);

    type Members = {
      list: { account: string; level: number; downlines: number }[];
      trail?: { memberId: string; account: string }[];
    };
    const direct = await call<Members>('teamMembers', { level: 1 }, 'demo_agent');
    expect(direct.value.list.map((row) => [row.account, row.level, row.downlines])).toEqual([
      ['player_down1', 1, 0],
      ['agent_down1', 1, 3],
    ]);
    expect(direct.value.trail).toBeUndefined();
    expect(direct.value.list.some((row) => 'uplineId' in row)).toBe(false);
    const second = await call<Members>('teamMembers', { parentId: uid('agent_down1') }, 'demo_agent');
    expect(second.value.list.map((row) => (row as { uplineId?: string }).uplineId)).toEqual([
      uid('agent_down1'),
      uid('agent_down1'),
    ]);
    expect(second.value.list.map((row) => [row.account, row.level, row.downlines])).toEqual([
      ['subthree', 2, 1],
      ['player_down2', 2, 0],
    ]);
    expect(second.value.trail).toEqual([{ memberId: uid('agent_down1'), account: 'agent_down1' }]);
    const third = await call<Members>('teamMembers', { parentId: uid('subthree') }, 'demo_agent');
    expect(third.value.list.map((row) => [row.account, row.level])).toEqual([['deepone', 3]]);
    expect(third.value.trail).toEqual([
      { memberId: uid('agent_down1'), account: 'agent_down1' },
      { memberId: uid('subthree'), account: 'subthree' },
    ]);
    const pl = await call<{ list: { account: string }[]; trail: unknown }>(
      'teamProfitLoss',
      { ...DAY, parentId: uid('subthree') },
      'demo_agent',
    );
    expect(pl.value.list.map((row) => row.account)).toEqual(['deepone']);
    expect(pl.value.trail).toEqual(third.value.trail);
    // The level below another team's account is as unknown as the account.
    expect((await call('teamMembers', { parentId: uid('player_down1') }, 'agent_down1')).code).toBe('NOT_FOUND');
  });

  it('tells an agent the limits of a transfer to its team and what it can send (ROLE-10)', async () => {
    const info = await call<{ min: string; max: string; available: string }>('downlineTransferInfo', {}, 'demo_agent');
    expect(info.value).toMatchObject({ min: '1.00', max: '50000.00' });
    const balance = (await call<{ balance: string }>('walletBalance', undefined, 'demo_agent')).value.balance;
    expect(info.value.available).toBe(balance);
    expect((await call('downlineTransferInfo', {}, 'demo_member')).code).toBe('NOT_AGENT');
  });

  it("pages the team's bets with totals over the whole filter, by account and result (AG-05)", async () => {
    const page = await call<{
      list: { account: string; stake: string }[];
      totalRows: number;
      totalPages: number;
      totals: unknown;
    }>('teamBets', { ...DAY, pageNo: 1, pageSize: 2 }, 'demo_agent');
    expect(page.value).toMatchObject({
      totalRows: 4,
      totalPages: 2,
      totals: { stake: '58.00', payout: '25.00', winLoss: '-33.00' },
    });
    expect(page.value.list.map((row) => row.account)).toEqual(['player_down2', 'player_down1']);
    const lost = await call<{ totalRows: number }>(
      'teamBets',
      { ...DAY, account: 'PLAYER_DOWN2', status: 'lost' },
      'demo_agent',
    );
    expect(lost.value.totalRows).toBe(2);
  });

  it('adds part hours from the bets themselves, so a zone off the whole hour counts to the minute', () => {
    const agent = platform.db
      .prepare("SELECT id, upline_path AS path FROM members WHERE brand = 'aurora' AND account = 'demo_agent'")
      .get() as { id: number; path: string };
    const from = DAY_START + 30 * 60_000;
    const to = DAY_START + 3 * HOUR + 30 * 60_000;
    // From 00:30 (the start counts) to 03:30: 5.00 at 00:30, agent_down1's 3.00 at 01:00, 10.00 at 02:00, 40.00 at 03:00.
    expect(teamSums(platform.db, agent, 'below', from, to)).toMatchObject({ bets: 4, stake: 58_00, win: 25_00 });
    expect(teamSums(platform.db, agent, 'below', from + 60_000, to)).toMatchObject({ bets: 3, stake: 53_00 });
    expect(teamSums(platform.db, agent, 'below', from, to - 31 * 60_000)).toMatchObject({ bets: 3, stake: 18_00 });
    expect(teamSums(platform.db, agent, 'withSelf', from, to)).toMatchObject({ bets: 5, stake: 558_00 });
  });
});

describe('team money (AG-02, AG-07, AG-08)', () => {
  it("shows the team's ledger rows and deposits, never the agent's own or another team's", async () => {
    type Overview = { deposits: string; withdrawals: string };
    type Ledger = {
      list: { account: string; reason: string; amount: string }[];
      totals: { moneyIn: string; moneyOut: string };
    };
    const cents = (money: string) => Math.round(Number(money) * 100);
    const overviewBefore = (await call<Overview>('teamOverview', DAY, 'demo_agent')).value;
    const ledgerBefore = (await call<Ledger>('teamLedger', { ...DAY, pageSize: 100 }, 'demo_agent')).value;
    const at = DAY_START + HOUR;
    post(platform.db, {
      memberId: platform.memberId('player_down2'),
      kind: 'deposit',
      amountCents: 100_00,
      reason: 'Team deposit',
      reference: 'D900',
      at,
    });
    post(platform.db, {
      memberId: platform.memberId('player_down1'),
      kind: 'withdrawal',
      amountCents: -20_00,
      reason: 'Team withdrawal',
      reference: 'W900',
      at,
    });
    post(platform.db, {
      memberId: platform.memberId('demo_agent'),
      kind: 'deposit',
      amountCents: 900_00,
      reason: 'Own deposit',
      reference: 'D901',
      at,
    });
    post(platform.db, {
      memberId: platform.memberId('demo_member'),
      kind: 'deposit',
      amountCents: 700_00,
      reason: 'Not in the team',
      reference: 'D902',
      at,
    });
    const overview = (await call<Overview>('teamOverview', DAY, 'demo_agent')).value;
    expect(cents(overview.deposits) - cents(overviewBefore.deposits)).toBe(100_00);
    expect(cents(overview.withdrawals) - cents(overviewBefore.withdrawals)).toBe(20_00);
    const ledger = (await call<Ledger>('teamLedger', { ...DAY, pageSize: 100 }, 'demo_agent')).value;
    const reasons = ledger.list.map((row) => row.reason);
    expect(ledger.list.find((row) => row.reason === 'Team deposit')).toMatchObject({
      account: 'player_down2',
      amount: '100.00',
    });
    expect(ledger.list.find((row) => row.reason === 'Team withdrawal')).toMatchObject({
      account: 'player_down1',
      amount: '-20.00',
    });
    expect(reasons).not.toContain('Own deposit');
    expect(reasons).not.toContain('Not in the team');
    expect(cents(ledger.totals.moneyIn) - cents(ledgerBefore.totals.moneyIn)).toBe(100_00);
    expect(cents(ledger.totals.moneyOut) - cents(ledgerBefore.totals.moneyOut)).toBe(20_00);
    const sub = (await call<Ledger>('teamLedger', { ...DAY, pageSize: 100 }, 'agent_down1')).value;
    expect(new Set(sub.list.map((row) => row.account))).toEqual(new Set(['player_down2']));
    // My income holds the agent's own commission, dividend and salary rows: none written yet.
    expect((await call<{ totalRows: number; totals: unknown }>('agentIncome', DAY, 'demo_agent')).value).toMatchObject({
      totalRows: 0,
      totals: { total: '0.00', byKind: {} },
    });
  });
});

describe('opening a downline account (AG-03)', () => {
  it('opens a member below the agent who must change the first password at first login, seen in team management (AG-04)', async () => {
    const opened = await call<{ memberId: string; userName: string; kind: string; message: string }>(
      'registerDownline',
      { username: 'NewDown1', password: 'first123', confirmPassword: 'first123', nickname: 'Newbie', kind: 'member' },
      'demo_agent',
    );
    expect(opened.value).toMatchObject({ userName: 'newdown1', kind: 'member' });
    expect(opened.value.message).toContain('first log in');
    const listed = await call<{ list: Record<string, unknown>[]; totalRows: number }>(
      'teamMembers',
      { search: 'newdown' },
      'demo_agent',
    );
    expect(listed.value.list).toEqual([
      expect.objectContaining({
        memberId: opened.value.memberId,
        account: 'newdown1',
        nickname: 'Newbie',
        kind: 'member',
        level: 1,
        upline: 'demo_agent',
        balance: '0.00',
        status: 'new',
        lastLoginAt: null,
      }),
    ]);
    // The sub-agent above nobody new sees nothing of it.
    expect(
      (await call<{ totalRows: number }>('teamMembers', { search: 'newdown' }, 'agent_down1')).value.totalRows,
    ).toBe(0);

    const login = envelope<{ passwordExpired: boolean; token: string }>(
      await platform.call('login', { username: 'newdown1', password: 'first123', type: 'username' }),
    );
    expect(login.value.passwordExpired).toBe(true);
    const changed = envelope(
      await platform.call(
        'changePassword',
        { oldPassword: 'first123', newPassword: 'mine4567', confirmNewPassword: 'mine4567' },
        { token: login.value.token },
      ),
    );
    expect(changed.success).toBe(true);
    const after = await call<{ list: Record<string, unknown>[] }>(
      'teamMembers',
      { search: 'newdown1', status: 'active' },
      'demo_agent',
    );
    expect(after.value.list[0]).toMatchObject({ status: 'active', lastLoginAt: '2026-12-10T02:00:00.000Z' });
    expect(
      envelope<{ passwordExpired: boolean }>(
        await platform.call('login', { username: 'newdown1', password: 'mine4567', type: 'username' }),
      ).value.passwordExpired,
    ).toBe(false);
  });

  it("opens a sub-agent whose own team starts empty and counts in its upline's", async () => {
    const opened = await call<{ memberId: string }>(
      'registerDownline',
      { username: 'subtwo', password: 'first123', kind: 'agent' },
      'agent_down1',
    );
    expect(opened.success).toBe(true);
    const sub = envelope<{ token: string }>(
      await platform.call('login', { username: 'subtwo', password: 'first123', type: 'username' }),
    );
    // Its first login chooses its own password before anything else (AUTH-05).
    expect(
      envelope(
        await platform.call(
          'changePassword',
          { newPassword: 'mine4567', confirmNewPassword: 'mine4567' },
          { token: sub.value.token },
        ),
      ).success,
    ).toBe(true);
    expect(
      (await envelope<{ members: number }>(await platform.call('teamOverview', DAY, { token: sub.value.token }))).value
        .members,
    ).toBe(0);
    const top = await call<{ list: { account: string; level: number; upline: string }[] }>(
      'teamMembers',
      { kind: 'agent' },
      'demo_agent',
    );
    expect(top.value.list.map((row) => [row.account, row.level, row.upline])).toEqual([
      ['subtwo', 2, 'agent_down1'],
      ['agent_down1', 1, 'demo_agent'],
    ]);
  });

  it("refuses a taken name, a name or password against the brand's rules and a wrong confirmation, opening nothing", async () => {
    const count = () => (platform.db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number }).n;
    const before = count();
    expect(
      (await call('registerDownline', { username: 'takenone', password: 'first123', kind: 'member' }, 'demo_agent'))
        .success,
    ).toBe(true);
    const taken = await call(
      'registerDownline',
      { username: 'TakenOne', password: 'first123', kind: 'agent' },
      'demo_agent',
    );
    expect(taken).toMatchObject({ success: false, code: 'USERNAME_TAKEN' });
    expect(count()).toBe(before + 1);
    expect(
      (await call('registerDownline', { username: 'x', password: 'first123', kind: 'member' }, 'demo_agent')).code,
    ).toBe('VALIDATION_FAILED');
    expect(
      (await call('registerDownline', { username: 'goodname', password: '1', kind: 'member' }, 'demo_agent')).code,
    ).toBe('VALIDATION_FAILED');
    const mismatch = await call(
      'registerDownline',
      { username: 'goodname', password: 'first123', confirmPassword: 'first124', kind: 'member' },
      'demo_agent',
    );
    expect(mismatch.message).toBe('Incorrect confirmation input.');
    expect(count()).toBe(before + 1);
  });
});
