// @vitest-environment node
// Money integrity (issue 15, "Done when"): concurrent withdrawals, transfers and deposit callbacks
// over one balance leave a ledger that checks and no balance below zero; a kill -9 during a burst
// of acknowledged movements loses none; the live events stream resumes without gaps or repeats.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from '../db.ts';
import { openSession } from '../services/sessions.ts';
import { platformForEachTest, type TestPlatform } from '../../tests/support/platform.ts';
import { settleDeposit } from './deposits.ts';
import { checkLedger, walletBalanceCents } from './ledger.ts';
import { CALLBACK_PATH, signCallback } from './paymentProvider.ts';

type Answer<T = Record<string, unknown>> = { success: boolean; value: T; code?: string };

describe('concurrency over one balance', () => {
  const platform = platformForEachTest();

  it(
    '20 concurrent withdrawals, transfers and deposit callbacks: the ledger checks, nothing below zero, every accepted movement counted once',
    { timeout: 60_000 },
    async () => {
      const token = platform.sessionFor('demo_member');
      const member = platform.memberId('demo_member');
      const call = async <T = Record<string, unknown>>(name: Parameters<TestPlatform['call']>[0], input: unknown) =>
        (await platform.call(name, input, { token })).json() as Answer<T>;
      const { value: account } = await call<{ accountId: string }>('payoutAccountAdd', {
        bankName: 'Maybank',
        accountNumber: '514012345678',
        realName: 'Tan Mei Ling',
        paymentPassword: '246810',
      });
      const deposits = await Promise.all(
        [1, 2, 3, 4, 5, 6].map(
          async () =>
            (
              await call<{ depositId: string }>('depositCreate', {
                methodId: 'ewallet',
                amount: '100.00',
                idempotencyKey: randomUUID(),
              })
            ).value.depositId,
        ),
      );
      const start = walletBalanceCents(platform.db, member);
      expect(start).toBe(1250_50);

      const withdrawals = Array.from({ length: 7 }, () =>
        call('withdrawCreate', {
          accountId: account.accountId,
          amount: '200.00',
          paymentPassword: '246810',
          idempotencyKey: randomUUID(),
        }),
      );
      const transfers = Array.from({ length: 7 }, () =>
        call('walletTransfer', { fromWallet: 'MAIN', toWallet: 'PG', amount: '150.00', idempotencyKey: randomUUID() }),
      );
      const callbacks = deposits.map(async (depositId) => {
        const signed = signCallback(platform.db, {
          depositId,
          outcome: 'paid',
          amountCents: 100_00,
          providerRef: `R-${depositId}`,
        });
        // Each callback arrives twice, as providers retry: it must count once.
        const [first, again] = await Promise.all(
          [1, 2].map(() => platform.app.inject({ method: 'POST', url: CALLBACK_PATH, payload: signed })),
        );
        return [first!.json(), again!.json()] as { value: { settled: boolean } }[];
      });
      const [w, t, c] = await Promise.all([Promise.all(withdrawals), Promise.all(transfers), Promise.all(callbacks)]);

      const accepted = (answers: Answer[]) => answers.filter((a) => a.success).length;
      for (const answer of [...w, ...t]) if (!answer.success) expect(answer.code).toBe('INSUFFICIENT_BALANCE');
      for (const pair of c) expect(pair.map((a) => a.value.settled).sort()).toEqual([false, true]);
      expect(accepted(w) + accepted(t)).toBeGreaterThan(0);
      expect(accepted(w) + accepted(t)).toBeLessThan(14);
      const expected = start + 6 * 100_00 - accepted(w) * 200_00 - accepted(t) * 150_00;
      expect(walletBalanceCents(platform.db, member)).toBe(expected);
      expect(expected).toBeGreaterThanOrEqual(0);
      const report = checkLedger(platform.db);
      expect(report.mismatches).toEqual([]);
      expect(report.brokenChains).toEqual([]);
    },
  );

  it('the same withdrawal sent five times at once moves money once', { timeout: 30_000 }, async () => {
    const token = platform.sessionFor('demo_member');
    const account = (
      await platform.call(
        'payoutAccountAdd',
        { bankName: 'Maybank', accountNumber: '514012345678', realName: 'Tan Mei Ling', paymentPassword: '246810' },
        { token },
      )
    ).json() as Answer<{ accountId: string }>;
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        platform.call(
          'withdrawCreate',
          { accountId: account.value.accountId, amount: '100.00', paymentPassword: '246810', idempotencyKey },
          { token },
        ),
      ),
    );
    const ids = new Set(answers.map((a) => (a.json() as Answer<{ withdrawalId: string }>).value.withdrawalId));
    expect(ids.size).toBe(1);
    expect(walletBalanceCents(platform.db, platform.memberId('demo_member'))).toBe(1150_50);
  });
});

