// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { envelope, multipartBody, TINY_PNG } from '../../tests/support/platformAnswers.ts';
import { openSession } from '../services/sessions.ts';
import { setMaintenance } from '../siteSwitches.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';

let token: string;
const platform = platformForEachTest(() => {
  token = platform.sessionFor('demo_member');
});

async function sendFeedback(
  fields: Record<string, string>,
  files: { name: string; type: string; bytes: Buffer }[],
  auth: string | null = token,
) {
  const { payload, contentType } = await multipartBody(fields, files);
  // An English page on aurora (whose default is Malay): the refusals below are read in English.
  const headers: Record<string, string> = {
    'content-type': contentType,
    'x-merchant-code': 'aurora',
    'x-language': 'EN',
  };
  if (auth) headers.authorization = `Bearer ${auth}`;
  return platform.app.inject({ method: 'PUT', url: '/wps/feedback', payload, headers });
}

describe('unread messages (CALL-28, MC-17, ROLE-06)', () => {
  it('counts unread platform messages per member; trial accounts have none', async () => {
    expect(envelope(await platform.call('unreadCount', undefined, { token })).value).toEqual({
      count: 3,
      missionLeaderboard: 2,
      rewardCenter: 2,
    });
    expect(
      envelope(await platform.call('unreadCount', undefined, { token: platform.sessionFor('demo_agent') })).value,
    ).toEqual({ count: 2, missionLeaderboard: 0, rewardCenter: 0 });
    const { lastInsertRowid } = platform.db
      .prepare(
        `INSERT INTO members (brand, account, password_hash, type, created_at) VALUES ('aurora', 'trial_1', 'x', 4, 'now')`,
      )
      .run();
    const trial = openSession(platform.db, Number(lastInsertRowid), Date.parse('2026-11-22T10:00:00Z'));
    expect(envelope(await platform.call('unreadCount', undefined, { token: trial })).value).toEqual({
      count: 0,
      missionLeaderboard: 0,
      rewardCenter: 0,
    });
    expect(envelope(await platform.call('unreadCount', undefined)).code).toBe('NOT_LOGGED_IN');
  });
});

describe('chat (CALL-40, CALL-41, CS-04, UNSPEC-30)', () => {
  it('lists chat models and opens an accessible chat room at an http(s) chatUrl', async () => {
    const models = envelope<{ modelId: string; name: string; iconUrl: string }[]>(
      await platform.call('chatModels', undefined, { token }),
    ).value;
    expect(models.map((model) => model.modelId)).toEqual(['cs-general', 'cs-payments', 'cs-vip']);
    expect(
      (await platform.app.inject({ method: 'GET', url: new URL(models[0]!.iconUrl).pathname })).headers['content-type'],
    ).toContain('image/svg+xml');

    const { chatUrl } = envelope<{ chatUrl: string }>(
      await platform.call('launchChat', { modelId: 'cs-general' }, { token }),
    ).value;
    expect(chatUrl).toMatch(/^http:\/\/[^/]+\/chat\/cs-general\?t=[\w-]+$/);
    const url = new URL(chatUrl);
    const page = await platform.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<title>Customer service · Aurora</title>');
    expect(page.body).toContain('role="log"');
    expect(page.body).toContain('<label for="message">Message</label>');
    expect(page.body).toContain('Hello Demo Player');
  });

  it('refuses an unknown model and an expired link', async () => {
    expect(envelope(await platform.call('launchChat', { modelId: 'cs-nope' }, { token })).code).toBe('NOT_FOUND');
    const { chatUrl } = envelope<{ chatUrl: string }>(
      await platform.call('launchChat', { modelId: 'cs-vip' }, { token }),
    ).value;
    platform.advance(31 * 60 * 1000);
    const url = new URL(chatUrl);
    const page = await platform.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(403);
    // Launched from an English page: its expired link says so in English.
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('This chat link has expired');
    expect(envelope(await platform.call('chatModels', undefined)).code).toBe('NOT_LOGGED_IN');
  });
});

