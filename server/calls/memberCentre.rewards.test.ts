// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CallName } from '../../schemas/api/index.ts';
import { setPlatformFlag } from '../brands.ts';
import { checkLedger } from '../money/ledger.ts';
import { envelope } from '../../tests/support/platformAnswers.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';

interface Promotion {
  promotionId: string;
  title: string;
  status: string;
  amount?: string;
}
interface Claimed {
  message: string;
  status?: string;
  amount?: string;
  balance?: string;
}

let token: string;
const platform = platformForEachTest(() => {
  token = platform.sessionFor('demo_member');
});

const call = async <T>(name: CallName, input?: unknown, as = token) =>
  envelope<T>(await platform.call(name, input, { token: as }));
const balance = async () => (await call<{ balance: string }>('walletBalance')).value.balance;
const promotions = async () =>
  (await call<{ rewardCenter: number; promotions: Promotion[] }>('rewardCenter', { language: 'en' })).value;
const statusOf = async (id: string) => (await promotions()).promotions.find((p) => p.promotionId === id)?.status;
const ledgerRows = (reference: string) =>
  (
    platform.db
      .prepare('SELECT COUNT(*) AS n FROM ledger_entries WHERE member_id = ? AND reference = ?')
      .get(platform.memberId('demo_member'), reference) as { n: number }
  ).n;

describe('reward centre (MC-11, MC-16, UNSPEC-04, CALL-120, CALL-121)', () => {
  it("lists the promotions with the member's activity statuses, and the badge counts the rewards ready to claim", async () => {
    const centre = await promotions();
    const byId = Object.fromEntries(centre.promotions.map((p) => [p.promotionId, p]));
    expect(byId['p-welcome']).toMatchObject({ status: 'claim', amount: '18.00' });
    expect(byId['p-weekend']?.status).toBe('applying');
    expect(byId['p-slots-race']?.status).toBe('rejected');
    expect(byId['p-lottery']).toMatchObject({ status: 'claimed', amount: '5.00' });
    expect(byId['p-birthday']?.status).toBe('coming');
    expect(byId['p-app']?.status).toBe('close');
    expect(byId['p-poker']?.status).toBe('join');
    expect(centre.rewardCenter).toBe(2);
    const unread = (await call<{ rewardCenter: number; missionLeaderboard: number }>('unreadCount')).value;
    expect(unread).toMatchObject({ rewardCenter: 2, missionLeaderboard: 2 });
  });

  it('two claims of one reward sent at once pay once: the other is told it was already claimed (MC-11)', async () => {
    expect(await balance()).toBe('1250.50');
    const [first, second] = await Promise.all([
      call<Claimed>('rewardAction', { promotionId: 'p-welcome', action: 'claim', idempotencyKey: randomUUID() }),
      call<Claimed>('rewardAction', { promotionId: 'p-welcome', action: 'claim', idempotencyKey: randomUUID() }),
    ]);
    const answers = [first, second];
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.find((a) => !a.success)?.code).toBe('ALREADY_CLAIMED');
    expect(answers.find((a) => a.success)?.value).toMatchObject({
      status: 'claimed',
      amount: '18.00',
      balance: '1268.50',
    });
    expect(await balance()).toBe('1268.50');
    expect(ledgerRows('PR-p-welcome')).toBe(1);
    expect(await statusOf('p-welcome')).toBe('claimed');
    expect((await promotions()).rewardCenter).toBe(1);
    expect(checkLedger(platform.db).mismatches).toEqual([]);
  });

  it('a claim resent with its key (a lost answer) gets the first answer back and pays nothing more', async () => {
    const request = { promotionId: 'p-fishing', action: 'claim', idempotencyKey: randomUUID() };
    const first = await call<Claimed>('rewardAction', request);
    const again = await call<Claimed>('rewardAction', request);
    expect(again.value).toEqual(first.value);
    expect(await balance()).toBe('1259.30');
    expect(ledgerRows('PR-p-fishing')).toBe(1);
  });

  it('joins an open promotion once; a closed, coming or withdrawn one refuses and pays nothing', async () => {
    const joined = await call<Claimed>('rewardAction', {
      promotionId: 'p-poker',
      action: 'join',
      idempotencyKey: randomUUID(),
    });
    expect(joined.value.status).toBe('signed');
    expect(await statusOf('p-poker')).toBe('signed');
    expect(
      (await call('rewardAction', { promotionId: 'p-poker', action: 'join', idempotencyKey: randomUUID() })).code,
    ).toBe('ALREADY_CLAIMED');
    expect(
      (await call('rewardAction', { promotionId: 'p-app', action: 'join', idempotencyKey: randomUUID() })).code,
    ).toBe('REWARD_UNAVAILABLE');
    expect(
      (await call('rewardAction', { promotionId: 'p-weekend', action: 'claim', idempotencyKey: randomUUID() })).code,
    ).toBe('REWARD_UNAVAILABLE');
    // The operator withdraws a reward while the member still sees it.
    platform.db.prepare(`DELETE FROM content_items WHERE brand = 'aurora' AND id = 'p-welcome'`).run();
    const gone = await call('rewardAction', {
      promotionId: 'p-welcome',
      action: 'claim',
      idempotencyKey: randomUUID(),
    });
    expect(gone.code).toBe('REWARD_UNAVAILABLE');
    expect(await balance()).toBe('1250.50');
  });

  it('joining a raffle promotion from the reward centre is the raffle claim: one ticket (PROMO-05)', async () => {
    const joined = await call<Claimed>('rewardAction', {
      promotionId: 'p-raffle',
      action: 'join',
      idempotencyKey: randomUUID(),
    });
    expect(joined.value.message).toMatch(/ticket is R-\d{6}/);
    expect(await statusOf('p-raffle')).toBe('signed');
    expect(await call('claimRafflePromotion', { promotionId: 'p-raffle' })).toMatchObject({
      success: false,
      code: 'ALREADY_CLAIMED',
    });
  });

  it('trial accounts have no reward centre (ROLE-05)', async () => {
    const trial = envelope<{ token: string }>(
      await platform.call('freeplayLogin', { os: 'Linux', platform: 'W' }, { brand: 'jade' }),
    ).value.token;
    expect((await envelope(await platform.call('rewardCenter', {}, { token: trial, brand: 'jade' }))).code).toBe(
      'TRIAL_FORBIDDEN',
    );
  });
});

