import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okReply, type FakeReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { calls } from '../../../schemas/api/index.ts';
import { payoutAccountAdd } from '../../../schemas/generated/requestValidators.js';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import {
  accountsPlatform,
  failWith,
  type AccountRoutes,
  type SeenCall,
  givePublicKey,
} from '../../../tests/support/accountsPlatform.ts';
import PayoutAccounts from './PayoutAccounts.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };
const maybank = { accountId: 'PA7', bankName: 'Maybank', accountNumber: '**** **** 5678', holder: 'Tan Mei Ling' };
const banks = ['Maybank', 'CIMB Bank', 'Public Bank'];
type Account = typeof maybank;

/** A platform holding the member's accounts, as CALL-75..77 answer. */
function accountsHeld(start: Account[], realName: string | null, maxAccounts = 3) {
  const state = { accounts: [...start], realName };
  return {
    state,
    routes: {
      payoutAccounts: () => okReply({ accounts: state.accounts, maxAccounts, realName: state.realName, banks }),
      payoutAccountAdd: ({ body }: SeenCall) => {
        state.realName ??= body.realName as string;
        const added = {
          accountId: `PA${state.accounts.length + 10}`,
          bankName: body.bankName as string,
          accountNumber: `**** **** ${(body.accountNumber as string).slice(-4)}`,
          holder: state.realName,
        };
        state.accounts.push(added);
        return okReply(added);
      },
      payoutAccountRemove: ({ body }: SeenCall) => {
        state.accounts = state.accounts.filter((account) => account.accountId !== body.accountId);
        return okReply({ message: 'Removed.' });
      },
    } satisfies AccountRoutes,
  };
}

async function setup(routes: AccountRoutes, options: { passwordSet?: boolean; language?: string } = {}) {
  const platform = await accountsPlatform({
    walletBalance: okReply({ balance: '1250.50', currencySymbol: 'RM' }),
    withdrawSettings: okReply({
      ...calls.withdrawSettings.response.examples[0],
      paymentPasswordSet: options.passwordSet ?? true,
    }),
    ...routes,
  });
  const result = await renderWidget(<PayoutAccounts {...widgetProps(schema)} />, {
    member,
    adapter: platform.adapter,
    language: options.language ?? 'EN',
  });
  givePublicKey(result.engine, platform);
  const sent = (name: keyof typeof calls) =>
    platform.seen.filter((call) => call.name === name).map((call) => call.body);
  return { ...result, platform, sent };
}

