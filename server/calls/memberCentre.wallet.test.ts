// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { envelope } from '../../tests/support/platformAnswers.ts';
import { openSession } from '../services/sessions.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';

let token: string;
const platform = platformForEachTest(() => {
  token = platform.sessionFor('demo_member');
});

const balance = async (brand?: string, auth = token) =>
  envelope<{ balance: string; currencySymbol: string; wallets?: { wallet: string; balance: string }[] }>(
    await platform.call('walletBalance', undefined, { token: auth, brand }),
  ).value;
const transfer = async (fromWallet: string, toWallet: string, amount: string) =>
  envelope<{ balance: string; message?: string }>(
    await platform.call('walletTransfer', { fromWallet, toWallet, amount }, { token }),
  );

describe('wallet (CALL-19, CALL-20, CALL-61)', () => {
  it('shows the balance with 2 decimals and the brand currency (WALLET-01, CONST-11)', async () => {
    expect(await balance()).toMatchObject({ balance: '1250.50', currencySymbol: 'RM' });
  });

  it('issue 26, MC-03: lists every transfer wallet with its balance, and a single-wallet brand none', async () => {
    const wallets = (await balance()).wallets;
    expect(wallets?.map((entry) => entry.wallet)).toEqual(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']);
    expect(wallets).toContainEqual({ wallet: 'PG', balance: '50.00' });
    expect(wallets).toContainEqual({ wallet: 'JDB', balance: '0.00' });
    await transfer('MAIN', 'JDB', '25.00');
    expect((await balance()).wallets).toContainEqual({ wallet: 'JDB', balance: '25.00' });
    const jade = await balance('jade', platform.sessionFor('demo_member', 'jade'));
    expect(jade).not.toHaveProperty('wallets');
  });

  it('moves money between the main wallet and a vendor wallet (WALLET-02, UNSPEC-08)', async () => {
    const out = await transfer('MAIN', 'PG', '100.00');
    expect(out).toMatchObject({ success: true, value: { balance: '1150.50' } });
    expect(out.value.message).toContain('100.00');
    expect((await balance()).balance).toBe('1150.50');
    // PG held 50.00 from the seed, plus the 100.00 just moved.
    expect((await transfer('pg', 'main', '150')).value.balance).toBe('1300.50');
    const empty = await transfer('PG', 'MAIN', '0.01');
    expect(empty).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
    expect(empty.message).toMatch(/Insufficient balance in the PG wallet/);
  });

  it('refuses more than the balance, a zero amount and unknown wallets, leaving the balance alone', async () => {
    const tooMuch = await transfer('MAIN', 'JDB', '5000.00');
    expect(tooMuch).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
    expect(tooMuch.message).toContain('1250.50 available');
    expect((await transfer('MAIN', 'JDB', '0.00')).message).toContain('greater than 0.00');
    expect((await transfer('MAIN', 'NOPE', '1.00')).message).toContain('Unknown wallet');
    expect((await transfer('MAIN', 'MAIN', '1.00')).message).toContain('two different wallets');
    expect((await balance()).balance).toBe('1250.50');
  });

  it('reports the wallet mode per brand; a single-wallet brand has nothing to transfer (GAME-13)', async () => {
    const mode = async (brand: string) =>
      envelope<{ isSingle: boolean }>(
        await platform.call('merchantWallet', {}, { token: platform.sessionFor('demo_member', brand), brand }),
      ).value;
    expect(await mode('aurora')).toEqual({ isSingle: false });
    expect(await mode('jade')).toEqual({ isSingle: true });
    const jadeToken = platform.sessionFor('demo_member', 'jade');
    const refused = envelope(
      await platform.call(
        'walletTransfer',
        { fromWallet: 'MAIN', toWallet: 'PG', amount: '1.00' },
        { token: jadeToken, brand: 'jade' },
      ),
    );
    expect(refused.message).toContain('single wallet');
  });

  it('refuses guests with NOT_LOGGED_IN (ERR-15)', async () => {
    for (const call of ['walletBalance', 'merchantWallet'] as const) {
      const response = await platform.call(call, undefined);
      expect(response.statusCode).toBe(401);
      expect(envelope(response).code).toBe('NOT_LOGGED_IN');
    }
    expect(
      envelope(await platform.call('walletTransfer', { fromWallet: 'MAIN', toWallet: 'PG', amount: '1.00' })).code,
    ).toBe('NOT_LOGGED_IN');
  });

  it('refuses transfers for trial accounts (ROLE-05)', async () => {
    const { lastInsertRowid } = platform.db
      .prepare(
        `INSERT INTO members (brand, account, password_hash, type, created_at, balance_cents) VALUES ('aurora', 'trial_1', 'x', 4, 'now', 200000)`,
      )
      .run();
    const trial = openSession(platform.db, Number(lastInsertRowid), Date.parse('2026-11-22T10:00:00Z'));
    expect((await balance(undefined, trial)).balance).toBe('2000.00');
    const refused = envelope(
      await platform.call('walletTransfer', { fromWallet: 'MAIN', toWallet: 'PG', amount: '1.00' }, { token: trial }),
    );
    expect(refused.code).toBe('TRIAL_FORBIDDEN');
  });
});
