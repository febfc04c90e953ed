// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { replyToFeedback, unansweredFeedback } from '../content/feedback.ts';
import { envelope, multipartBody, TINY_PNG } from '../../tests/support/platformAnswers.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';
import { secretDigest } from '../services/secrets.ts';

interface FeedbackRow {
  id: string;
  content: string;
  remark?: string;
  images: number;
  createdAt: string;
  reply?: string;
  repliedAt?: string;
}

let token: string;
const platform = platformForEachTest(() => {
  token = platform.sessionFor('demo_member');
});

async function sendFeedback(
  fields: Record<string, string>,
  files: { name: string; type: string; bytes: Buffer }[],
  auth = token,
) {
  const { payload, contentType } = await multipartBody(fields, files);
  const headers = { 'content-type': contentType, 'x-merchant-code': 'aurora', authorization: `Bearer ${auth}` };
  return envelope<{ message: string }>(
    await platform.app.inject({ method: 'PUT', url: '/wps/feedback', payload, headers }),
  );
}
const list = async (auth = token) =>
  envelope<{ list: FeedbackRow[]; totalPages: number }>(
    await platform.call('feedbackList', { pageNo: 1, pageSize: 10 }, { token: auth }),
  ).value;

describe('past feedback and the operator reply (MC-20, CALL-92, UNSPEC-15)', () => {
  it("lists the member's own feedback newest first with its image count; the operator's reply appears beside it", async () => {
    expect((await list()).list).toEqual([]);
    await sendFeedback({ content: 'The deposit page does not load on my phone.', remark: 'Android 14' }, [
      { name: 'a.png', type: 'image/png', bytes: TINY_PNG },
      { name: 'b.png', type: 'image/png', bytes: TINY_PNG },
    ]);
    platform.advance(60_000);
    await sendFeedback({ content: 'Please add more slot games from PG.' }, []);
    const before = await list();
    expect(before.list.map((row) => [row.content, row.images, row.reply])).toEqual([
      ['Please add more slot games from PG.', 0, undefined],
      ['The deposit page does not load on my phone.', 2, undefined],
    ]);
    expect(before.list[1]!.remark).toBe('Android 14');

    // The operator sees what waits, oldest first, and answers it.
    const waiting = unansweredFeedback(platform.db);
    expect(waiting.map((item) => [item.account, item.images])).toEqual([
      ['demo_member', 2],
      ['demo_member', 0],
    ]);
    replyToFeedback(
      platform.db,
      waiting[0]!.id,
      '  Thank you, it is fixed in the new version. ',
      Date.parse('2026-11-23T09:00:00Z'),
    );
    const after = await list();
    expect(after.list[1]).toMatchObject({
      reply: 'Thank you, it is fixed in the new version.',
      repliedAt: '2026-11-23T09:00:00.000Z',
    });
    expect(after.list[0]!.reply).toBeUndefined();
    expect(unansweredFeedback(platform.db)).toHaveLength(1);
  });

  it("issue 26: the operator's reply reaches the member's live sessions, as a new message does", async () => {
    const other = platform.sessionFor('demo_member');
    await sendFeedback({ content: 'The deposit page does not load on my phone.' }, []);
    const [waiting] = unansweredFeedback(platform.db);
    const events = (session: string) =>
      platform.db
        .prepare("SELECT data FROM live_events WHERE session_token = ? AND name = 'feedback' ORDER BY seq")
        .all(secretDigest(session))
        .map((row) => JSON.parse((row as { data: string }).data) as unknown);
    expect(events(token)).toEqual([]);
    replyToFeedback(platform.db, waiting!.id, 'Fixed in tonight’s update.', platform.now());
    // Every live session of the member is told which feedback was answered; nothing else is sent.
    expect(events(token)).toEqual([{ feedbackId: `F-${waiting!.id}` }]);
    expect(events(other)).toEqual([{ feedbackId: `F-${waiting!.id}` }]);
    // A refused reply tells no one.
    expect(() => replyToFeedback(platform.db, 99999, 'Hello', platform.now())).toThrow(/no feedback F-99999/);
    expect(events(token)).toHaveLength(1);
  });

  it("shows no one else's feedback; a reply to unknown feedback or an empty reply is refused", async () => {
    await sendFeedback({ content: 'The deposit page does not load on my phone.' }, []);
    expect((await list(platform.sessionFor('demo_agent'))).list).toEqual([]);
    expect(() => replyToFeedback(platform.db, 99999, 'Hello', Date.now())).toThrow(/no feedback F-99999/);
    expect(() => replyToFeedback(platform.db, unansweredFeedback(platform.db)[0]!.id, '   ', Date.now())).toThrow(
      /Write the reply/,
    );
  });

  it('feedback sent again with the same key is stored once and answered the same (idempotent)', async () => {
    const fields = { content: 'The deposit page does not load on my phone.', idempotencyKey: 'feedback-key-000000001' };
    const first = await sendFeedback(fields, [{ name: 'a.png', type: 'image/png', bytes: TINY_PNG }]);
    const again = await sendFeedback(fields, [{ name: 'a.png', type: 'image/png', bytes: TINY_PNG }]);
    expect(first.success).toBe(true);
    expect(again.value.message).toBe(first.value.message);
    expect((await list()).list).toHaveLength(1);
  });

  it('refuses guests', async () => {
    expect((await platform.call('feedbackList', {})).statusCode).toBe(401);
  });
});
