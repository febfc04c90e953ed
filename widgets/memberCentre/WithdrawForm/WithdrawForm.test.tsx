import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failReply, okReply, type FakeReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { calls } from '../../../schemas/api/index.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { accountsPlatform, type AccountRoutes, givePublicKey } from '../../../tests/support/accountsPlatform.ts';
import WithdrawForm from './WithdrawForm.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };
const settings = { ...calls.withdrawSettings.response.examples[0], awaitingReceipt: 0 };
const accounts = calls.payoutAccounts.response.examples[0];
const account = accounts.accounts[0];
const passed = {
  withdrawalId: 'W2',
  amount: '200.00',
  fee: '0.00',
  status: 'passed',
  receipt: 'awaiting',
  account,
  createdAt: '2026-11-20T10:00:00Z',
  decidedAt: '2026-11-20T10:20:00Z',
  autoConfirmAt: '2026-11-20T11:20:00Z',
};
const rejected = {
  withdrawalId: 'W1',
  amount: '50.00',
  fee: '0.00',
  status: 'rejected',
  rejectReason: 'Account name does not match',
  account,
  createdAt: '2026-11-19T10:00:00Z',
};
const page = (list: unknown[]) => ({
  list,
  pageNo: 1,
  totalPages: 1,
  totalRows: list.length,
  period: { startDate: '2026-11-14', endDate: '2026-11-20', timeZone: 'Asia/Kuala_Lumpur' },
  totals: { amount: '0.00', fee: '0.00' },
});

async function setup(routes: AccountRoutes = {}) {
  const platform = await accountsPlatform({
    walletBalance: okReply({ balance: '1250.50', currencySymbol: 'RM' }),
    withdrawSettings: okReply(settings),
    payoutAccounts: okReply(accounts),
    withdrawList: okReply(page([rejected])),
    ...routes,
  });
  const result = await renderWidget(<WithdrawForm {...widgetProps(schema)} />, { member, adapter: platform.adapter });
  givePublicKey(result.engine, platform);
  const sent = (name: keyof typeof calls) => platform.seen.filter((call) => call.name === name);
  return { ...result, platform, sent };
}

describe('WithdrawForm (MC-05, WALLET-04..06, issue 15)', () => {
  it('shows balance and available balance, and the statuses with a rejection reason', async () => {
    await setup();
    expect(await screen.findByText('RM 1,050.50')).toBeInTheDocument();
    expect(screen.getByText('RM 1,250.50')).toBeInTheDocument();
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: Account name does not match')).toBeInTheDocument();
  });

  it('WALLET-06: each withdrawal shows its number and when it was applied for; one awaiting receipt, when it is treated as received', async () => {
    await setup({ withdrawList: okReply(page([passed, rejected])) });
    const [awaiting, refused] = await screen.findAllByRole('listitem');
    // The platform's period is in Kuala Lumpur time (UTC+8).
    expect(awaiting).toHaveTextContent('No. W2');
    expect(within(awaiting!).getByText('20/11/2026, 18:00')).toHaveAttribute('datetime', '2026-11-20T10:00:00Z');
    expect(awaiting).toHaveTextContent('Treated as received on 20/11/2026, 19:20 unless you confirm or report it');
    expect(refused).toHaveTextContent('No. W1');
    expect(refused).toHaveTextContent('19/11/2026, 18:00');
    expect(refused).not.toHaveTextContent('Treated as received');
  });

  it.each([
    ['0', 'The amount must be more than zero.'],
    ['-5', 'The amount cannot be negative.'],
    ['10.123', 'Amounts have at most 2 decimals.'],
    ['abc', 'Please enter an amount in numbers, e.g. 100.50.'],
    ['20', 'The least you can enter is RM 50.00.'],
    ['2,000', 'That is more than your available balance of RM 1,050.50.'],
  ])('refuses %j with a clear message and sends nothing', async (typed, message) => {
    const user = userEvent.setup();
    const { sent } = await setup();
    await user.type(await screen.findByLabelText('Amount (RM)'), typed);
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent('withdrawCreate')).toHaveLength(0);
  });

  it('a wrong payment password is said in place and keeps the amount typed; the right one applies once and clears the form', async () => {
    const user = userEvent.setup();
    let reply: FakeReply = failReply(200, 'PASSWORD_INCORRECT', 'The payment password is not correct.');
    const { sent } = await setup({ withdrawCreate: () => reply });
    const amount = await screen.findByLabelText('Amount (RM)');
    await user.type(amount, '1,000.5');
    await user.type(screen.getByLabelText('Payment password'), '111111');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/not correct|incorrect/i);
    expect(amount).toHaveValue('1000.50');
    reply = okReply({ ...rejected, withdrawalId: 'W3', status: 'applying', amount: '1000.50' });
    await user.clear(screen.getByLabelText('Payment password'));
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/has been applied for/)).toBeInTheDocument();
    expect(sent('withdrawCreate')).toHaveLength(2);
    // Accepted: nothing typed stays to be sent again by mistake.
    expect(amount).toHaveValue('');
    expect(screen.getByLabelText('Payment password')).toHaveValue('');
  });

  it('a send that timed out is retried with the same idempotency key, so the money moves once', async () => {
    const user = userEvent.setup();
    let reply: FakeReply = 'timeout';
    const { sent } = await setup({ withdrawCreate: () => reply });
    await user.type(await screen.findByLabelText('Amount (RM)'), '100');
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    reply = okReply({ ...rejected, status: 'applying', amount: '100.00' });
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/has been applied for/)).toBeInTheDocument();
    const attempts = sent('withdrawCreate').map((call) => call.body);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toMatchObject({ amount: '100.00', paymentPassword: '246810' });
    expect(attempts[1]!.idempotencyKey).toBe(attempts[0]!.idempotencyKey);
  });

  it('WALLET-05: a passed withdrawal is confirmed received; "not received" refuses a file of the wrong type before sending', async () => {
    const user = userEvent.setup();
    let list = [passed];
    const { sent, engine } = await setup({
      withdrawList: () => okReply(page(list)),
      withdrawConfirmReceipt: () => {
        list = [{ ...passed, receipt: 'received' }];
        return okReply(list[0]);
      },
    });
    expect(await screen.findByText('Please confirm you received it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not received' }));
    const input = screen.getByLabelText(/Proof of non-receipt/);
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Only PNG or JPEG images can be sent.')).toBeInTheDocument();
    expect(sent('withdrawNotReceived')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'I received it' }));
    expect(await screen.findByText('Received.')).toBeInTheDocument();
    expect(screen.queryByText('Please confirm you received it.')).toBeNull();
    expect(sent('withdrawConfirmReceipt')).toHaveLength(1);
    // A live event (the operator acting) refreshes the list where it is shown.
    list = [{ ...passed, withdrawalId: 'W9', status: 'applying', receipt: undefined } as never];
    act(() => engine.data.invalidate(['withdrawList']));
    expect(await within(await screen.findByRole('list')).findByText('Applying')).toBeInTheDocument();
  });
});
