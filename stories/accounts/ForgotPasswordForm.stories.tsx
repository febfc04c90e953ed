import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { byName, failReply, okReply } from '../../tests/support/fakePlatform.ts';
import ForgotPasswordForm from '../../widgets/accounts/ForgotPasswordForm/ForgotPasswordForm.tsx';
import { schema } from '../../widgets/accounts/ForgotPasswordForm/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { expectCodeRoom, onPhone, storyChallenge } from './smsRow.tsx';

/** A forgotten password (PWD-03): by e-mail, and by phone where the brand offers it (PHONEPWDRECOVERY). */
const meta = {
  title: 'accounts/ForgotPasswordForm',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: byName({ forgotPasswordEmail: okReply({ message: 'sent' }) }) },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Aurora: Story = { globals: { brand: 'aurora' } };
export const Jade: Story = { globals: { brand: 'jade' } };
export const AuroraInChinese: Story = { globals: { brand: 'aurora', locale: 'CN' } };

/** Aurora offers the reset by phone (FLAG-12): SMS code, new password, then logged in (PWD-05, PWD-06). */
export const PhoneTab: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Mobile number' }, { timeout: 5000 }));
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'password');
  },
};

const requestByEmail = async (
  canvasElement: HTMLElement,
  userEvent: { type: (element: Element, text: string) => Promise<void>; click: (element: Element) => Promise<void> },
) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Username', {}, { timeout: 5000 }), 'demo_member');
  await userEvent.type(canvas.getByLabelText('E-mail'), 'demo@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Send me a new password' }));
  return canvas;
};

/** PWD-04: the platform e-mails a new password. */
export const PasswordSent: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await requestByEmail(canvasElement, userEvent);
    await expect(await canvas.findByText('Password sent, please check your e-mail.')).toBeVisible();
  },
};

/** ERR-02: an unknown username or e-mail; what was typed stays. */
export const UnknownAccount: Story = {
  parameters: { platform: byName({ forgotPasswordEmail: failReply(404, 'ACCOUNT_NOT_FOUND') }) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await requestByEmail(canvasElement, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The username or e-mail does not exist.');
    await expect(canvas.getByLabelText('Username')).toHaveValue('demo_member');
  },
};

/** Issue 26 item 1: the reset by phone on a 360 px phone in Malay keeps the whole code readable after a send. */
export const SmsCodeOnPhoneInMalay: Story = {
  globals: { brand: 'aurora', locale: 'MY' },
  decorators: [onPhone],
  parameters: {
    platform: byName({ challenge: storyChallenge, smsNoLogin: okReply({ expiredMinutes: 10, resendSeconds: 60 }) }),
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Nombor telefon' }, { timeout: 5000 }));
    await userEvent.type(canvas.getByLabelText(/^Nombor telefon/, { selector: 'input' }), '123456789');
    await expectCodeRoom(
      canvas.getByRole('button', { name: 'Hantar kod' }),
      canvas.getByLabelText(/^Kod SMS/, { selector: 'input' }),
      (element) => userEvent.click(element),
      /^Kod telah dihantar/,
    );
  },
};
