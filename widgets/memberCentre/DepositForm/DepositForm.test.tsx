import { act, screen, within } from '@testing-library/react';
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
const listExample = calls.depositList.response.examples[0];
/** The member's deposits: none unless a test lists some. */
const depositPage = (list: readonly unknown[] = []) => ({
  ...listExample,
  list,
  totalRows: list.length,
  totalPages: list.length > 0 ? 1 : 0,
});

async function setup(
  created: unknown = bankDeposit,
  offered: unknown = methods,
  options: { listed?: readonly unknown[]; language?: string } = {},
) {
  let status: unknown = created;
  let listed: unknown = depositPage(options.listed);
  const platform = fakePlatform(
    byName({
      walletBalance: okReply({ balance: '1250.50', currencySymbol: 'RM' }),
      depositMethods: okReply(offered),
      depositCreate: () => okReply(created),
      depositStatus: () => okReply(status),
      depositList: () => okReply(listed),
    }),
  );
  const result = await renderWidget(<DepositForm {...widgetProps(schema)} />, {
    member,
    adapter: platform.adapter,
    ...(options.language ? { language: options.language } : {}),
  });
  const sent = (name: keyof typeof calls) => platform.seen.filter((request) => request.path === calls[name].path);
  return {
    ...result,
    sent,
    settle: (next: unknown) => (status = next),
    relist: (list: readonly unknown[]) => (listed = depositPage(list)),
  };
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
    // The result takes the focus (issue 26): on a phone it had been scrolled past.
    expect(screen.getByRole('heading', { name: 'Deposit of RM 100.00' })).toHaveFocus();
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

  it('after a bank deposit the result takes the focus; account number, name, amount and reference each have a copy button that says what it copied (issue 26)', async () => {
    const user = userEvent.setup();
    await setup({ ...bankDeposit, fee: '1.50' });
    await user.click(await screen.findByRole('button', { name: '100.00' }));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const heading = await screen.findByRole('heading', { name: 'Deposit of RM 100.00' });
    expect(heading).toHaveFocus();
    const details = within(heading.closest('section')!);
    // What is sent by bank is the amount and the fee on top.
    expect(details.getByText('RM 101.50')).toBeInTheDocument();
    const copies = [
      ['Copy account number', bankDeposit.bankAccount!.accountNumber],
      ['Copy account name', bankDeposit.bankAccount!.holder],
      ['Copy amount', '101.50'],
      ['Copy reference', bankDeposit.reference!],
    ] as const;
    for (const [name, text] of copies) {
      const button = details.getByRole('button', { name });
      expect(button).toHaveTextContent('Copy');
      await user.click(button);
      // Said politely beside the button, and on the clipboard.
      const said = within(button.parentElement!).getByRole('status');
      expect(said).toHaveTextContent(`Copied: ${text}`);
      expect(await navigator.clipboard.readText()).toBe(text);
    }
    await user.click(details.getByRole('button', { name: 'Make another deposit' }));
    expect(await screen.findByRole('radio', { name: 'Bank transfer (Maybank)' })).toHaveFocus();
  });

  it("the recent deposits are listed with amount, method, reference, when and state; the operator's confirmation shows without a reload (issue 26, MC-18)", async () => {
    const pending = { ...bankDeposit, depositId: 'D1', reference: 'AURPENDING' };
    const paid = {
      ...cardDeposit,
      depositId: 'D2',
      amount: '300.00',
      status: 'succeeded',
      settledAt: '2026-11-20T10:05:00Z',
    };
    const expired = {
      ...cardDeposit,
      depositId: 'D3',
      methodId: 'ewallet-tng',
      kind: 'ewallet',
      amount: '30.00',
      fee: '0.00',
      status: 'failed',
      failureReason: 'the payment page expired before it was paid',
      settledAt: '2026-11-20T10:31:00Z',
    };
    const rejected = {
      ...bankDeposit,
      depositId: 'D4',
      reference: 'AURREFUSED',
      amount: '50.00',
      status: 'failed',
      failureReason: 'no transfer with this reference',
      settledAt: '2026-11-20T10:10:00Z',
    };
    const { engine, relist } = await setup(bankDeposit, methods, { listed: [pending, paid, expired, rejected] });
    const recent = await screen.findByRole('region', { name: 'Recent deposits' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'RM 100.00Bank transfer (Maybank)Waiting for paymentReference: AURPENDING20/11/2026, 18:00',
      'RM 300.00Debit / credit cardPaidReference: D220/11/2026, 18:00',
      "RM 30.00Touch 'n Go eWalletExpiredReference: D320/11/2026, 18:00",
      'RM 50.00Bank transfer (Maybank)RejectedReference: AURREFUSED20/11/2026, 18:00',
    ]);
    relist([{ ...pending, status: 'succeeded', settledAt: '2026-11-20T10:20:00Z' }, paid, expired, rejected]);
    // What the live stream does when the operator marks it arrived.
    act(() => engine.data.invalidate(['depositList']));
    expect(await within(items[0]!).findByText('Paid')).toBeInTheDocument();
  });

  it("states and copy buttons are in the player's language (issue 26)", async () => {
    const user = userEvent.setup();
    await setup(bankDeposit, methods, { listed: [{ ...bankDeposit, depositId: 'D1' }], language: 'MY' });
    expect(await screen.findByText('Menunggu bayaran')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '100.00' }));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('heading', { name: 'Deposit sebanyak RM 100.00' })).toHaveFocus();
    for (const name of ['Salin nombor akaun', 'Salin nama akaun', 'Salin jumlah', 'Salin rujukan'])
      expect(screen.getByRole('button', { name })).toHaveTextContent('Salin');
  });

  it('RG-30 offers no deposit during a time-out: says why and until when, and points to the withdrawal', async () => {
    const state = {
      ...calls.responsibleGaming.response.examples[0],
      exclusion: { kind: 'timeOut', since: '2026-11-20T10:00:00Z', until: '2026-11-27T10:00:00Z' },
    };
    const platform = fakePlatform(
      byName({
        responsibleGaming: okReply(state),
        depositMethods: okReply(methods),
        depositList: okReply(depositPage()),
      }),
    );
    await renderWidget(<DepositForm {...widgetProps(schema)} />, {
      member,
      brand: { compliance: { profile: 'ukgc' } },
      adapter: platform.adapter,
    });
    expect(await screen.findByText(/You cannot deposit during your time-out: it lasts until/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'You can still withdraw your balance.' })).toHaveAttribute(
      'href',
      '/member?page=withdraw',
    );
    expect(screen.queryByRole('button', { name: /deposit/i })).toBeNull();
  });
});
