// @vitest-environment node
// The operator's cashier commands (`npm run admin -- …`, README "For operators: the cashier"): they
// act on the database the running server reads, and `ledger check` fails on a mismatch.
import { expect, it } from 'vitest';
import { loadPlatformBrands } from '../brands.ts';
import type { Db } from '../db.ts';
import { operatorDatabaseForEachTest } from '../../tests/support/operatorCli.ts';
import { createDeposit } from './deposits.ts';
import { post, walletBalanceCents } from './ledger.ts';
import { addPayoutAccount } from './payoutAccounts.ts';
import { createWithdrawal } from './withdrawals.ts';

let db: Db;
const { admin } = operatorDatabaseForEachTest((opened) => {
  db = opened;
});

it(
  'lists and decides deposits and withdrawals, and the ledger check fails on a balance that is not the sum of its rows',
  { timeout: 240_000 },
  () => {
    const brand = loadPlatformBrands().byId.get('aurora')!;
    const now = Date.now();
    const member = Number(
      db
        .prepare(
          "INSERT INTO members (brand, account, password_hash, created_at) VALUES ('aurora', 'cashier_test', 'x', ?)",
        )
        .run(new Date(now).toISOString()).lastInsertRowid,
    );
    post(db, {
      memberId: member,
      kind: 'adjustment',
      amountCents: 500_00,
      reason: 'Opening balance',
      reference: 'opening',
      at: now,
    });
    const deposit = createDeposit(db, brand, member, { methodId: 'bank', amount: '120.00' }, now);
    const account = addPayoutAccount(
      db,
      brand,
      member,
      { bankName: 'Maybank', accountNumber: '514012345678', realName: 'Test Member' },
      now,
    );
    const withdrawal = createWithdrawal(db, brand, member, { accountId: account.accountId, amount: '200.00' }, now);
    expect(walletBalanceCents(db, member)).toBe(300_00);

    expect(admin('deposits').out).toContain(`D${deposit.id}`);
    expect(admin('deposit', 'arrive', `D${deposit.id}`)).toMatchObject({ code: 0 });
    expect(admin('withdrawals').out).toContain(withdrawal.withdrawalId);
    expect(admin('withdrawal', 'reject', withdrawal.withdrawalId, 'Name does not match')).toMatchObject({ code: 0 });
    expect(admin('withdrawal', 'approve', withdrawal.withdrawalId)).toMatchObject({
      code: 1,
      out: expect.stringContaining('already rejected'),
    });
    expect(walletBalanceCents(db, member)).toBe(620_00);
    const messages = db
      .prepare('SELECT category FROM platform_messages WHERE member_id = ? ORDER BY id')
      .all(member) as { category: string }[];
    expect(messages.map((m) => m.category)).toEqual(['DEPOSIT_ARRIVED', 'WITHDRAWAL_REJECTED']);

    expect(admin('ledger', 'check')).toMatchObject({ code: 0, out: expect.stringContaining('Ledger check passed') });
    db.prepare('UPDATE members SET balance_cents = balance_cents + 1 WHERE id = ?').run(member);
    expect(admin('ledger', 'check')).toMatchObject({ code: 1, out: expect.stringContaining('MISMATCH') });
  },
);

it(
  'a refused command says what was wrong and how that command is written, without the whole help, and exits 1',
  { timeout: 240_000 },
  () => {
    const refusals: [string[], string, RegExp][] = [
      [
        ['contracts', 'settle', 'tomorrow'],
        '"tomorrow" is neither +MINUTES nor an ISO time',
        /contracts settle \[--dry-run\]/,
      ],
      [
        ['message', 'aurora', 'nobody_here', 'Title', '<p>Hi</p>'],
        'No account "nobody_here" on aurora.',
        /npm run admin -- message <brand> <account> "title" "html"/,
      ],
      [['withdrawal', 'reject', 'W1'], 'Give the member a reason', /npm run admin -- withdrawal reject ID "reason"/],
    ];
    for (const [args, what, usage] of refusals) {
      const run = admin(...args);
      expect(run.code, run.out).toBe(1);
      expect(run.out).toContain(what);
      expect(run.out).toMatch(usage);
      // Not the help of every other command.
      expect(run.out).not.toContain('maintenance on');
      expect(run.out.trim().split('\n').length, run.out).toBeLessThanOrEqual(3);
    }
    const unknown = admin('sttaus');
    expect(unknown).toMatchObject({
      code: 1,
      out: 'Unknown command "sttaus". `npm run admin -- help` lists the commands.\n',
    });
  },
);