describe('chat links end with the session; the public support room needs none (CS-04)', () => {
  const open = (chatUrl: string) => {
    const url = new URL(chatUrl);
    return platform.app.inject({ method: 'GET', url: url.pathname + url.search });
  };

  it('refuses the chat link after logout, and stores only a digest of the ticket', async () => {
    const { chatUrl } = envelope<{ chatUrl: string }>(
      await platform.call('launchChat', { modelId: 'cs-general' }, { token }),
    ).value;
    const ticket = new URL(chatUrl).searchParams.get('t')!;
    expect(platform.db.prepare('SELECT COUNT(*) AS n FROM chat_tickets WHERE ticket_hash = ?').get(ticket)).toEqual({
      n: 0,
    });
    expect((await open(chatUrl)).statusCode).toBe(200);
    await platform.call('logout', undefined, { token });
    const after = await open(chatUrl);
    expect(after.statusCode).toBe(403);
    // The ticket went with the session: the notice speaks aurora's default, Malay (issue 26 item 7).
    expect(after.body).toContain('<html lang="ms">');
    expect(after.body).toContain('Pautan sembang ini telah tamat tempoh');
  });

  it('opens the public room of a known model without a ticket, as the system status links it', async () => {
    const page = await platform.app.inject({
      method: 'GET',
      url: '/chat/cs-general',
      headers: { 'x-merchant-code': 'jade' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Customer service · Jade</title>');
    expect(page.body).toContain('Hello, thank you for contacting us');
    expect(page.body).toContain('<label for="message">Message</label>');
    expect((await platform.app.inject({ method: 'GET', url: '/chat/cs-nope' })).statusCode).toBe(404);
    const badTicket = await platform.app.inject({ method: 'GET', url: '/chat/cs-general?t=not-a-ticket' });
    expect(badTicket.statusCode).toBe(403);
    expect(badTicket.body).toContain('Pautan sembang ini telah tamat tempoh');
  });

  it("closes a member's chat room with the site; the public room stays open for customer service (FLAG-19)", async () => {
    const { chatUrl } = envelope<{ chatUrl: string }>(
      await platform.call('launchChat', { modelId: 'cs-general' }, { token }),
    ).value;
    setMaintenance(platform.db, true, 'Upgrading until noon.');
    const page = await open(chatUrl);
    expect(page.statusCode).toBe(503);
    // The notice is aurora's (Malay, issue 26 item 7); the operator's maintenance text is shown as given.
    expect(page.body).toContain('<html lang="ms">');
    expect(page.body).toContain('<h1>Sembang tidak tersedia</h1>');
    expect(page.body).toContain('Upgrading until noon.');
    expect((await platform.app.inject({ method: 'GET', url: '/chat/cs-general' })).statusCode).toBe(200);
  });
});

describe('feedback (CALL-26, MC-20, UNSPEC-10, VAL-17..VAL-19)', () => {
  it('stores content, remark and a real PNG, and answers a message', async () => {
    const response = await sendFeedback(
      { content: 'The deposit page does not load on my phone.', remark: 'Android 14' },
      [{ name: 'screen.png', type: 'image/png', bytes: TINY_PNG }],
    );
    expect(response.statusCode).toBe(200);
    expect(envelope<{ message: string }>(response).value.message).toMatch(
      /Thank you for your feedback \(reference F-\d+\)/,
    );
    const stored = platform.db
      .prepare(
        'SELECT f.member_id, f.content, f.remark, i.name, i.type, i.bytes FROM feedback f JOIN feedback_images i ON i.feedback_id = f.id',
      )
      .get() as { member_id: number; content: string; remark: string; name: string; type: string; bytes: Buffer };
    expect(stored).toMatchObject({
      member_id: platform.memberId('demo_member'),
      content: 'The deposit page does not load on my phone.',
      remark: 'Android 14',
      name: 'screen.png',
      type: 'image/png',
    });
    expect(Buffer.compare(stored.bytes, TINY_PNG)).toBe(0);
  });

  it('refuses a file that only claims to be an image, and types other than png/jpg', async () => {
    const disguised = await sendFeedback({ content: 'Here is a screenshot of the problem.' }, [
      { name: 'notes.png', type: 'image/png', bytes: Buffer.from('just some text, not an image') },
    ]);
    expect(envelope(disguised)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(envelope(disguised).message).toContain('notes.png is not a PNG or JPEG image');
    const gif = await sendFeedback({ content: 'Here is a screenshot of the problem.' }, [
      { name: 'a.gif', type: 'image/gif', bytes: Buffer.from('GIF89a') },
    ]);
    expect(envelope(gif).code).toBe('VALIDATION_FAILED');
    expect(platform.db.prepare('SELECT COUNT(*) AS n FROM feedback').get()).toEqual({ n: 0 });
  });

  it('refuses too-short content and more than 3 images, and guests', async () => {
    expect(envelope(await sendFeedback({ content: 'short' }, [])).code).toBe('VALIDATION_FAILED');
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `s${i}.png`, type: 'image/png', bytes: TINY_PNG }));
    const tooMany = await sendFeedback({ content: 'Four screenshots of the same problem.' }, four);
    expect(envelope(tooMany)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const guest = await sendFeedback({ content: 'The deposit page does not load.' }, [], null);
    expect(envelope(guest).code).toBe('NOT_LOGGED_IN');
  });
});