describe('live events (schemas/api/events.ts)', () => {
  let base: string;
  const platform = platformForEachTest(async () => {
    base = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Reads a stream until `count` numbered events arrived, then stops reading. */
  async function readEvents(token: string, count: number, lastEventId?: number, onceOpen?: () => Promise<unknown>) {
    const controller = new AbortController();
    const response = await fetch(`${base}/wps/events`, {
      headers: {
        authorization: `Bearer ${token}`,
        'x-merchant-code': 'aurora',
        ...(lastEventId ? { 'last-event-id': String(lastEventId) } : {}),
      },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    await onceOpen?.();
    const reader = response.body!.getReader();
    const events: { id: number; event: string; data: Record<string, unknown> }[] = [];
    let text = '';
    const deadline = Date.now() + 10_000;
    while (events.length < count && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
      let end: number;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        const event = /^event: (\w+)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (id && event && data)
          events.push({ id: Number(id), event, data: JSON.parse(data) as Record<string, unknown> });
      }
    }
    controller.abort();
    return events;
  }

  it(
    "numbers a session's events, and a reconnect with Last-Event-ID gets only what came after",
    { timeout: 30_000 },
    async () => {
      const token = platform.sessionFor('demo_member');
      const deposit = async (amount: string) => {
        const created = (
          await platform.call('depositCreate', { methodId: 'bank', amount, idempotencyKey: randomUUID() }, { token })
        ).json() as Answer<{ depositId: string }>;
        settleDeposit(
          platform.db,
          platform.brands.byId,
          Number(created.value.depositId.slice(1)),
          'succeeded',
          null,
          platform.now(),
        );
      };
      const reading = readEvents(token, 3);
      await deposit('100.00');
      const first = await reading;
      expect(first.map((e) => [e.id, e.event])).toEqual([
        [1, 'balance'],
        [2, 'unread'],
        [3, 'deposit'],
      ]);
      expect(first[0]!.data).toMatchObject({ balance: '1350.50', delta: '100.00', kind: 'deposit' });
      // While disconnected: another deposit. The reconnect resumes after 3, nothing missed, nothing doubled.
      await deposit('50.00');
      const resumed = await readEvents(token, 3, 3);
      expect(resumed.map((e) => [e.id, e.event])).toEqual([
        [4, 'balance'],
        [5, 'unread'],
        [6, 'deposit'],
      ]);
      expect(resumed[0]!.data).toMatchObject({ balance: '1400.50' });
    },
  );

  it(
    'visitors and trial accounts get no stream; a logout ends it with a logout event',
    { timeout: 30_000 },
    async () => {
      expect((await fetch(`${base}/wps/events`, { headers: { 'x-merchant-code': 'aurora' } })).status).toBe(401);
      platform.db.prepare('UPDATE members SET type = 4 WHERE id = ?').run(platform.memberId('player_down2'));
      const trial = await fetch(`${base}/wps/events`, {
        headers: { authorization: `Bearer ${platform.sessionFor('player_down2')}`, 'x-merchant-code': 'aurora' },
      });
      expect(trial.status).toBe(403);
      const token = platform.sessionFor('demo_member');
      const [logout] = await readEvents(token, 1, undefined, () => platform.call('logout', undefined, { token }));
      expect(logout).toMatchObject({ id: 1, event: 'logout', data: { reason: 'loggedOut' } });
    },
  );
});

describe('kill -9 during a burst (a real server process)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'livery-kill-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('loses no acknowledged movement', { timeout: 120_000 }, async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, SITE_DIR: join(dir, 'no-site') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Listened for from the start: the kill below can end the process before the burst's last
    // requests have failed, and an 'exit' already emitted is never emitted again.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Livery is running')) resolve();
      });
      void exited.then((code) => reject(new Error(`server exited with ${String(code)}`)));
    });
    const db = openDb(join(dir, 'livery.db'));
    const member = (
      db.prepare("SELECT id FROM members WHERE brand = 'aurora' AND account = 'demo_member'").get() as { id: number }
    ).id;
    const token = openSession(db, member, Date.now());
    db.close();

    const acknowledged: string[] = [];
    let killed = false;
    const send = async (i: number) => {
      const idempotencyKey = randomUUID();
      const [fromWallet, toWallet] = i % 2 ? ['PG', 'MAIN'] : ['MAIN', 'PG'];
      try {
        const response = await fetch(`http://127.0.0.1:${port}/wps/relay/GCS_walletTransfer`, {
          method: 'POST',
          body: JSON.stringify({ fromWallet, toWallet, amount: '1.00', idempotencyKey }),
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'x-merchant-code': 'aurora',
          },
        });
        if (((await response.json()) as Answer).success) acknowledged.push(idempotencyKey);
      } catch {
        // The server died under this request: it was never acknowledged.
      }
      if (acknowledged.length >= 25 && !killed) {
        killed = true;
        server.kill('SIGKILL');
      }
    };
    for (let i = 0; i < 200 && !killed; i += 4) await Promise.all([i, i + 1, i + 2, i + 3].map(send));
    if (!killed) server.kill('SIGKILL');
    expect(killed).toBe(true);
    await exited;

    const after = openDb(join(dir, 'livery.db'));
    try {
      const stored = new Set(
        (after.prepare('SELECT key FROM idempotency_keys WHERE member_id = ?').all(member) as { key: string }[]).map(
          (r) => r.key,
        ),
      );
      expect(acknowledged.filter((key) => !stored.has(key))).toEqual([]);
      const report = checkLedger(after);
      expect(report.mismatches).toEqual([]);
      expect(report.brokenChains).toEqual([]);
    } finally {
      after.close();
    }
  });
});
