import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isEncryptedPayload } from '../../../engine/api/crypto.ts';
import { failReply, okReply, type FakeReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import type { calls } from '../../../schemas/api/index.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { accountsPlatform, type AccountRoutes, givePublicKey } from '../../../tests/support/accountsPlatform.ts';
import UplineTransferForm from './UplineTransferForm.tsx';
import { schema } from './schema.ts';

const member = { id: '4', account: 'player_down1', type: 0, currencySymbol: 'RM', hasUpline: true };
const info = { hasUpline: true, upline: 'demo_agent', min: '10.00', max: '5000.00', available: '420.00' };

async function setup(routes: AccountRoutes = {}, language = 'EN') {
  const state = { balance: '420.00' };
  const platform = await accountsPlatform({
    walletBalance: () => okReply({ balance: state.balance, currencySymbol: 'RM' }),
    uplineInfo: () => okReply({ ...info, available: state.balance }),
    ...routes,
  });
  const result = await renderWidget(<UplineTransferForm {...widgetProps(schema)} />, {
    member,
    adapter: platform.adapter,
    language,
  });
  givePublicKey(result.engine, platform);
  const sent = (name: keyof typeof calls) => platform.seen.filter((call) => call.name === name);
  return { ...result, platform, sent, state };
}

async function fill(user: ReturnType<typeof userEvent.setup>, amount: string, password = '246810') {
  await user.type(await screen.findByLabelText('Amount (RM)'), amount);
  if (password) await user.type(screen.getByLabelText('Payment password'), password);
  await user.click(screen.getByRole('button', { name: 'Transfer' }));
}

describe('UplineTransferForm (MC-06, CALL-86, CALL-87, issue 15)', () => {
  it('names the upline, the limits and the balance; a transfer goes encrypted with the payment password and the balance follows', async () => {
    const user = userEvent.setup();
    let state = { balance: '' };
    const { sent, ...rest } = await setup({
      transferUpline: () => {
        state.balance = '370.00';
        return okReply({
          transferId: 'U7',
          amount: '50.00',
          balance: '370.00',
          message: 'Transferred 50.00 to demo_agent.',
        });
      },
    });
    state = rest.state;
    // Generous waits: the first encrypted send includes the RSA work, slow on a busy machine.
    expect(await screen.findByText('To your upline: demo_agent')).toBeInTheDocument();
    expect(screen.getByText('From RM 10.00 to RM 5,000.00')).toBeInTheDocument();
    expect(screen.getAllByText('RM 420.00').length).toBeGreaterThanOrEqual(1);
    await user.type(screen.getByLabelText('Remark (optional)'), '  Rent  ');
    await fill(user, '50');
    expect(await screen.findByText('RM 50.00 sent to demo_agent.')).toBeInTheDocument();
    // The balance is the data client's walletBalance answer (the header's): asked again at once.
    expect((await screen.findAllByText('RM 370.00')).length).toBeGreaterThanOrEqual(1);
    const [call] = sent('transferUpline');
    expect(sent('transferUpline')).toHaveLength(1);
    expect(isEncryptedPayload(call!.wire)).toBe(true);
    expect(call!.body).toMatchObject({ amount: '50.00', paymentPassword: '246810', remark: 'Rent' });
    expect(call!.body.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByLabelText('Payment password')).toHaveValue('');
  });

  it.each([
    ['5', '246810', 'The least you can enter is RM 10.00.'],
    ['420.01', '246810', 'That is more than your available balance of RM 420.00.'],
    ['10.999', '246810', 'Amounts have at most 2 decimals.'],
    ['-10', '246810', 'The amount cannot be negative.'],
    ['20', '1234', 'The payment password is 6 digits.'],
  ])('refuses %j with password %j clearly and sends nothing', async (amount, password, message) => {
    const user = userEvent.setup();
    const { sent } = await setup({ transferUpline: okReply({ transferId: 'U1', amount: '1.00', balance: '1.00' }) });
    await fill(user, amount, password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent('transferUpline')).toHaveLength(0);
  });

  it('a wrong payment password is said in place; the amount and remark stay typed', async () => {
    const user = userEvent.setup();
    await setup({ transferUpline: failReply(200, 'PASSWORD_INCORRECT', 'The payment password is not correct.') });
    await user.type(await screen.findByLabelText('Remark (optional)'), 'Rent');
    await fill(user, '100', '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent(/not correct|incorrect/i);
    expect(screen.getByLabelText('Amount (RM)')).toHaveValue('100.00');
    expect(screen.getByLabelText('Remark (optional)')).toHaveValue('Rent');
  });

  it.each<[string, FakeReply]>([
    ['a 500', { status: 500, data: 'Internal Server Error' }],
    ['a timeout', 'timeout'],
    ['nonsense', { status: 200, data: '{{{' }],
  ])('%s is said in place, keeps what was typed, and sending again is the same attempt', async (_name, failure) => {
    const user = userEvent.setup();
    let reply: FakeReply = failure;
    const { sent } = await setup({ transferUpline: () => reply });
    await fill(user, '25.5');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toMatch(/Internal Server Error|\{\{\{|Error:/);
    expect(screen.getByLabelText('Amount (RM)')).toHaveValue('25.50');
    expect(screen.getByLabelText('Payment password')).toHaveValue('246810');
    reply = okReply({ transferId: 'U2', amount: '25.50', balance: '394.50' });
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('RM 25.50 sent to demo_agent.')).toBeInTheDocument();
    const [first, second] = sent('transferUpline').map((call) => call.body);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it('a member the platform says has no upline is told so, with no form', async () => {
    await setup({ uplineInfo: okReply({ hasUpline: false }) });
    expect(
      await screen.findByText('Your account has no upline, so there is nobody to transfer to.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Payment password')).toBeNull();
  });

  it('the upline information failing is said in place with a retry', async () => {
    const user = userEvent.setup();
    let reply: FakeReply = { status: 503, data: 'busy' };
    await setup({ uplineInfo: () => reply });
    const retry = await screen.findByRole('button', { name: /retry/i });
    reply = okReply(info);
    await user.click(retry);
    expect(await screen.findByText('To your upline: demo_agent')).toBeInTheDocument();
  });

  it("speaks the player's language", async () => {
    await setup({}, 'CN');
    expect(await screen.findByText('收款上级：demo_agent')).toBeInTheDocument();
    expect(screen.getByLabelText('支付密码')).toBeInTheDocument();
  });
});
