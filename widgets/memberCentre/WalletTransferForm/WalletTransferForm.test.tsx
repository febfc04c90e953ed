import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failReply, okReply, type FakeReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import type { calls } from '../../../schemas/api/index.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { accountsPlatform, type AccountRoutes } from '../../../tests/support/accountsPlatform.ts';
import WalletTransferForm from './WalletTransferForm.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };

async function setup(routes: AccountRoutes = {}, language = 'EN') {
  let balance = '1250.50';
  const platform = await accountsPlatform({
    walletBalance: () => okReply({ balance, currencySymbol: 'RM' }),
    merchantWallet: okReply({ isSingle: false }),
    ...routes,
  });
  const result = await renderWidget(<WalletTransferForm {...widgetProps(schema)} />, {
    member,
    adapter: platform.adapter,
    language,
  });
  act(() =>
    result.engine.platform.getState().applyStatus({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      info: { publicKey: platform.publicKey },
    }),
  );
  const sent = (name: keyof typeof calls) => platform.seen.filter((call) => call.name === name);
  return { ...result, platform, sent, setBalance: (next: string) => (balance = next) };
}

describe('WalletTransferForm (MC-03, WALLET-02, UNSPEC-08, issue 15)', () => {
  it('moves money from the main wallet to a vendor wallet once, says so, and the balance everyone reads follows', async () => {
    const user = userEvent.setup();
    let setBalance: (next: string) => void = () => undefined;
    const { sent, ...rest } = await setup({
      walletTransfer: () => {
        setBalance('1150.50');
        return okReply({ balance: '1150.50', message: 'Transferred 100.00 from MAIN to PG.' });
      },
    });
    setBalance = rest.setBalance;
    expect(await screen.findByText('RM 1,250.50')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('MAIN');
    expect(screen.getByLabelText('To')).toHaveValue('PG');
    await user.type(screen.getByLabelText('Amount (RM)'), '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('RM 100.00 moved from Main wallet to PG wallet.')).toBeInTheDocument();
    // The balance is the data client's walletBalance answer, the one the header reads: asked again, not reloaded.
    expect(await screen.findByText('RM 1,150.50')).toBeInTheDocument();
    expect(sent('walletBalance').length).toBeGreaterThanOrEqual(2);
    const [body] = sent('walletTransfer').map((call) => call.body);
    expect(sent('walletTransfer')).toHaveLength(1);
    expect(body).toMatchObject({ fromWallet: 'MAIN', toWallet: 'PG', amount: '100.00' });
    expect(body!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByLabelText('Amount (RM)')).toHaveValue('');
  });

  it.each([
    ['', 'Please enter an amount.'],
    ['0', 'The amount must be more than zero.'],
    ['-5', 'The amount cannot be negative.'],
    ['10.123', 'Amounts have at most 2 decimals.'],
    ['ten', 'Please enter an amount in numbers, e.g. 100.50.'],
    ['1,250.51', 'That is more than your available balance of RM 1,250.50.'],
  ])('refuses %j out of the main wallet with a clear message and sends nothing', async (typed, message) => {
    const user = userEvent.setup();
    const { sent } = await setup({ walletTransfer: okReply({ balance: '0.00' }) });
    const field = await screen.findByLabelText('Amount (RM)');
    if (typed) await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent('walletTransfer')).toHaveLength(0);
  });

  it('back from a vendor wallet: the wallets swap, and only the platform, which knows that wallet, judges the amount', async () => {
    const user = userEvent.setup();
    const { sent } = await setup({
      walletTransfer: failReply(200, 'INSUFFICIENT_BALANCE', 'Your PG wallet holds 20.00.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Swap wallets' }));
    expect(screen.getByLabelText('From')).toHaveValue('PG');
    expect(screen.getByLabelText('To')).toHaveValue('MAIN');
    // Choosing the wallet the other side holds swaps them: never a transfer from a wallet to itself.
    await user.selectOptions(screen.getByLabelText('To'), 'JDB');
    await user.selectOptions(screen.getByLabelText('From'), 'JDB');
    expect(screen.getByLabelText('To')).toHaveValue('PG');
    await user.selectOptions(screen.getByLabelText('To'), 'MAIN');
    await user.selectOptions(screen.getByLabelText('From'), 'PG');
    await user.type(screen.getByLabelText('Amount (RM)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your PG wallet holds 20.00.');
    expect(screen.getByLabelText('Amount (RM)')).toHaveValue('5000.00');
    expect(sent('walletTransfer').map((call) => call.body)).toEqual([
      expect.objectContaining({ fromWallet: 'PG', toWallet: 'MAIN', amount: '5000.00' }),
    ]);
  });

  it.each<[string, FakeReply]>([
    ['a 500', { status: 500, data: '<html>Internal Server Error</html>' }],
    ['a timeout', 'timeout'],
    ['nonsense', { status: 200, data: 'ok!!<script>alert(1)</script>' }],
  ])(
    '%s is said in place, keeps what was typed, and the retry is the same attempt (one idempotency key)',
    async (_name, failure) => {
      const user = userEvent.setup();
      let reply: FakeReply = failure;
      const { sent } = await setup({ walletTransfer: () => reply });
      await user.type(await screen.findByLabelText('Amount (RM)'), '12.5');
      await user.click(screen.getByRole('button', { name: 'Transfer' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).not.toMatch(/Internal Server Error|script|Error:|at \w+ \(/);
      expect(alert.textContent!.length).toBeGreaterThan(10);
      expect(screen.getByLabelText('Amount (RM)')).toHaveValue('12.50');
      expect(screen.getByLabelText('To')).toHaveValue('PG');
      reply = okReply({ balance: '1238.00' });
      await user.click(screen.getByRole('button', { name: 'Transfer' }));
      expect(await screen.findByText('RM 12.50 moved from Main wallet to PG wallet.')).toBeInTheDocument();
      const [first, second] = sent('walletTransfer').map((call) => call.body);
      expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    },
  );

  it('GAME-13: where the platform runs a single wallet, it says there is nothing to transfer and offers no form', async () => {
    await setup({ merchantWallet: okReply({ isSingle: true }) });
    expect(await screen.findByText(/single wallet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });

  it("speaks the player's language", async () => {
    await setup({}, 'PT');
    expect(await screen.findByLabelText('De')).toHaveValue('MAIN');
    expect(screen.getByText('RM 1.250,50')).toBeInTheDocument();
    expect(screen.getByLabelText('Para')).toHaveDisplayValue('Carteira PG');
    expect(screen.getByRole('button', { name: 'Transferir' })).toBeInTheDocument();
  });
});