describe('missions (MC-13, PROMO-07, CALL-29, CALL-122)', () => {
  it('a completed mission is claimed once; two claims at once pay once, and the badge falls', async () => {
    const summary = async () =>
      (
        await call<{ missionLeaderboard: number; missions: { id: string; status: string; reward?: string }[] }>(
          'missionSummary',
          { language: 'en' },
        )
      ).value;
    expect((await summary()).missions.find((m) => m.id === 'm-slots-10')).toMatchObject({
      status: 'claim',
      reward: '5.00',
    });
    const answers = await Promise.all(
      [1, 2].map(() => call<Claimed>('claimMission', { missionId: 'm-slots-10', idempotencyKey: randomUUID() })),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.find((a) => !a.success)?.code).toBe('ALREADY_CLAIMED');
    expect(await balance()).toBe('1255.50');
    expect(ledgerRows('MS-m-slots-10')).toBe(1);
    expect((await summary()).missionLeaderboard).toBe(1);
    expect((await call<{ missionLeaderboard: number }>('unreadCount')).value.missionLeaderboard).toBe(1);
  });

  it('an unfinished or unknown mission pays nothing and says why', async () => {
    const unfinished = await call('claimMission', { missionId: 'm-live-5', idempotencyKey: randomUUID() });
    expect(unfinished).toMatchObject({ success: false, code: 'REWARD_UNAVAILABLE' });
    expect(unfinished.message).toContain('2 of 5');
    expect((await call('claimMission', { missionId: 'm-gone', idempotencyKey: randomUUID() })).code).toBe(
      'REWARD_UNAVAILABLE',
    );
    expect(await balance()).toBe('1250.50');
  });
});

describe('manual rebate (MC-15, FLAG-07, CALL-123, CALL-124)', () => {
  const stakes = () =>
    (
      platform.db
        .prepare('SELECT COALESCE(SUM(stake_cents), 0) AS cents FROM bets WHERE member_id = ?')
        .get(platform.memberId('demo_member')) as { cents: number }
    ).cents;

  it('pays the rate on every stake since the last claim, once; a second claim finds nothing', async () => {
    const expected = Math.floor((stakes() * 50) / 10_000);
    expect(expected).toBeGreaterThan(0);
    const before = (
      await call<{ eligibleStake: string; amount: string; ratePercent: string; bets: number }>('manualRebate')
    ).value;
    expect(before.ratePercent).toBe('0.5');
    expect(before.bets).toBe(120);
    expect(before.amount).toBe((expected / 100).toFixed(2));
    const [first, second] = await Promise.all(
      [1, 2].map(() => call<Claimed>('claimManualRebate', { idempotencyKey: randomUUID() })),
    );
    expect([first, second].filter((a) => a!.success)).toHaveLength(1);
    expect([first, second].find((a) => !a!.success)?.code).toBe('ALREADY_CLAIMED');
    expect(await balance()).toBe(((125050 + expected) / 100).toFixed(2));
    const after = (await call<{ amount: string; bets: number; lastClaimAt?: string }>('manualRebate')).value;
    expect(after).toMatchObject({ amount: '0.00', bets: 0 });
    expect(after.lastClaimAt).toBeDefined();
    expect(checkLedger(platform.db).mismatches).toEqual([]);
  });

  it('is not offered where MANPLAYREB3 is off', async () => {
    setPlatformFlag(platform.db, platform.brands.byId.get('aurora')!, 'MANPLAYREB3', false);
    expect((await call('manualRebate')).code).toBe('FEATURE_DISABLED');
    expect((await call('claimManualRebate', { idempotencyKey: randomUUID() })).code).toBe('FEATURE_DISABLED');
    expect(await balance()).toBe('1250.50');
  });
});
