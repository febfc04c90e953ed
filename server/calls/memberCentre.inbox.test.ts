// @vitest-environment node
// The member's message box (MC-14, MC-16, MC-17, MC-18), the invitation page (MC-12) and the mirror
// sites (MC-23) on the reference platform: CALL-28 and CALL-130..CALL-135 (issue 16).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../tests/support/platformAnswers.ts';
import { deliverMessage } from '../content/messageBox.ts';
import { addMirrorSite, removeMirrorSite } from '../content/mirrorSites.ts';
import { settleDeposit } from '../money/deposits.ts';
import { checkLedger } from '../money/ledger.ts';
import { openSession } from '../services/sessions.ts';
import { secretDigest } from '../services/secrets.ts';
import { platformForEachTest, type TestPlatform } from '../../tests/support/platform.ts';

let token: string;
const platform = platformForEachTest(() => {
  token = platform.sessionFor('demo_member');
});

const value = async <T>(name: Parameters<TestPlatform['call']>[0], input?: unknown, auth: string | null = token) =>
  envelope<T>(await platform.call(name, input, auth ? { token: auth } : {}));
type Inbox = {
  list: { messageId: string; title: string; read: boolean; category: string }[];
  unread: number;
  totalRows: number;
  totalPages: number;
};
/** The `unread` counts the member's live stream carries, oldest first. */
const unreadEvents = (session = token) =>
  (
    platform.db
      .prepare("SELECT data FROM live_events WHERE session_token = ? AND name = 'unread' ORDER BY seq")
      .all(secretDigest(session)) as { data: string }[]
  ).map((row) => (JSON.parse(row.data) as { count: number }).count);

