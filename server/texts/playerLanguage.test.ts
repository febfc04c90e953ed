// @vitest-environment node
// Issue 26 item 7 (I18N-*, MC-08, MC-18, SMS-*, WALLET-*, AG-*): a player reads every text of the
// platform in their language, on both brands: the account record's details, wallet refusals, SMS
// texts, platform messages, deposit methods, chat teams and the agent centre's refusals. Ledger rows and
// messages are stored as codes, so switching language shows the same rows anew.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CallName } from '../../schemas/api/index.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';
import { settleDeposit } from '../money/deposits.ts';

const platform = platformForEachTest();

type Answer<T> = { success: boolean; value: T; code?: string; message?: string };
/** A call as the player's page makes it, in the language it shows ('' = none chosen: the gateway sends nothing). */
const callIn = async <T = Record<string, unknown>>(
  language: string,
  name: CallName,
  input: unknown,
  init: { token?: string; brand?: string } = {},
) => (await platform.call(name, input, { ...init, headers: { 'x-language': language } })).json() as Answer<T>;

type Records = { list: { reason: string; reference: string }[] };
const reasons = (answer: Answer<Records>) => answer.value.list.map((r) => r.reason);

async function depositArrived(token: string, brand: string) {
  const deposit = await callIn<{ depositId: string }>(
    'EN',
    'depositCreate',
    { methodId: 'bank', amount: '100.00', idempotencyKey: randomUUID() },
    { token, brand },
  );
  expect(deposit.success).toBe(true);
  settleDeposit(
    platform.db,
    platform.brands.byId,
    Number(deposit.value.depositId.slice(1)),
    'succeeded',
    null,
    platform.now(),
  );
}

describe("aurora's Malay player reads the platform in Malay", () => {
  it('account record details, a wallet refusal and a platform message are Malay; switching to English shows the same rows in English', async () => {
    const token = platform.sessionFor('demo_member');
    await depositArrived(token, 'aurora');
    expect(
      (await callIn('', 'walletTransfer', { fromWallet: 'MAIN', toWallet: 'PG', amount: '1.00' }, { token })).success,
    ).toBe(true);

    // No language chosen on aurora: its default, Malay.
    const malay = reasons(await callIn<Records>('', 'accountRecord', {}, { token }));
    expect(malay).toContain('Deposit: Pindahan bank (Maybank)');
    expect(malay).toContain('Pindahan ke PG');
    expect(malay.some((r) => r.startsWith('Pertaruhan: '))).toBe(true);
    expect(malay.join(' ')).not.toMatch(/\b(Bet|Win|Transfer to|Bank transfer):?\s/);

    const english = reasons(await callIn<Records>('EN', 'accountRecord', {}, { token }));
    expect(english).toContain('Deposit: Bank transfer (Maybank)');
    expect(english).toContain('Transfer to PG');
    expect(english.some((r) => r.startsWith('Bet: '))).toBe(true);

    const tooMuch = await callIn(
      'MY',
      'walletTransfer',
      { fromWallet: 'PG', toWallet: 'MAIN', amount: '9999.00' },
      { token },
    );
    expect(tooMuch).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
    expect(tooMuch.message).toMatch(/^Baki tidak mencukupi dalam dompet PG: .* tersedia, 9999\.00 diminta\.$/);

    const inbox = await callIn<{ list: { title: string; messageId: string }[] }>('MY', 'messageList', {}, { token });
    const arrived = inbox.value.list[0]!;
    expect(arrived.title).toBe('Deposit diterima');
    // The seeded messages too: every title in the box is Malay.
    expect(inbox.value.list.map((message) => message.title)).toEqual(
      expect.arrayContaining(['Pengeluaran ditolak', 'Deposit gagal']),
    );
    expect(inbox.value.list.map((message) => message.title).join(' ')).not.toMatch(/received|approved|rejected|failed/);
    const detail = await callIn<{ content: string }>(
      'MY',
      'messageDetail',
      { messageId: arrived.messageId },
      { token },
    );
    expect(detail.value.content).toBe('<p>Deposit anda sebanyak RM 100.00 telah masuk ke dompet utama.</p>');
    const again = await callIn<{ title: string; content: string }>(
      'EN',
      'messageDetail',
      { messageId: arrived.messageId },
      { token },
    );
    expect(again.value).toMatchObject({
      title: 'Deposit received',
      content: '<p>Your deposit of RM 100.00 has arrived in your main wallet.</p>',
    });
  });

  it('deposit methods, the SMS code and the chat teams are Malay; the agent centre refuses in Malay', async () => {
    const token = platform.sessionFor('demo_member');
    const methods = await callIn<{ methods: { name: string }[] }>('MY', 'depositMethods', {}, { token });
    expect(methods.value.methods.map((m) => m.name)).toEqual([
      'Pindahan bank (Maybank)',
      "Touch 'n Go eWallet",
      'Kad debit / kredit',
    ]);

    const challengeToken = await platform.challenge('sms');
    const sent = await callIn('MY', 'smsNoLogin', {
      mobileNum: '123456789',
      countryDialingCode: '+60',
      challengeToken,
    });
    expect(sent.success).toBe(true);
    const sms = platform.db.prepare('SELECT body FROM outbox ORDER BY id DESC LIMIT 1').get() as { body: string };
    expect(sms.body).toMatch(/^\[Aurora\] Kod pengesahan anda ialah \d{6}\. Ia tamat dalam \d+ minit\.$/);

    const teams = await callIn<{ name: string }[]>('', 'chatModels', {}, { token });
    const englishTeams = await callIn<{ name: string }[]>('EN', 'chatModels', {}, { token });
    expect(teams.value.map((t) => t.name)).not.toEqual(englishTeams.value.map((t) => t.name));

    const agent = platform.sessionFor('demo_agent');
    const refused = await callIn('MY', 'teamLedger', { account: 'U1' }, { token: agent });
    expect(refused).toMatchObject({ success: false, message: 'Tiada akaun U1 dalam pasukan anda.' });
  });
});

