import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import { LoginVerification } from '../../widgets/accounts/LoginForm/LoginVerification.tsx';

/** The 2FA step of the login dialog (AUTH-15): what the platform's VERIFICATION_REQUIRED answer allows. */
const meta = {
  title: 'accounts/LoginForm/Verification',
  component: LoginVerification,
  args: {
    ask: {
      ticket: 'vt_0123456789abcdef',
      methods: ['sms', 'email', 'totp', 'bankName'],
      destinations: { sms: '+60*****789', email: 'd***@example.com' },
      expiresInSeconds: 900,
    },
    onDone: fn(),
    onRestart: fn(),
  },
  parameters: {
    platform: byName({ loginVerificationSend: okReply({ expiredMinutes: 10, destination: '+60*****789' }) }),
  },
} satisfies Meta<typeof LoginVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Aurora: Story = { globals: { brand: 'aurora' } };
export const Jade: Story = { globals: { brand: 'jade' } };

/** Asking for an SMS code: the send button then waits a minute (CALL-67). */
export const CodeSent: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send code' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Code sent to +60*****789.')).toBeVisible();
  },
};

/** Only an authenticator: no tabs, no send button. */
export const AuthenticatorOnly: Story = {
  args: { ask: { ticket: 'vt_0123456789abcdef', methods: ['totp'], expiresInSeconds: 900 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Verification code')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send code' })).toBeNull();
  },
};
