import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okReply, type FakeReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { calls } from '../../../schemas/api/index.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import {
  accountsPlatform,
  failWith,
  type AccountRoutes,
  givePublicKey,
} from '../../../tests/support/accountsPlatform.ts';
import PaymentPasswordForm from './PaymentPasswordForm.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };
const settings = (paymentPasswordSet: boolean) =>
  okReply({ ...calls.withdrawSettings.response.examples[0], paymentPasswordSet });

async function setup(routes: AccountRoutes = {}, language = 'EN') {
  const platform = await accountsPlatform({
    walletBalance: okReply({ balance: '1250.50', currencySymbol: 'RM' }),
    withdrawSettings: settings(true),
    ...routes,
  });
  const result = await renderWidget(<PaymentPasswordForm {...widgetProps(schema)} />, {
    member,
    adapter: platform.adapter,
    language,
  });
  givePublicKey(result.engine, platform);
  const sent = () => platform.seen.filter((call) => call.name === 'paymentPasswordSet');
  return { ...result, platform, sent };
}

/** Types the change form's three fields, as a member would. */
async function fillChange(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
  await user.type(await screen.findByLabelText('Current payment password'), current);
  await user.type(screen.getByLabelText('New payment password'), next);
  await user.type(screen.getByLabelText('Confirm new payment password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change payment password' }));
}

describe('PaymentPasswordForm (MC-02, CALL-78, issue 15)', () => {
  it('a member without one sets it with new and confirm; then the form offers to change it', async () => {
    const user = userEvent.setup();
    let hasPassword = false;
    const { sent } = await setup({
      withdrawSettings: () => settings(hasPassword),
      paymentPasswordSet: () => {
        hasPassword = true;
        return okReply({ message: 'Your payment password was set.' });
      },
    });
    expect(await screen.findByText(/You have not set one yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current payment password')).toBeNull();
    await user.type(screen.getByLabelText('New payment password'), '135790');
    await user.type(screen.getByLabelText('Confirm new payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByText('Your payment password is set.')).toBeInTheDocument();
    expect(sent().map((call) => call.body)).toEqual([{ password: '135790' }]);
    // The settings were refreshed: the form now asks for the current password to change it.
    expect(await screen.findByLabelText('Current payment password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Change payment password' })).toBeInTheDocument();
  });

  it.each([
    ['12345', '135790', '135790', 'Current payment password', 'The payment password is 6 digits.'],
    ['246810', '1357', '1357', 'New payment password', 'The payment password is 6 digits.'],
    [
      '246810',
      '246810',
      '246810',
      'New payment password',
      'The new payment password must differ from the current one.',
    ],
    ['246810', '135790', '135791', 'Confirm new payment password', 'The two new payment passwords do not match.'],
  ])(
    'refuses current %j, new %j, confirm %j at %s, sending nothing',
    async (current, next, confirm, field, message) => {
      const user = userEvent.setup();
      const { sent } = await setup();
      await fillChange(user, current, next, confirm);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
      expect(sent()).toHaveLength(0);
    },
  );

  it('the button is back once the lock the platform named is over', async () => {
    const user = userEvent.setup();
    const { sent } = await setup({ paymentPasswordSet: failWith(429, 'TOO_MANY_REQUESTS', { retryAfter: 1 }) });
    await fillChange(user, '111111', '135790', '135790');
    const button = screen.getByRole('button', { name: 'Change payment password' });
    expect(await screen.findByText('Too many attempts. Please try again in 1 minutes.')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm new payment password'), '{Enter}');
    expect(sent()).toHaveLength(1);
    await waitFor(() => expect(button).toBeEnabled());
    expect(sent()).toHaveLength(1);
  });

  it('keeps only digits, at most six, in each field', async () => {
    const user = userEvent.setup();
    await setup();
    const field = await screen.findByLabelText('New payment password');
    await user.type(field, '12a3-4 5678');
    expect(field).toHaveValue('123456');
  });

  it("a wrong current password is said in the player's language and keeps what was typed; the lock says the minutes", async () => {
    const user = userEvent.setup();
    let reply: FakeReply = failWith(400, 'PAYMENT_PASSWORD_INVALID');
    const { sent } = await setup({ paymentPasswordSet: () => reply }, 'CN');
    await user.type(await screen.findByLabelText('当前支付密码'), '111111');
    await user.type(screen.getByLabelText('新支付密码'), '135790');
    await user.type(screen.getByLabelText('确认新支付密码'), '135790');
    await user.click(screen.getByRole('button', { name: '修改支付密码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('当前支付密码不正确。');
    expect(screen.getByLabelText('当前支付密码')).toHaveValue('111111');
    expect(screen.getByLabelText('新支付密码')).toHaveValue('135790');
    reply = failWith(429, 'TOO_MANY_REQUESTS', { retryAfter: 300 });
    await user.click(screen.getByRole('button', { name: '修改支付密码' }));
    expect(await screen.findByText('尝试次数过多，请 5 分钟后再试。')).toBeInTheDocument();
    // Locked: the button waits out the platform's minutes instead of sending tries it would refuse.
    expect(screen.getByRole('button', { name: '修改支付密码' })).toBeDisabled();
    expect(sent().map((call) => call.body)).toEqual([
      { oldPassword: '111111', password: '135790' },
      { oldPassword: '111111', password: '135790' },
    ]);
  });

  it('the right current password changes it: the fields are cleared and the change is said', async () => {
    const user = userEvent.setup();
    const { sent, platform } = await setup({
      paymentPasswordSet: okReply({ message: 'Your payment password was changed.' }),
    });
    await fillChange(user, '246810', '135790', '135790');
    expect(await screen.findByText('Your payment password was changed.')).toBeInTheDocument();
    expect(screen.getByLabelText('New payment password')).toHaveValue('');
    expect(sent()).toHaveLength(1);
    // The password travels encrypted, never in clear on the wire.
    expect(JSON.stringify(platform.seen.find((call) => call.name === 'paymentPasswordSet')!.wire)).not.toContain(
      '246810',
    );
  });

  it('a send that timed out is said in place, nothing typed is lost, and sending again works', async () => {
    const user = userEvent.setup();
    let reply: FakeReply = 'timeout';
    await setup({ paymentPasswordSet: () => reply });
    await fillChange(user, '246810', '135790', '135790');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new payment password')).toHaveValue('135790');
    reply = okReply({ message: 'ok' });
    await user.click(screen.getByRole('button', { name: 'Change payment password' }));
    expect(await screen.findByText('Your payment password was changed.')).toBeInTheDocument();
  });
});
