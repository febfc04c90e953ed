import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { byName, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { calls } from '../../../schemas/api/index.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import DepositForm from './DepositForm.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };
const methods = calls.depositMethods.response.examples[0];
const [bankDeposit, cardDeposit] = calls.depositCreate.response.examples;

async function setup(created: unknown = bankDeposit, offered: unknown = methods) {
  let status: unknown = created;
  const platform = fakePlatform(
    byName({
      walletBalance: okReply({ balance: '1250.50', currencySymbol: 'RM' }),
      depositMethods: okReply(offered),
      depositCreate: () => okReply(created),
      depositStatus: () => okReply(status),
    }),
  );
  const result = await renderWidget(<DepositForm {...widgetProps(schema)} />, { member, adapter: platform.adapter });
  const sent = (name: keyof typeof calls) => platform.seen.filter((request) => request.path === calls[name].path);
  return { ...result, sent, settle: (next: unknown) => (status = next) };
}

describe('DepositForm (MC-04, WALLET-03, issue 15)', () => {
  it("a preset fills the amount; under the method's least amount is refused in place and nothing is sent", async () => {
    const user = userEvent.setup();
    const { sent } = await setup();
    expect(await screen.findByText('From RM 30.00 to RM 30,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '100.00' }));
    expect(screen.getByLabelText('Amount (RM)')).toHaveValue('100.00');
    expect(screen.getByRole('button', { name: '100.00' })).toHaveAttribute('aria-pressed', 'true');
    await user.clear(screen.getByLabelText('Amount (RM)'));
    await user.type(screen.getByLabelText('Amount (RM)'), '10');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('The least you can enter is RM 30.00.')).toBeInTheDocument();
    expect(sent('depositCreate')).toHaveLength(0);
  });

  it('a bank transfer shows the account and the reference to quote; its arrival shows without a reload (MC-18)', async () => {
    const user = userEvent.setup();
    const { engine, settle } = await setup();
    await user.click(await screen.findByRole('button', { name: '100.00' }));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(bankDeposit.reference!)).toBeInTheDocument();
    expect(screen.getByText(bankDeposit.bankAccount!.accountNumber)).toBeInTheDocument();
    expect(await screen.findByText('Waiting for your payment.')).toBeInTheDocument();
    settle({ ...bankDeposit, status: 'succeeded' });
    // What the live stream does when the operator marks it arrived.
    act(() => engine.data.invalidate(['depositStatus']));
    expect(await screen.findByText('Your deposit has arrived.')).toBeInTheDocument();
  });

  it('a card deposit opens the payment page in a new window', async () => {
    const user = userEvent.setup();
    await setup(cardDeposit);
    await user.click(await screen.findByRole('radio', { name: 'Debit / credit card' }));
    await user.type(screen.getByLabelText('Amount (RM)'), '100');
    expect(screen.getByText(/A fee of about RM 1.50/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const link = await screen.findByRole('link', { name: 'Go to the payment page' });
    expect(link).toHaveAttribute('href', cardDeposit.paymentUrl);
    expect(link).toHaveAttribute('target', '_blank');
    // The platform's answer states how long the page takes the payment (issue 24).
    expect(
      screen.getByText(
        'The payment page takes your payment for 30 minutes. After that, nothing is taken and you can make a new deposit.',
      ),
    ).toBeInTheDocument();
  });

  it('a platform without a payment provider: the deposit page says card and e-wallet are not available, and only the bank transfer can be chosen (issue 24)', async () => {
    const user = userEvent.setup();
    const withoutProvider = {
      ...methods,
      methods: methods.methods.map((method) => ({ ...method, available: method.kind === 'bank' })),
    };
    const { sent } = await setup(bankDeposit, withoutProvider);
    const card = await screen.findByRole('radio', { name: /Debit \/ credit card/ });
    expect(card).toBeDisabled();
    expect(card.closest('label')).toHaveTextContent('Debit / credit card (Not available at the moment)');
    expect(screen.getByRole('radio', { name: /Touch 'n Go eWallet/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Bank transfer (Maybank)' })).toBeChecked();
    await user.click(card);
    expect(screen.getByRole('radio', { name: 'Bank transfer (Maybank)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '100.00' }));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(bankDeposit.reference!)).toBeInTheDocument();
    expect(sent('depositCreate')).toHaveLength(1);
  });

  it('says so when no method is available at all', async () => {
    await setup(bankDeposit, {
      ...methods,
      methods: methods.methods.map((method) => ({ ...method, available: false })),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('No payment method is available at the moment.');
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
  });
});
