// @vitest-environment node
// Issue 24, item 8: no stored text holds a control, direction-override or broken character; a call
// takes its body only in its own encoding; the demo game's bet only in its documented type. Each
// refusal names the field, and nothing is stored and no money moves. Scrypt checks of passwords
// are slow on a busy machine: 30 s a test.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CallName } from '../schemas/api/index.ts';
import { DEMO_PAYMENT_PASSWORD } from './content/seedMemberCentre.ts';
import { envelope, multipartBody } from '../tests/support/platformAnswers.ts';
import { platformForEachTest } from '../tests/support/platform.ts';

const platform = platformForEachTest();

const answer = async (name: CallName, input: unknown, account: string) =>
  envelope(await platform.call(name, input, { token: platform.sessionFor(account) }));
const balanceOf = async (account: string) =>
  (await answer('walletBalance', undefined, account)).value as { balance: string };
const count = (sql: string, ...params: unknown[]) => (platform.db.prepare(sql).get(...params) as { n: number }).n;

/** Texts that change how the text around them reads, or cannot be written out: each refused wherever a text is taken. */
const BAD_TEXTS: [string, string][] = [
  ['a NUL', '\u0000'],
  ['a NUL inside', 'a\u0000b'],
  ['a right-to-left override', '\u202Egnp.exe'],
  ['a direction isolate', 'Ali\u2066x\u2069'],
  ['a lone surrogate', 'x\uD800y'],
  ['a C1 control', 'a\u0085b'],
  ['a line break in a one-line field', 'two\nlines'],
];

/** Texts of real players that must keep working: Chinese, Malay, Portuguese, emoji (surrogate pairs and joiners). */
const GOOD_TEXTS = ['小明的朋友', 'Siti Nurhaliza', 'João 🎉', '👨‍👩‍👧 family'];

describe('control and direction-override characters are refused in every stored text', () => {
  it.each(BAD_TEXTS)(
    'a downline nickname with %s is refused, naming the field, and no account is opened',
    async (_, nickname) => {
      const username = `down${randomUUID().slice(0, 8)}`;
      const refused = await answer(
        'registerDownline',
        { username, password: 'first123', confirmPassword: 'first123', nickname, kind: 'member' },
        'demo_agent',
      );
      expect(refused).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(/^Invalid body: nickname must not contain U\+[0-9A-F]{4} /),
      });
      expect(count('SELECT COUNT(*) AS n FROM members WHERE account = ?', username)).toBe(0);
    },
  );

  it('nicknames in any script, with emoji, still open accounts', async () => {
    for (const [i, nickname] of GOOD_TEXTS.entries()) {
      const opened = await answer(
        'registerDownline',
        { username: `goodnick${i}`, password: 'first123', confirmPassword: 'first123', nickname, kind: 'member' },
        'demo_agent',
      );
      expect(opened.success, JSON.stringify(opened)).toBe(true);
      expect(platform.db.prepare('SELECT nickname FROM members WHERE account = ?').get(`goodnick${i}`)).toEqual({
        nickname,
      });
    }
  });

  it('a transfer remark with a NUL, an override or a lone surrogate is refused and moves no money', async () => {
    const before = [await balanceOf('player_down1'), await balanceOf('demo_agent')];
    for (const [what, remark] of BAD_TEXTS) {
      const refused = await answer(
        'transferUpline',
        { amount: '1.00', paymentPassword: DEMO_PAYMENT_PASSWORD, remark, idempotencyKey: randomUUID() },
        'player_down1',
      );
      expect(refused, what).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('remark must not contain'),
      });
    }
    expect([await balanceOf('player_down1'), await balanceOf('demo_agent')]).toEqual(before);
    expect(count('SELECT COUNT(*) AS n FROM upline_transfers')).toBe(0);
    // A remark in the player's own words still goes with the money.
    const sent = await answer(
      'transferUpline',
      {
        amount: '1.00',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
        remark: '还钱 🙏 terima kasih',
        idempotencyKey: randomUUID(),
      },
      'player_down1',
    );
    expect(sent.success, JSON.stringify(sent)).toBe(true);
  });

  async function sendFeedback(fields: Record<string, string>) {
    const { payload, contentType } = await multipartBody(fields, []);
    const headers = {
      'content-type': contentType,
      'x-merchant-code': 'aurora',
      // The page is in English: the refusals' words are checked as an English reader reads them.
      'x-language': 'EN',
      authorization: `Bearer ${platform.sessionFor('demo_member')}`,
    };
    return envelope(await platform.app.inject({ method: 'PUT', url: '/wps/feedback', payload, headers }));
  }

  it('feedback of 11 NUL characters does not pass the 10-character minimum, nor do blanks or an override; nothing is stored', async () => {
    const stored = count('SELECT COUNT(*) AS n FROM feedback');
    // The field and the rule are named as the player's forms name them (schemas/api/requestRules.ts).
    const refusals: [string, string, object][] = [
      [
        '\u0000'.repeat(11),
        'Invalid body: content must not contain U+0000 (a control, line-break or text-direction character)',
        { field: 'content', rule: 'characters', character: 'U+0000' },
      ],
      [
        ' '.repeat(12),
        'Invalid body: content must have at least 10 visible characters',
        { field: 'content', rule: 'minLength', limit: 10 },
      ],
      [
        '\u202Etxt.exe is my complaint',
        'Invalid body: content must not contain U+202E (a control, line-break or text-direction character)',
        { field: 'content', rule: 'characters', character: 'U+202E' },
      ],
    ];
    for (const [content, message, named] of refusals) {
      expect(await sendFeedback({ content }), JSON.stringify(content)).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        message,
        ...named,
      });
    }
    expect(await sendFeedback({ content: 'A fine complaint.', remark: 'line\nbreak' })).toMatchObject({
      success: false,
      message: expect.stringContaining('remark must not contain'),
    });
    expect(count('SELECT COUNT(*) AS n FROM feedback')).toBe(stored);
  });

  it('feedback of several lines, in any script, is taken as written', async () => {
    const content = '存款页面打不开。\nHalaman deposit tidak dibuka.\n\tThanks 👍';
    const sent = await sendFeedback({ content });
    expect(sent.success, JSON.stringify(sent)).toBe(true);
    // A form sends its line breaks as CR LF, as a browser does.
    expect(platform.db.prepare('SELECT content FROM feedback ORDER BY id DESC LIMIT 1').get()).toEqual({
      content: content.replaceAll('\n', '\r\n'),
    });
  });
});