describe('the message box (MC-14, CALL-130..133)', () => {
  it('lists newest first with the unread state; reading one lowers the count and tells the live stream', async () => {
    const inbox = (await value<Inbox>('messageList', { pageNo: 1, pageSize: 10 })).value;
    expect(inbox.unread).toBe(3);
    expect(inbox.list.filter((message) => !message.read)).toHaveLength(3);
    const first = inbox.list.find((message) => !message.read)!;
    const detail = (await value<{ content: string; read: boolean }>('messageDetail', { messageId: first.messageId }))
      .value;
    expect(detail.content).toMatch(/^<p>/);
    // Opening the detail alone marks nothing: the player marks it read once shown.
    expect((await value<{ count: number }>('unreadCount')).value.count).toBe(3);
    expect((await value<{ count: number }>('messageRead', { messageIds: [first.messageId] })).value).toEqual({
      count: 2,
    });
    expect(unreadEvents()).toEqual([2]);
    // Reading it again changes nothing and tells nobody.
    expect((await value<{ count: number }>('messageRead', { messageIds: [first.messageId] })).value).toEqual({
      count: 2,
    });
    expect(unreadEvents()).toEqual([2]);
    expect(
      (await value<Inbox>('messageList', {})).value.list.find((message) => message.messageId === first.messageId)?.read,
    ).toBe(true);
  });

  it('a message the operator sends arrives live: the badge count rises on the stream', async () => {
    const id = deliverMessage(
      platform.db,
      platform.memberId('demo_member'),
      { category: 'NOTICE', title: 'Weekend bonus', content: '<p>Hi<script>alert(1)</script></p>' },
      platform.now(),
    );
    expect(unreadEvents()).toEqual([4]);
    const inbox = (await value<Inbox>('messageList', {})).value;
    expect(inbox.list[0]).toMatchObject({ messageId: id, title: 'Weekend bonus', read: false, category: 'NOTICE' });
    // The platform keeps what the operator wrote; the player sanitizes it before showing it (DESIGN §6).
    expect((await value<{ content: string }>('messageDetail', { messageId: id })).value.content).toContain('<script>');
  });

  it("deletes the member's own messages only; a deleted or another member's message is not found", async () => {
    const mine = (await value<Inbox>('messageList', {})).value.list;
    const agentToken = platform.sessionFor('demo_agent');
    const theirs = (await value<Inbox>('messageList', {}, agentToken)).value.list[0]!;
    expect((await value('messageDetail', { messageId: theirs.messageId })).code).toBe('NOT_FOUND');
    // Deleting someone else's message removes nothing of theirs.
    await value('messageDelete', { messageIds: [theirs.messageId] });
    expect((await value<Inbox>('messageList', {}, agentToken)).value.totalRows).toBe(mine.length);

    const unreadOne = mine.find((message) => !message.read)!;
    expect((await value<{ count: number }>('messageDelete', { messageIds: [unreadOne.messageId] })).value).toEqual({
      count: 2,
    });
    expect(unreadEvents()).toEqual([2]);
    expect((await value('messageDetail', { messageId: unreadOne.messageId })).code).toBe('NOT_FOUND');
    // Deleting again is no error: the box ends as asked.
    expect((await value<{ count: number }>('messageDelete', { messageIds: [unreadOne.messageId] })).success).toBe(true);
    expect((await value<Inbox>('messageList', {})).value.totalRows).toBe(mine.length - 1);
  });

  it('pages through the box; malformed ids are refused with a clear code, not a 500', async () => {
    const seeded = (await value<Inbox>('messageList', {})).value.totalRows;
    for (let n = 0; n < 16 - seeded; n += 1)
      deliverMessage(
        platform.db,
        platform.memberId('demo_member'),
        { category: 'NOTICE', title: `N${n}`, content: '<p>x</p>' },
        platform.now() + n,
      );
    const second = (await value<Inbox>('messageList', { pageNo: 2, pageSize: 10 })).value;
    expect(second.totalRows).toBe(16);
    expect(second.totalPages).toBe(2);
    expect(second.list).toHaveLength(6);
    const bad = await platform.call('messageRead', { messageIds: ['<script>'] }, { token });
    expect(bad.statusCode).toBeLessThan(500);
    expect(envelope(bad).success).toBe(false);
  });

  it('visitors and trial accounts have no box (ROLE-06)', async () => {
    expect((await value('messageList', {}, null)).code).toBe('NOT_LOGGED_IN');
    const { lastInsertRowid } = platform.db
      .prepare(
        `INSERT INTO members (brand, account, password_hash, type, created_at) VALUES ('aurora', 'trial_9', 'x', 4, 'now')`,
      )
      .run();
    const trial = openSession(platform.db, Number(lastInsertRowid), platform.now());
    expect((await value('messageList', {}, trial)).code).toBe('TRIAL_FORBIDDEN');
    expect((await value('unreadCount', undefined, trial)).value).toEqual({
      count: 0,
      missionLeaderboard: 0,
      rewardCenter: 0,
    });
  });
});