describe("jade's player reads the platform in the language they chose", () => {
  it('English by default; Chinese once chosen: the same ledger rows and messages, and the agent centre', async () => {
    const token = platform.sessionFor('demo_member', 'jade');
    await depositArrived(token, 'jade');
    const english = reasons(await callIn<Records>('', 'accountRecord', {}, { token, brand: 'jade' }));
    expect(english.some((r) => r.startsWith('Deposit: Bank transfer'))).toBe(true);

    // The member chose Chinese (CALL-39): with no language on the request, the member's is read.
    expect((await callIn('CN', 'updateLanguage', { language: 'zh-CN' }, { token, brand: 'jade' })).success).toBe(true);
    const chinese = reasons(await callIn<Records>('', 'accountRecord', {}, { token, brand: 'jade' }));
    expect(chinese.some((r) => r.startsWith('存款：银行转账'))).toBe(true);
    const inbox = await callIn<{ list: { title: string }[] }>('', 'messageList', {}, { token, brand: 'jade' });
    expect(inbox.value.list[0]!.title).toBe('存款已到账');
    const agent = platform.sessionFor('demo_agent', 'jade');
    const refused = await callIn('CN', 'teamLedger', { account: 'U1' }, { token: agent, brand: 'jade' });
    expect(refused).toMatchObject({ success: false, message: '您的团队中没有账号 U1。' });
    // Malay is not one of jade's languages: the member's choice is read instead.
    const unoffered = await callIn<{ list: { title: string }[] }>('MY', 'messageList', {}, { token, brand: 'jade' });
    expect(unoffered.value.list[0]!.title).toBe('存款已到账');
  });
});

