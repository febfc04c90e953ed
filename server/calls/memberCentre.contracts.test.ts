// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { envelope } from '../../tests/support/platformAnswers.ts';
import type { CallName } from '../../schemas/api/index.ts';
import { openSession } from '../services/sessions.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';

interface Consolidated {
  dailysalreqtype: number;
  divtypereq: number;
  contracthoursalreq: number;
  realtimesalreqtype: number;
  info: Record<string, boolean>;
}

let tokens: Record<string, string>;
const platform = platformForEachTest(() => {
  tokens = Object.fromEntries(
    ['demo_member', 'demo_agent', 'agent_down1', 'player_down1', 'player_down2'].map((account) => [
      account,
      platform.sessionFor(account),
    ]),
  );
});

const as = async (account: string, name: CallName, input?: unknown) =>
  envelope<{ message: string }>(await platform.call(name, input, { token: tokens[account] }));
const consolidated = async (account: string) =>
  envelope<Consolidated>(await platform.call('fundsConsolidated', undefined, { token: tokens[account] })).value;

describe('contracts (CALL-21..CALL-25, CONTRACT-*, UNSPEC-09)', () => {
  it('an upline offers a daily salary to its direct downline, who sees it pending and accepts (ROLE-10, UNSPEC-72)', async () => {
    const offer = await as('demo_agent', 'processDailySalContract', {
      action: 'new',
      downline: 'agent_down1',
      rate: '1.5',
      period: 'D',
    });
    expect(offer.success).toBe(true);
    expect(offer.value.message).toMatch(/Daily salary offer C-\d+ \(1\.50%, daily\) sent to agent_down1/);
    expect((await consolidated('agent_down1')).info.pendingDailySalary).toBe(true);

    const ownOffer = await as('demo_agent', 'processDailySalContract', {
      action: 'accept',
      contractId: offer.value.message.match(/C-\d+/)![0],
    });
    expect(ownOffer).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(ownOffer.message).toContain('Only agent_down1');

    const accepted = await as('agent_down1', 'processDailySalContract', { action: 'accept' });
    expect(accepted.value.message).toMatch(/You accepted daily salary contract C-\d+ at 1\.50%/);
    expect((await consolidated('agent_down1')).info.pendingDailySalary).toBe(false);
    const row = platform.db
      .prepare(`SELECT status FROM contracts WHERE kind = 'dailySalary' AND brand = 'aurora' ORDER BY id DESC LIMIT 1`)
      .get() as { status: string };
    expect(row.status).toBe('accepted');
  });

  it('refuses offers to someone who is not a direct downline, and from non-agents (NOT_AGENT)', async () => {
    const sideways = await as('agent_down1', 'processDividendReq', {
      action: 'new',
      downline: 'player_down1',
      rate: '5',
    });
    expect(sideways).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(sideways.message).toContain('not your direct downline');
    const grandchild = await as('demo_agent', 'processDividendReq', {
      action: 'new',
      downline: 'player_down2',
      rate: '5',
    });
    expect(grandchild.message).toContain('not your direct downline');
    const member = await as('demo_member', 'processDividendReq', {
      action: 'new',
      downline: 'player_down1',
      rate: '5',
    });
    expect(member).toMatchObject({ success: false, code: 'NOT_AGENT' });
    expect(
      (await as('demo_agent', 'processDividendReq', { action: 'new', downline: 'agent_down1' })).message,
    ).toContain('rate');
  });

  it('the downline rejects a seeded offer; a stranger cannot answer it', async () => {
    expect((await consolidated('player_down2')).info.pendingDailySalary).toBe(true);
    const id = (
      platform.db.prepare(`SELECT id FROM contracts WHERE status = 'new' AND brand = 'aurora'`).get() as { id: number }
    ).id;
    // To anyone who is not a party the contract does not exist, and no account is named.
    const stranger = await as('demo_member', 'processDailySalContract', { action: 'reject', contractId: `C-${id}` });
    expect(stranger).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: `There is no daily salary contract C-${id}.`,
    });
    const strangerEnds = await as('demo_agent', 'processDailySalContract', {
      action: 'terminate',
      contractId: `C-${id}`,
    });
    expect(strangerEnds).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: `There is no daily salary contract C-${id}.`,
    });
    const rejected = await as('player_down2', 'processDailySalContract', { action: 'reject' });
    expect(rejected.value.message).toContain('You rejected');
    expect((await consolidated('player_down2')).info.pendingDailySalary).toBe(false);
    expect(
      (await as('player_down2', 'processDailySalContract', { action: 'accept', contractId: `C-${id}` })).message,
    ).toContain('no longer awaiting');
  });

  it('a higher signed contract replaces the current one; either party may terminate (CONTRACT-06, CONTRACT-04)', async () => {
    const offer = await as('demo_agent', 'processDividendReq', {
      action: 'new',
      downline: 'agent_down1',
      rate: '12.00',
      period: 'M',
    });
    expect(offer.success).toBe(true);
    const accepted = await as('agent_down1', 'processDividendReq', { action: 'accept' });
    expect(accepted.value.message).toContain('previous contract of this type has ended');
    const statuses = platform.db
      .prepare(`SELECT rate, status FROM contracts WHERE kind = 'dividend' AND brand = 'aurora' ORDER BY id`)
      .all();
    expect(statuses).toEqual([
      { rate: '10.00', status: 'termination' },
      { rate: '12.00', status: 'accepted' },
    ]);

    expect((await as('agent_down1', 'processDividendReq', { action: 'terminate' })).value.message).toMatch(
      /Dividend contract C-\d+ is terminated/,
    );
    expect((await as('demo_agent', 'processDividendReq', { action: 'terminate', downline: 'agent_down1' })).code).toBe(
      'NOT_FOUND',
    );
  });

  it('names the downline in any letter case, as accounts are (stored lower-case)', async () => {
    const made = await as('demo_agent', 'processContractHourSalary', {
      action: 'new',
      downline: ' Agent_DOWN1 ',
      rate: '2',
    });
    expect(made.value.message).toMatch(/Hourly salary offer C-\d+ \(2\.00%, hourly\) sent to agent_down1/);
    const ended = await as('demo_agent', 'processContractHourSalary', { action: 'terminate', downline: 'AGENT_down1' });
    expect(ended.value.message).toMatch(/Hourly salary contract C-\d+ is terminated/);
  });

  it('warns when an offer is lower than the current contract (CONTRACT-07)', async () => {
    const lower = await as('demo_agent', 'processDividendReq', { action: 'new', downline: 'agent_down1', rate: '8' });
    expect(lower.value.message).toContain('lower than the current 10.00% contract');
  });

  it('consolidated flags: agents have every type, players only what they hold, trials nothing (CONTRACT-03, ROLE-06)', async () => {
    expect(await consolidated('demo_agent')).toMatchObject({
      divtypereq: 1,
      dailysalreqtype: 1,
      contracthoursalreq: 1,
      realtimesalreqtype: 1,
    });
    expect(await consolidated('player_down1')).toMatchObject({
      divtypereq: 0,
      dailysalreqtype: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
    const { lastInsertRowid } = platform.db
      .prepare(
        `INSERT INTO members (brand, account, password_hash, type, created_at) VALUES ('aurora', 'trial_1', 'x', 4, 'now')`,
      )
      .run();
    tokens.trial_1 = openSession(platform.db, Number(lastInsertRowid), Date.parse('2026-11-22T10:00:00Z'));
    expect(await consolidated('trial_1')).toMatchObject({
      divtypereq: 0,
      dailysalreqtype: 0,
      info: { pendingDailySalary: false },
    });
    expect((await as('trial_1', 'processDividendReq', { action: 'accept' })).code).toBe('TRIAL_FORBIDDEN');
  });

  it('refuses guests with NOT_LOGGED_IN', async () => {
    expect(envelope(await platform.call('fundsConsolidated', undefined)).code).toBe('NOT_LOGGED_IN');
    expect(envelope(await platform.call('processRealTimeSalaryContract', { action: 'accept' })).code).toBe(
      'NOT_LOGGED_IN',
    );
  });
});
