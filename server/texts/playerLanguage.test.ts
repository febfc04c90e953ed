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