describe('a call takes its body only in its own encoding', () => {
  const headers = (account: string, contentType: string) => ({
    'x-merchant-code': 'aurora',
    authorization: `Bearer ${platform.sessionFor(account)}`,
    'content-type': contentType,
  });

  it('a form-encoded wallet transfer is refused with a clear message and moves no money', async () => {
    const before = await balanceOf('demo_member');
    const refused = await platform.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      payload: 'fromWallet=MAIN&toWallet=PG&amount=1.00',
      headers: headers('demo_member', 'application/x-www-form-urlencoded'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      message: 'walletTransfer takes a application/json body, not application/x-www-form-urlencoded.',
    });
    const asText = await platform.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      payload: JSON.stringify({ fromWallet: 'MAIN', toWallet: 'PG', amount: '1.00' }),
      headers: headers('demo_member', 'text/plain'),
    });
    expect(asText.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(await balanceOf('demo_member')).toEqual(before);
    // JSON, with or without a charset, still moves it.
    const sent = await platform.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      payload: JSON.stringify({ fromWallet: 'MAIN', toWallet: 'PG', amount: '1.00' }),
      headers: headers('demo_member', 'application/json; charset=utf-8'),
    });
    expect(sent.json()).toMatchObject({ success: true });
    expect(await balanceOf('demo_member')).not.toEqual(before);
  });

  it('the call the contract declares form-encoded still takes its form', async () => {
    const sent = await platform.call('forgotPasswordEmail', { username: 'demo_member', email: 'nobody@example.com' });
    expect(sent.json()).not.toMatchObject({ code: 'BAD_REQUEST' });
    expect(sent.statusCode).toBeLessThan(500);
  });
});

describe("the demo game's bet takes only its documented type", () => {
  async function betUrl(): Promise<string> {
    const game = platform.db
      .prepare("SELECT game_code, vendor FROM games WHERE vendor = 'PG' AND game_type = 'RNG' LIMIT 1")
      .get() as { game_code: string; vendor: string };
    const launched = await answer('gameLaunch', { gameCode: game.game_code, vassalage: game.vendor }, 'demo_member');
    return `${new URL((launched.value as { url: string }).url).pathname}/bet`;
  }

  it('an amount given as an array, a number or a form field is refused and the balance is unchanged', async () => {
    const url = await betUrl();
    const before = await balanceOf('demo_member');
    for (const amount of [['1'], 1, ['1.00', '2.00'], { value: '1' }]) {
      const refused = await platform.app.inject({ method: 'POST', url, payload: { amount } });
      expect(refused.statusCode, JSON.stringify(amount)).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const form = await platform.app.inject({
      method: 'POST',
      url,
      payload: 'amount=1.00',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(await balanceOf('demo_member')).toEqual(before);
    const played = await platform.app.inject({ method: 'POST', url, payload: { amount: '1.00' } });
    expect(played.json()).toMatchObject({ success: true, stake: '1.00' });
  });
});
