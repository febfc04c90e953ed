// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_PAYMENT_PASSWORD } from '../content/seedMemberCentre.ts';
import { envelope } from '../../tests/support/platformAnswers.ts';
import type { CallName } from '../../schemas/api/index.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';

interface Reward {
  rewardId: string;
  name: string;
  points: number;
  stock: number;
  physical: boolean;
  imageUrl: string;
}

let token: string;
const platform = platformForEachTest(() => {
  token = platform.sessionFor('demo_member');
});

const call = async <T>(name: CallName, input?: unknown) => envelope<T>(await platform.call(name, input, { token }));
const points = async () => (await call<{ points: number }>('getPointBalance')).value.points;
const reward = async (id: string) =>
  (await call<Reward[]>('getPointReward')).value.find((item) => item.rewardId === id)!;

describe('points (CALL-31..CALL-38, POINTS-*)', () => {
  it('shows balance, catalogue with stock and served images, and the conversion config (POINTS-03, UNSPEC-60)', async () => {
    expect(await points()).toBe(5200);
    const rewards = (await call<Reward[]>('getPointReward')).value;
    expect(rewards.length).toBeGreaterThan(3);
    expect(rewards.find((item) => item.rewardId === 'rw-phone')?.stock).toBe(0);
    const image = await platform.app.inject({ method: 'GET', url: new URL(rewards[0]!.imageUrl).pathname });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect((await call('getPointConfig')).value).toEqual({ ratio: '0.01', minConvert: 100 });
  });

  it('converts points to wallet money at the ratio and records it (UNSPEC-13, UNSPEC-60)', async () => {
    const converted = await call<{ points: number; credited: string }>('convertPoint', { points: 500 });
    expect(converted.value).toEqual({ points: 4700, credited: '5.00' });
    expect((await call<{ balance: string }>('walletBalance')).value.balance).toBe('1255.50');
    const today = await call<{ list: { points: number; type: string }[] }>('memTransDet', {
      startDate: '2026-11-22',
      endDate: '2026-11-22',
    });
    expect(today.value.list).toEqual([expect.objectContaining({ points: -500, type: 'CONVERT' })]);
  });

  it('refuses a conversion below the minimum or above the balance', async () => {
    expect((await call('convertPoint', { points: 50 })).message).toContain('at least 100 points');
    expect((await call('convertPoint', { points: 999999 })).message).toContain('Not enough points');
    expect(await points()).toBe(5200);
  });

  it('refuses a redeem without a passing payment-password check (POINTS-06, UNSPEC-14)', async () => {
    const refused = await call('redeemPointReward', {
      rewardId: 'rw-speaker',
      quantity: 1,
      address: '1 Jalan Example',
    });
    expect(refused).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(refused.message).toContain('payment password');
    expect((await call<{ pass: boolean }>('passwordCheck', { password: 'wrong-one' })).value).toEqual({ pass: false });
    expect(
      (await call('redeemPointReward', { rewardId: 'rw-speaker', quantity: 1, address: '1 Jalan Example' })).success,
    ).toBe(false);
    expect(await points()).toBe(5200);
    expect((await reward('rw-speaker')).stock).toBe(12);
  });

  it('after a passing check, redeem takes points, lowers stock and files an IN_PROCESS redemption, once', async () => {
    expect((await call<{ pass: boolean }>('passwordCheck', { password: DEMO_PAYMENT_PASSWORD })).value).toEqual({
      pass: true,
    });
    const redeemed = await call<{ message: string }>('redeemPointReward', {
      rewardId: 'rw-speaker',
      quantity: 1,
      address: '1 Jalan Example',
      remark: 'after 6pm',
    });
    expect(redeemed.success).toBe(true);
    expect(redeemed.value.message).toContain('Bluetooth speaker');
    expect(await points()).toBe(4400);
    expect((await reward('rw-speaker')).stock).toBe(11);
    const list = await call<{ list: { rewardName: string; status: string; points: number }[] }>('getRedeemPointList', {
      pageNo: 1,
      pageSize: 20,
    });
    expect(list.value.list[0]).toMatchObject({ rewardName: 'Bluetooth speaker', status: 'IN_PROCESS', points: 800 });
    // The check is used up by the redeem.
    expect((await call('redeemPointReward', { rewardId: 'rw-free-spins', quantity: 1 })).message).toContain(
      'payment password',
    );
  });

  it('a check expires after two minutes; out-of-stock and addressless physical rewards are refused', async () => {
    await call('passwordCheck', { password: DEMO_PAYMENT_PASSWORD });
    platform.advance(3 * 60 * 1000);
    expect((await call('redeemPointReward', { rewardId: 'rw-free-spins', quantity: 1 })).message).toContain(
      'payment password',
    );
    await call('passwordCheck', { password: DEMO_PAYMENT_PASSWORD });
    expect((await call('redeemPointReward', { rewardId: 'rw-phone', quantity: 1, address: 'x' })).message).toContain(
      'out of stock',
    );
    expect((await call('redeemPointReward', { rewardId: 'rw-headphones', quantity: 1 })).message).toContain(
      'delivery address',
    );
    expect(await points()).toBe(5200);
  });

  it('only failed password checks count toward the lock: eleven check-and-redeem cycles pass', async () => {
    for (let cycle = 1; cycle <= 11; cycle++) {
      expect(
        (await call<{ pass: boolean }>('passwordCheck', { password: DEMO_PAYMENT_PASSWORD })).value,
        `cycle ${cycle}`,
      ).toEqual({ pass: true });
      expect(
        (await call('redeemPointReward', { rewardId: 'rw-free-spins', quantity: 1 })).success,
        `cycle ${cycle}`,
      ).toBe(true);
    }
    expect(await points()).toBe(5200 - 11 * 300);
  });

  it('ten failures in a row lock the check, even for the right password; a pass before that clears the count', async () => {
    for (let i = 0; i < 9; i++)
      expect((await call<{ pass: boolean }>('passwordCheck', { password: 'wrong-one' })).value).toEqual({
        pass: false,
      });
    expect((await call<{ pass: boolean }>('passwordCheck', { password: DEMO_PAYMENT_PASSWORD })).value).toEqual({
      pass: true,
    });
    for (let i = 0; i < 10; i++)
      expect((await call<{ pass: boolean }>('passwordCheck', { password: 'wrong-one' })).value).toEqual({
        pass: false,
      });
    expect((await call('passwordCheck', { password: DEMO_PAYMENT_PASSWORD })).code).toBe('TOO_MANY_REQUESTS');
  });

  it('pages the point history newest first within a date range (POINTS-02, UNSPEC-13)', async () => {
    const page1 = await call<{ list: { id: string }[]; pageNo: number; totalPages: number }>('memTransDet', {
      pageNo: 1,
      pageSize: 4,
    });
    expect(page1.value).toMatchObject({ pageNo: 1, totalPages: 2 });
    expect(page1.value.list).toHaveLength(4);
    const page2 = await call<{ list: { id: string }[] }>('memTransDet', { pageNo: 2, pageSize: 4 });
    expect(page2.value.list).toHaveLength(2);
    expect(
      (await call<{ list: unknown[] }>('memTransDet', { startDate: '2001-01-01', endDate: '2001-12-31' })).value.list,
    ).toEqual([]);
    expect((await call('memTransDet', { startDate: '2026-12-01', endDate: '2026-11-01' })).code).toBe(
      'VALIDATION_FAILED',
    );
    const redemptions = await call<{ list: { status: string }[] }>('getRedeemPointList', {});
    expect(redemptions.value.list.map((row) => row.status).sort()).toEqual(['APPROVED', 'REJECTED']);
  });

  it('refuses guests with NOT_LOGGED_IN', async () => {
    for (const name of [
      'getPointBalance',
      'getPointReward',
      'getPointConfig',
      'getRedeemPointList',
      'memTransDet',
    ] as const) {
      expect((await platform.call(name, undefined)).statusCode).toBe(401);
    }
    expect(envelope(await platform.call('convertPoint', { points: 500 })).code).toBe('NOT_LOGGED_IN');
    expect(envelope(await platform.call('passwordCheck', { password: 'x' })).code).toBe('NOT_LOGGED_IN');
  });
});

