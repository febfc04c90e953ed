import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { byName, failReply, okReply } from '../../tests/support/fakePlatform.ts';
import RegisterForm from '../../widgets/accounts/RegisterForm/RegisterForm.tsx';
import { schema } from '../../widgets/accounts/RegisterForm/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { expectCodeRoom, onPhone, storyChallenge } from './smsRow.tsx';

/** A 1 × 1 PNG: the story platform's captcha image (CALL-18). */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Register rules as a platform might send them (CALL-11): a real name, an optional e-mail, an invitation code and a captcha. */
const rules = {
  username: { enabled: true, required: true, pattern: 1, min: 4, max: 16 },
  password: { enabled: true, required: true, pattern: 5, min: 6, max: 20 },
  payeeName: { enabled: true, required: true, pattern: 20, min: 2, max: 50 },
  email: { enabled: true, required: false, pattern: 3, min: 5, max: 100 },
  mobileNum: { enabled: false, required: false, pattern: 6, min: 7, max: 15 },
  affiliateCode: { enabled: true, required: false, pattern: 4, min: 1, max: 30 },
  captcha: { enabled: true, required: true, pattern: '*' },
};

const platform = byName({
  registerSettings: okReply(rules),
  captcha: okReply(PNG),
  challenge: storyChallenge,
  smsRegister: okReply({ expiredMinutes: 10, resendSeconds: 60 }),
});

/** Every step of a sign-up fails as a broken platform would (500). */
const failing = byName({
  registerSettings: okReply(rules),
  captcha: okReply(PNG),
  challenge: failReply(500, 'UNKNOWN'),
  register: failReply(500, 'UNKNOWN'),
});

const meta = {
  title: 'accounts/RegisterForm',
  component: RegisterForm,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Play: the form is there with its captcha; `tabs` tabs offer the ways to register (none: one way only, REG-01). */
const showsForm =
  (tabs: number): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Register' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Captcha image' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryAllByRole('tab')).toHaveLength(tabs);
  };

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = {};

/** Aurora offers both ways (MOBILENUMREG3): the username tab first. */
export const Aurora: Story = { globals: { brand: 'aurora' }, play: showsForm(2) };

/** Jade registers by username only: one form, no tab list. */
export const Jade: Story = { globals: { brand: 'jade' }, play: showsForm(0) };

export const JadeInChinese: Story = { globals: { brand: 'jade', locale: 'CN' } };

/** Jade under the MGA's rules (its licensed copy): optional daily, weekly and monthly deposit limits (RG-31). */
export const JadeWithLimitsAtRegistration: Story = {
  globals: { brand: 'jade' },
  parameters: { complianceProfile: 'mga' },
  play: async ({ canvasElement }) => {
    const limits = await within(canvasElement).findByRole('group', { name: 'Deposit limits' }, { timeout: 5000 });
    for (const period of ['Daily', 'Weekly', 'Monthly'])
      await expect(within(limits).getByLabelText(new RegExp(`^${period} deposit limit`))).not.toBeRequired();
  },
};

/** The mobile tab (FLAG-01): dialing code with flags (FLAG-13), the SMS code and its send button (REG-04, SMS-06). */
export const MobileTab: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Mobile number' }, { timeout: 5000 }));
    const panel = within(canvas.getByRole('tabpanel'));
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Country code' }), '+65');
    await userEvent.type(panel.getByLabelText(/^Mobile number/, { selector: 'input' }), '91234567');
    await expect(panel.getByLabelText(/^SMS code/, { selector: 'input' })).toBeRequired();
  },
};

/** Submitting an empty form: every message next to its field, focus on the first (VAL-*). */
export const FieldErrors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Username/, { selector: 'input' }, { timeout: 5000 }), '9lives');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByLabelText(/^Username/, { selector: 'input' })).toHaveFocus();
    await expect(canvas.getByText('Account format is incorrect')).toBeVisible();
    await expect(canvas.getByText('Please agree to the terms')).toBeVisible();
  },
};

/** The platform fails (500): the catalogue's message with a retry, and the form keeps what was typed. */
export const PlatformFailure: Story = {
  parameters: { platform: failing },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const field = (name: RegExp) => canvas.getByLabelText(name, { selector: 'input' });
    await userEvent.type(
      await canvas.findByLabelText(/^Username/, { selector: 'input' }, { timeout: 5000 }),
      'newplayer',
    );
    await userEvent.type(field(/^Password/), 'Secret123');
    await userEvent.type(field(/^Confirm password/), 'Secret123');
    await userEvent.type(field(/^Real name/), 'Ana Silva');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Captcha' }), 'ABCDE');
    await userEvent.click(canvas.getByRole('checkbox', { name: /agree to the terms/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeVisible();
    await expect(field(/^Username/)).toHaveValue('newplayer');
  },
};

/**
 * Issue 26 item 1: on a 360 px phone in Malay, after a send ("Hantar semula dalam 1:00" is the
 * longest text of the row), the SMS code still shows a whole six-digit code and the button sits
 * beside or under it, never over it or off the form.
 */
export const SmsCodeOnPhoneInMalay: Story = {
  globals: { brand: 'aurora', locale: 'MY' },
  decorators: [onPhone],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Nombor telefon' }, { timeout: 5000 }));
    const panel = within(canvas.getByRole('tabpanel'));
    await userEvent.type(panel.getByLabelText(/^Nombor telefon/, { selector: 'input' }), '123456789');
    await expectCodeRoom(
      panel.getByRole('button', { name: 'Hantar kod' }),
      panel.getByLabelText(/^Kod SMS/, { selector: 'input' }),
      (element) => userEvent.click(element),
      /^Kod telah dihantar/,
    );
  },
};