describe('inviting friends (MC-12, CALL-134)', () => {
  type Summary = {
    code: string;
    friends: { account: string; earned: string }[];
    totalEarned: string;
    bonusPercent: number;
  };
  async function registerWith(code: string, username: string) {
    const answer = await platform.call('register', {
      username,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      affiliateCode: code,
      registerMethod: 'WEB',
      login: true,
      challengeToken: await platform.challenge('register'),
    });
    return envelope<{ token: string }>(answer);
  }

  it('gives the member one lasting code that the registration form accepts', async () => {
    const { code } = (await value<Summary>('referralSummary')).value;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await value<Summary>('referralSummary')).value.code).toBe(code);
    expect((await value<{ valid: boolean }>('affiliateCheck', { code }, null)).value).toEqual({ valid: true });
    expect((await value<{ valid: boolean }>('affiliateCheck', { code: 'NOPE1234' }, null)).value).toEqual({
      valid: false,
    });
    // Another brand does not know it.
    expect(
      envelope<{ valid: boolean }>(await platform.call('affiliateCheck', { code }, { brand: 'jade' })).value,
    ).toEqual({ valid: false });
  });

  it('a friend who signs up with the code is listed; their first deposit earns the member 10% once, through the ledger', async () => {
    const { code } = (await value<Summary>('referralSummary')).value;
    const friend = await registerWith(code, 'friend01');
    expect(friend.success).toBe(true);
    // A member's code makes no upline: the friend is nobody's downline.
    expect(
      (
        platform.db.prepare("SELECT parent_id FROM members WHERE account = 'friend01'").get() as {
          parent_id: number | null;
        }
      ).parent_id,
    ).toBeNull();
    expect((await value<Summary>('referralSummary')).value.friends).toEqual([
      expect.objectContaining({ account: 'fr***01', earned: '0.00' }),
    ]);

    const balance = async () => (await value<{ balance: string }>('walletBalance')).value.balance;
    const start = await balance();
    const deposit = async (amount: string) => {
      const created = await value<{ depositId: string }>(
        'depositCreate',
        { methodId: 'bank', amount, idempotencyKey: randomUUID() },
        friend.value.token,
      );
      settleDeposit(
        platform.db,
        platform.brands.byId,
        Number(created.value.depositId.slice(1)),
        'succeeded',
        null,
        platform.now(),
      );
    };
    await deposit('150.00');
    await deposit('300.00');
    const summary = (await value<Summary>('referralSummary')).value;
    expect(summary.friends[0]!.earned).toBe('15.00');
    expect(summary.totalEarned).toBe('15.00');
    expect(Math.round(Number(await balance()) * 100) - Math.round(Number(start) * 100)).toBe(1500);
    expect(checkLedger(platform.db).mismatches).toEqual([]);
  });

  it("caps the bonus at 50.00 per friend; an agent's code still makes the newcomer their downline", async () => {
    const { code } = (await value<Summary>('referralSummary')).value;
    const friend = await registerWith(code, 'friend02');
    const created = await value<{ depositId: string }>(
      'depositCreate',
      { methodId: 'bank', amount: '2000.00', idempotencyKey: randomUUID() },
      friend.value.token,
    );
    settleDeposit(
      platform.db,
      platform.brands.byId,
      Number(created.value.depositId.slice(1)),
      'succeeded',
      null,
      platform.now(),
    );
    expect((await value<Summary>('referralSummary')).value.totalEarned).toBe('50.00');

    expect((await registerWith('AGENT01', 'downline09')).success).toBe(true);
    const row = platform.db
      .prepare("SELECT parent_id, referred_by FROM members WHERE account = 'downline09'")
      .get() as { parent_id: number; referred_by: number | null };
    expect(row).toEqual({ parent_id: platform.memberId('demo_agent'), referred_by: null });
    expect((await registerWith('WRONG123', 'nobody01')).code).toBe('INVITATION_CODE_ERROR');
  });
});

describe('mirror sites (MC-23, CALL-135)', () => {
  it("lists the brand's mirrors to anyone, in the operator's order; only http(s) addresses are taken", async () => {
    expect((await value<{ url: string }[]>('mirrorSites', undefined, null)).value).toEqual([
      { url: 'https://aurora-1.example.com' },
      { url: 'https://aurora-2.example.com' },
    ]);
    addMirrorSite(platform.db, 'aurora', 'https://aurora-3.example.com/');
    expect(removeMirrorSite(platform.db, 'aurora', 'https://aurora-1.example.com')).toBe(true);
    expect(() => addMirrorSite(platform.db, 'aurora', 'javascript:alert(1)')).toThrow(/http\(s\)/);
    expect((await value<{ url: string }[]>('mirrorSites', undefined, null)).value.map((site) => site.url)).toEqual([
      'https://aurora-2.example.com',
      'https://aurora-3.example.com',
    ]);
    expect(
      envelope<{ url: string }[]>(await platform.call('mirrorSites', undefined, { brand: 'jade' })).value[0]!.url,
    ).toBe('https://jade-1.example.com');
  });
});