describe('points mall refusals the member can act on (POINTS-06, issue 16)', () => {
  it('a redeem sent again with the same key is done once: points, stock and history move once', async () => {
    await call('passwordCheck', { password: DEMO_PAYMENT_PASSWORD });
    const request = {
      rewardId: 'rw-speaker',
      quantity: 1,
      address: '1 Jalan Example',
      idempotencyKey: 'redeem-key-0000000001',
    };
    const first = await call<{ message: string }>('redeemPointReward', request);
    // The retry comes without a new password check: the first answer is given back, nothing is redone.
    const again = await call<{ message: string }>('redeemPointReward', request);
    expect(first.success).toBe(true);
    expect(again.value.message).toBe(first.value.message);
    expect(await points()).toBe(4400);
    expect((await reward('rw-speaker')).stock).toBe(11);
    const history = await call<{ list: { rewardName: string; status: string }[] }>('getRedeemPointList', {
      pageNo: 1,
      pageSize: 20,
    });
    expect(history.value.list.filter((row) => row.status === 'IN_PROCESS')).toEqual([
      expect.objectContaining({ rewardName: 'Bluetooth speaker' }),
    ]);
  });

  it('says which refusal it is by code: not enough points, out of stock, and a reward taken off the mall', async () => {
    await call('passwordCheck', { password: DEMO_PAYMENT_PASSWORD });
    expect((await call('redeemPointReward', { rewardId: 'rw-free-spins', quantity: 99 })).code).toBe(
      'INSUFFICIENT_BALANCE',
    );
    await call('passwordCheck', { password: DEMO_PAYMENT_PASSWORD });
    expect(
      (await call('redeemPointReward', { rewardId: 'rw-phone', quantity: 1, address: '1 Jalan Example' })).code,
    ).toBe('OUT_OF_STOCK');
    platform.db.prepare(`DELETE FROM point_rewards WHERE id = 'rw-speaker'`).run();
    await call('passwordCheck', { password: DEMO_PAYMENT_PASSWORD });
    expect(
      (await call('redeemPointReward', { rewardId: 'rw-speaker', quantity: 1, address: '1 Jalan Example' })).code,
    ).toBe('NOT_FOUND');
    expect((await call('convertPoint', { points: 999999 })).code).toBe('INSUFFICIENT_BALANCE');
    expect(await points()).toBe(5200);
  });
});
