import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import AuthenticatorSetup from '../../widgets/accounts/AuthenticatorSetup/AuthenticatorSetup.tsx';
import { schema } from '../../widgets/accounts/AuthenticatorSetup/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

const enrolment = {
  uri: 'otpauth://totp/Aurora:demo_member?issuer=Aurora&secret=6VANDPJ3YYLTHKN7L2WTJPEA54MTTVBC&algorithm=SHA1&digits=6&period=30',
  secret: '6VANDPJ3YYLTHKN7L2WTJPEA54MTTVBC',
  digits: 6,
  period: 30,
};

/** A member enrols an authenticator app for logins from new places (AUTH-15). */
const meta = {
  title: 'accounts/AuthenticatorSetup',
  component: AuthenticatorSetup,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: {
    platform: byName({ authenticatorEnrol: okReply(enrolment) }),
    session: { member: { id: '1', account: 'demo_member', type: 0 } },
  },
} satisfies Meta<typeof AuthenticatorSetup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Aurora: Story = { globals: { brand: 'aurora' } };
export const Jade: Story = { globals: { brand: 'jade' } };

/** After "Set up": the QR code, the key to type in by hand, and the code field. */
export const Scanning: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up an authenticator' }, { timeout: 5000 }));
    await expect(
      await canvas.findByRole('img', { name: 'QR code for your authenticator app' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Code from the app')).toBeVisible();
  },
};