describe('PayoutAccounts (MC-02, WALLET-04, CALL-75..77, issue 15)', () => {
  it('lists the accounts with the holder, and adds one in the real name shown, not typed', async () => {
    const user = userEvent.setup();
    const held = accountsHeld([maybank], 'Tan Mei Ling');
    const { sent } = await setup(held.routes);
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Maybank')).toBeInTheDocument();
    expect(within(list).getByText('**** **** 5678')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 accounts')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Real name/)).toBeNull();
    expect(screen.getByText('Tan Mei Ling', { selector: 'strong' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Bank'), 'CIMB Bank');
    await user.type(screen.getByLabelText('Account number'), '7012 3456-7890');
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('CIMB Bank **** **** 7890 was added.')).toBeInTheDocument();
    expect(sent('payoutAccountAdd')).toEqual([
      { bankName: 'CIMB Bank', accountNumber: '701234567890', paymentPassword: '246810' },
    ]);
    expect(await within(screen.getByRole('list')).findByText('CIMB Bank')).toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).toHaveValue('');
  });

  it.each([
    ['', '123456789', '246810', 'Bank', 'Please choose a bank.'],
    ['Maybank', '12345', '246810', 'Account number', 'Account numbers are 6 to 20 digits.'],
    ['Maybank', '12345abc9', '246810', 'Account number', 'Account numbers are 6 to 20 digits.'],
    ['Maybank', '123456789', '2468', 'Payment password', 'The payment password is 6 digits.'],
  ])(
    'refuses bank %j, number %j, password %j at %s, sending nothing',
    async (bank, number, password, field, message) => {
      const user = userEvent.setup();
      const { sent } = await setup(accountsHeld([], 'Tan Mei Ling').routes);
      if (bank) await user.selectOptions(await screen.findByLabelText('Bank'), bank);
      if (number) await user.type(await screen.findByLabelText('Account number'), number);
      if (password) await user.type(screen.getByLabelText('Payment password'), password);
      await user.click(screen.getByRole('button', { name: 'Add account' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
      expect(sent('payoutAccountAdd')).toHaveLength(0);
    },
  );

  it.each(['123456', '1'.repeat(20), '1'.repeat(21), '１２３４５６７', '١٢٣٤٥٦٧', '12345 6', '0000000'])(
    'takes account number %j exactly when the contract’s rule (CALL-76) does (issue 25 item 4)',
    async (number) => {
      const user = userEvent.setup();
      const { sent } = await setup(accountsHeld([], 'Tan Mei Ling').routes);
      await user.selectOptions(await screen.findByLabelText('Bank'), 'Maybank');
      await user.type(screen.getByLabelText('Account number'), number);
      await user.type(screen.getByLabelText('Payment password'), '246810');
      await user.click(screen.getByRole('button', { name: 'Add account' }));
      // What the form sends is the number without the spaces and dashes a card prints.
      const cleaned = number.replace(/[\s-]/g, '');
      const accepted = payoutAccountAdd.validate({
        bankName: 'Maybank',
        accountNumber: cleaned,
        paymentPassword: '246810',
      });
      if (accepted) {
        expect(await screen.findByText(/was added/)).toBeInTheDocument();
        expect(sent('payoutAccountAdd')).toEqual([
          { bankName: 'Maybank', accountNumber: cleaned, paymentPassword: '246810' },
        ]);
      } else {
        expect(await screen.findByText('Account numbers are 6 to 20 digits.')).toBeInTheDocument();
        expect(sent('payoutAccountAdd')).toHaveLength(0);
      }
    },
  );

  it.each([
    ['EN', { field: 'accountNumber', rule: 'pattern' }, 'Account number', 'Account numbers are 6 to 20 digits.'],
    [
      'MY',
      { field: 'accountNumber', rule: 'maxLength', limit: 20 },
      'Nombor akaun',
      'Nombor akaun ialah 6 hingga 20 digit.',
    ],
    [
      'EN',
      { field: 'realName', rule: 'characters', character: 'U+202E' },
      'Real name (as your bank has it)',
      'Real name (as your bank has it): please remove the character U+202E (a control or text-direction character).',
    ],
  ])(
    'the platform’s refusal by the request’s rules (%s, %j) is said under the field in the form’s own words',
    async (language, named, field, words) => {
      const user = userEvent.setup();
      await setup(
        { ...accountsHeld([], null).routes, payoutAccountAdd: failWith(400, 'VALIDATION_FAILED', named) },
        { language },
      );
      await user.selectOptions(await screen.findByLabelText('Bank'), 'Maybank');
      await user.type(
        screen.getByLabelText(field === 'Nombor akaun' ? 'Nombor akaun' : 'Account number'),
        '514012345678',
      );
      if (language === 'EN') await user.type(screen.getByLabelText('Real name (as your bank has it)'), 'Tan Mei Ling');
      else await user.type(screen.getByLabelText('Nama sebenar (seperti dalam rekod bank)'), 'Tan Mei Ling');
      await user.type(
        screen.getByLabelText(language === 'EN' ? 'Payment password' : 'Kata laluan pembayaran'),
        '246810',
      );
      await user.click(screen.getByRole('button', { name: language === 'EN' ? 'Add account' : 'Tambah akaun' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(words);
      expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(field)).toHaveAccessibleDescription(words);
      expect(screen.queryByText('Platform words.')).toBeNull();
    },
  );

  it('the first account asks for the real name, checks it, and sends it once; the holder is then shown, not asked', async () => {
    const user = userEvent.setup();
    const held = accountsHeld([], null);
    const { sent } = await setup(held.routes);
    expect(await screen.findByText('You have no payout account yet. Withdrawals are paid to one.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Bank'), 'Maybank');
    await user.type(screen.getByLabelText('Account number'), '514012345678');
    await user.type(screen.getByLabelText('Real name (as your bank has it)'), ' A ');
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText(/at least 2 characters/)).toBeInTheDocument();
    expect(sent('payoutAccountAdd')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Real name (as your bank has it)'));
    await user.type(screen.getByLabelText('Real name (as your bank has it)'), ' Tan Mei Ling ');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Maybank **** **** 5678 was added.')).toBeInTheDocument();
    expect(sent('payoutAccountAdd')[0]).toMatchObject({ realName: 'Tan Mei Ling' });
    expect(await screen.findByText('Tan Mei Ling', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Real name (as your bank has it)')).toBeNull();
  });

  it("a wrong payment password, a refusal and a lock are said in the player's language; what was typed is kept", async () => {
    const user = userEvent.setup();
    let reply: FakeReply = failWith(400, 'PAYMENT_PASSWORD_INVALID');
    await setup({ ...accountsHeld([], 'Tan Mei Ling').routes, payoutAccountAdd: () => reply }, { language: 'MY' });
    await user.selectOptions(await screen.findByLabelText('Bank'), 'Maybank');
    await user.type(screen.getByLabelText('Nombor akaun'), '514012345678');
    await user.type(screen.getByLabelText('Kata laluan pembayaran'), '111111');
    await user.click(screen.getByRole('button', { name: 'Tambah akaun' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kata laluan pembayaran tidak betul.');
    expect(screen.getByLabelText('Nombor akaun')).toHaveValue('514012345678');
    expect(screen.getByLabelText('Bank')).toHaveValue('Maybank');
    expect(screen.getByLabelText('Kata laluan pembayaran')).toHaveValue('111111');
    reply = failWith(400, 'VALIDATION_FAILED');
    await user.click(screen.getByRole('button', { name: 'Tambah akaun' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Akaun ini tidak dapat ditambah/);
    expect(screen.queryByText('Platform words.')).toBeNull();
    // Too many wrong payment passwords (counted with every other check): the minutes are said and the button waits.
    reply = failWith(429, 'TOO_MANY_REQUESTS', { retryAfter: 300 });
    await user.click(screen.getByRole('button', { name: 'Tambah akaun' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Terlalu banyak percubaan. Sila cuba lagi dalam 5 minit.',
    );
    expect(screen.getByRole('button', { name: 'Tambah akaun' })).toBeDisabled();
  });

  it('removes an account only after the payment password confirms it; "Keep" sends nothing', async () => {
    const user = userEvent.setup();
    const held = accountsHeld(
      [maybank, { ...maybank, accountId: 'PA8', bankName: 'Public Bank', accountNumber: '**** **** 1111' }],
      'Tan Mei Ling',
    );
    const { sent } = await setup(held.routes);
    const removeButton = await screen.findByRole('button', { name: 'Remove Maybank **** **** 5678' });
    await user.click(removeButton);
    expect(
      screen.getByText('Remove Maybank **** **** 5678? Enter your payment password to confirm.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByText(/Enter your payment password to confirm/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Maybank **** **** 5678' })).toHaveFocus();
    expect(sent('payoutAccountRemove')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Maybank **** **** 5678' }));
    const confirm = screen.getByRole('form', { name: 'Remove Maybank **** **** 5678' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(confirm).findByText('The payment password is 6 digits.')).toBeInTheDocument();
    expect(sent('payoutAccountRemove')).toHaveLength(0);
    await user.type(within(confirm).getByLabelText('Payment password'), '246810');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Maybank **** **** 5678 was removed.')).toBeInTheDocument();
    expect(sent('payoutAccountRemove')).toEqual([{ accountId: 'PA7', paymentPassword: '246810' }]);
    expect(within(screen.getByRole('list')).queryByText('Maybank')).toBeNull();
    expect(within(screen.getByRole('list')).getByText('Public Bank')).toBeInTheDocument();
  });

  it("an account with a withdrawal applying is kept, and the platform's refusal is said in place", async () => {
    const user = userEvent.setup();
    await setup(
      { ...accountsHeld([maybank], 'Tan Mei Ling').routes, payoutAccountRemove: failWith(409, 'INVALID_STATE') },
      { language: 'PT' },
    );
    await user.click(await screen.findByRole('button', { name: 'Remover Maybank **** **** 5678' }));
    const confirm = screen.getByRole('form', { name: 'Remover Maybank **** **** 5678' });
    await user.type(within(confirm).getByLabelText('Senha de pagamento'), '246810');
    await user.click(within(confirm).getByRole('button', { name: 'Remover' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Está a ser processado um levantamento para esta conta.',
    );
    expect(within(screen.getByRole('list')).getByText('Maybank')).toBeInTheDocument();
  });

  it('at the most accounts allowed no add form is offered, and the page says why', async () => {
    await setup(accountsHeld([maybank], 'Tan Mei Ling', 1).routes);
    expect(
      await screen.findByText('You have the most payout accounts allowed (1). Remove one to add another.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add account' })).toBeNull();
  });

  it('without a payment password the form says to set one first', async () => {
    await setup(accountsHeld([], null).routes, { passwordSet: false });
    expect(await screen.findByText(/Please set one first/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add account' })).toBeNull();
  });

  it("a failed list shows the catalogue's message with a retry, in place", async () => {
    const user = userEvent.setup();
    let reply: FakeReply = { status: 500, data: '<html>Internal error</html>' };
    await setup({ ...accountsHeld([maybank], 'Tan Mei Ling').routes, payoutAccounts: () => reply });
    const retry = await screen.findByRole('button', { name: /retry/i });
    expect(screen.queryByText(/Internal error/)).toBeNull();
    reply = okReply({ accounts: [maybank], maxAccounts: 3, realName: 'Tan Mei Ling', banks });
    await user.click(retry);
    expect(await screen.findByText('**** **** 5678')).toBeInTheDocument();
  });
});
