import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failReply, okReply, type FakeReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import type { calls } from '../../../schemas/api/index.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { accountsPlatform, type AccountRoutes, givePublicKey } from '../../../tests/support/accountsPlatform.ts';
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
  givePublicKey(result.engine, platform);
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

  it("back from a vendor wallet: the wallets swap, and the platform, which knows that wallet, judges the amount in the player's words", async () => {
    const user = userEvent.setup();
    const { sent } = await setup({
      walletTransfer: failReply(200, 'INSUFFICIENT_BALANCE', 'Insufficient balance in the PG wallet: 20.00 available.'),
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
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The wallet you move from does not hold that much. Nothing was moved.',
    );
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

/** A platform that keeps each wallet's balance and moves them as CALL-20 asks (issue 26). */
function walletsPlatform(start: Record<string, string>) {
  const held = new Map(Object.entries(start));
  const cents = (text: string) => Math.round(Number(text) * 100);
  const money = (value: number) => (value / 100).toFixed(2);
  return {
    held,
    walletBalance: () =>
      okReply({
        balance: held.get('MAIN')!,
        currencySymbol: 'RM',
        wallets: [...held].filter(([code]) => code !== 'MAIN').map(([wallet, balance]) => ({ wallet, balance })),
      }),
    move: (body: { fromWallet: string; toWallet: string; amount: string }) => {
      if (cents(held.get(body.fromWallet)!) < cents(body.amount))
        return failReply(200, 'INSUFFICIENT_BALANCE', `Insufficient balance in the ${body.fromWallet} wallet.`);
      held.set(body.fromWallet, money(cents(held.get(body.fromWallet)!) - cents(body.amount)));
      held.set(body.toWallet, money(cents(held.get(body.toWallet)!) + cents(body.amount)));
      return okReply({ balance: held.get('MAIN')! });
    },
  };
}

describe('WalletTransferForm: each wallet and all back to main (issue 26 item 8, MC-03, WALLET-02)', () => {
  it("lists the main wallet and each wallet the platform reports with its balance, in the player's language", async () => {
    const wallets = walletsPlatform({ MAIN: '1250.50', PG: '50.00', JDB: '0.00' });
    await setup({ walletBalance: wallets.walletBalance }, 'MY');
    const list = await screen.findByRole('list');
    await within(list).findByText('Dompet PG');
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => [...row.querySelectorAll('span, strong')].map((cell) => cell.textContent).join(' '));
    expect(rows).toEqual(['Dompet utama RM 1,250.50', 'Dompet PG RM 50.00', 'Dompet JDB RM 0.00']);
    expect(screen.getByRole('button', { name: 'Kembali ke utama: semua Dompet PG' })).toBeEnabled();
    // An empty wallet has nothing to move back.
    expect(screen.queryByRole('button', { name: 'Kembali ke utama: semua Dompet JDB' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Semua kembali ke utama' })).toBeEnabled();
  });

  it("one wallet's back to main moves its whole balance, and the list shows the new balances", async () => {
    const user = userEvent.setup();
    const wallets = walletsPlatform({ MAIN: '1250.50', PG: '50.00', JDB: '7.25' });
    const { sent } = await setup({
      walletBalance: wallets.walletBalance,
      walletTransfer: (call) => wallets.move(call.body as never),
    });
    await user.click(await screen.findByRole('button', { name: 'Back to main: all of PG wallet' }));
    expect(await screen.findByText('RM 50.00 moved back to the main wallet.')).toBeInTheDocument();
    expect(await screen.findByText('RM 1,300.50')).toBeInTheDocument();
    expect(sent('walletTransfer').map((call) => call.body)).toEqual([
      expect.objectContaining({ fromWallet: 'PG', toWallet: 'MAIN', amount: '50.00' }),
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Back to main: all of PG wallet' })).toBeNull());
  });

  it('all back to main moves every wallet that holds money, once each, says the total, and leaves nothing to move', async () => {
    const user = userEvent.setup();
    const wallets = walletsPlatform({ MAIN: '1250.50', PG: '50.00', JDB: '0.00', CQ9: '10.25' });
    const { sent } = await setup({
      walletBalance: wallets.walletBalance,
      walletTransfer: (call) => wallets.move(call.body as never),
    });
    await user.click(await screen.findByRole('button', { name: 'All back to main' }));
    expect(await screen.findByText('RM 60.25 moved back to the main wallet.')).toBeInTheDocument();
    expect(await screen.findByText('RM 1,310.75')).toBeInTheDocument();
    const bodies = sent('walletTransfer').map((call) => call.body!);
    expect(bodies).toEqual([
      expect.objectContaining({ fromWallet: 'PG', toWallet: 'MAIN', amount: '50.00' }),
      expect.objectContaining({ fromWallet: 'CQ9', toWallet: 'MAIN', amount: '10.25' }),
    ]);
    expect(bodies[0]!.idempotencyKey).not.toBe(bodies[1]!.idempotencyKey);
    await waitFor(() => expect(screen.getByRole('button', { name: 'All back to main' })).toBeDisabled());
  });

  it("a refusal is said in the player's language, not the platform's English", async () => {
    const user = userEvent.setup();
    const wallets = walletsPlatform({ MAIN: '1250.50', PG: '50.00' });
    await setup(
      {
        walletBalance: wallets.walletBalance,
        walletTransfer: failReply(
          200,
          'INSUFFICIENT_BALANCE',
          'Insufficient balance in the PG wallet: 0.00 available.',
        ),
      },
      'MY',
    );
    await user.click(await screen.findByRole('button', { name: 'Semua kembali ke utama' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dompet sumber tidak mempunyai baki sebanyak itu. Tiada wang dipindahkan.');
    expect(alert.textContent).not.toMatch(/Insufficient/);
  });

  it('after a timeout the next press sends the same move first, as the same attempt, so nothing moves twice', async () => {
    const user = userEvent.setup();
    const wallets = walletsPlatform({ MAIN: '1250.50', PG: '50.00', CQ9: '10.00' });
    let first = true;
    const { sent } = await setup({
      walletBalance: wallets.walletBalance,
      walletTransfer: (call) => {
        if (first) {
          first = false;
          return 'timeout';
        }
        return wallets.move(call.body as never);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'All back to main' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All back to main' }));
    expect(await screen.findByText('RM 60.00 moved back to the main wallet.')).toBeInTheDocument();
    const bodies = sent('walletTransfer').map((call) => call.body!);
    expect(bodies.map((body) => body.fromWallet)).toEqual(['PG', 'PG', 'CQ9']);
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
  });
});