describe("issue 26 item 7: the platform's own refusals and pages are in the reader's language", () => {
  it('issue 26 item 7: login, cashier and unknown-call refusals and a points remark are Malay on aurora (its default, or X-Language MY), English or Chinese when asked', async () => {
    const wrongPassword = { username: 'demo_member', password: 'not-the-password', type: 'username' };
    expect(await callIn('', 'login', wrongPassword)).toMatchObject({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'Akaun atau kata laluan tidak betul.',
    });

    const token = platform.sessionFor('demo_member');
    const noSuch = { depositId: 'D999999' };
    expect(await callIn('MY', 'depositStatus', noSuch, { token })).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'Tiada deposit sedemikian: D999999.',
    });
    expect((await callIn('EN', 'depositStatus', noSuch, { token })).message).toBe('No such deposit: D999999.');
    const tooSmall = await callIn(
      '',
      'depositCreate',
      { methodId: 'bank', amount: '0.00', idempotencyKey: randomUUID() },
      { token },
    );
    expect(tooSmall).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', message: 'Jumlah mesti lebih daripada 0.00.' });
    // A row the platform words itself is read anew in each language: a points conversion's remark.
    expect((await callIn('', 'convertPoint', { points: 500 }, { token })).success).toBe(true);
    type Points = { list: { type: string; remark?: string }[] };
    const converted = async (language: string) =>
      (await callIn<Points>(language, 'memTransDet', {}, { token })).value.list.find((row) => row.type === 'CONVERT')
        ?.remark;
    expect(await converted('')).toBe('Ditukar ke dompet pada kadar 0.01 bagi setiap mata');
    expect(await converted('EN')).toBe('Converted to wallet at 0.01 per point');

    const jadeToken = platform.sessionFor('demo_member', 'jade');
    expect((await callIn('CN', 'depositStatus', noSuch, { token: jadeToken, brand: 'jade' })).message).toBe(
      '没有此存款：D999999。',
    );

    // A call that does not exist: the not-found handler's refusal goes through the same words.
    const unknown = await platform.app.inject({
      method: 'GET',
      url: '/wps/no-such-call',
      headers: { 'x-merchant-code': 'aurora' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'Tiada panggilan sedemikian: GET /wps/no-such-call',
    });
  });

  it('issue 26 item 7: the chat notice is a Malay page for aurora', async () => {
    const notice = await platform.app.inject({
      method: 'GET',
      url: '/chat/cs-nope',
      headers: { 'x-merchant-code': 'aurora' },
    });
    expect(notice.statusCode).toBe(404);
    expect(notice.body).toContain('<html lang="ms">');
    expect(notice.body).toContain('<h1>Sembang tidak ditemui</h1>');
    expect(notice.body).toContain('Tiada sembang sedemikian. Sila buka sembang dari laman web.');
    expect(notice.body).not.toMatch(/Chat not found|There is no such chat/);
  });

  it("issue 26 item 7: the payment page and a failed card deposit's reason are Malay for aurora's member; a deposit made in English pays in English", async () => {
    const token = platform.sessionFor('demo_member');
    const card = await callIn<{ depositId: string; paymentUrl: string }>(
      '',
      'depositCreate',
      { methodId: 'card', amount: '100.00', idempotencyKey: randomUUID() },
      { token },
    );
    expect(card.success).toBe(true);
    const url = new URL(card.value.paymentUrl);
    const page = await platform.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ms">');
    expect(page.body).toContain('<title>Halaman pembayaran pembangunan</title>');
    expect(page.body).toContain('<h1>Penyedia pembayaran pembangunan</h1>');
    expect(page.body).toContain('Jumlah untuk dibayar: <strong>');
    expect(page.body).toContain('>Bayar</button>');
    expect(page.body).toContain('>Gagal</button>');
    expect(page.body).not.toMatch(/Development payment|Amount to pay|>Pay<|>Fail</);

    const failed = await platform.app.inject({
      method: 'POST',
      url: `${url.pathname}/fail`,
      payload: `key=${url.searchParams.get('key')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(failed.body).toContain('<h1 id="outcome">Pembayaran gagal</h1>');
    expect(failed.body).toContain('Anda boleh menutup tetingkap ini dan kembali ke Aurora.');
    const status = (language: string) =>
      callIn<{ failureReason: string }>(language, 'depositStatus', { depositId: card.value.depositId }, { token });
    expect((await status('')).value.failureReason).toBe('pembayaran telah ditolak');
    expect((await status('EN')).value.failureReason).toBe('the payment was declined');

    const english = await callIn<{ paymentUrl: string }>(
      'EN',
      'depositCreate',
      { methodId: 'card', amount: '100.00', idempotencyKey: randomUUID() },
      { token },
    );
    const englishUrl = new URL(english.value.paymentUrl);
    const englishPage = await platform.app.inject({ method: 'GET', url: englishUrl.pathname + englishUrl.search });
    expect(englishPage.body).toContain('<html lang="en">');
    expect(englishPage.body).toContain('<h1>Development payment provider</h1>');
    expect(englishPage.body).toContain('>Pay</button>');
  });
});
