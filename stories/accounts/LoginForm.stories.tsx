import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import LoginForm from '../../widgets/accounts/LoginForm/LoginForm.tsx';
import { schema } from '../../widgets/accounts/LoginForm/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

const platform = byName({ smsNoLogin: okReply({ expiredMinutes: 5 }) });

const meta = {
  title: 'accounts/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsForm: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('button', { name: 'Log in' }, { timeout: 5000 })).toBeVisible();
  await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
};

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = { play: showsForm };

/** Aurora offers login by SMS code (MOBILEVERCODELOGIN3): a tab list, username first (AUTH-01). */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async (context) => {
    await showsForm(context);
    await expect(within(context.canvasElement).getByRole('tab', { name: 'Username' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Aurora offers Google and Facebook below the form (brand `signIn.providers`, AUTH-13, UNSPEC-34). */
export const AuroraProviders: Story = {
  globals: { brand: 'aurora' },
  play: async (context) => {
    await showsForm(context);
    const group = within(context.canvasElement).getByRole('group', { name: 'Or log in with' });
    await expect(within(group).getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(within(group).getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
  },
};

/** Jade logs in by username only: no tab list. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  play: async (context) => {
    await showsForm(context);
    await expect(within(context.canvasElement).queryByRole('tablist')).toBeNull();
  },
};

export const JadeInChinese: Story = { globals: { brand: 'jade', locale: 'CN' } };

/** The SMS tab: country code (FLAG-13), mobile number, the code and its send button (AUTH-03, SMS-01). */
export const SmsTab: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Mobile number' }, { timeout: 5000 }));
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

/** Logging in with nothing typed: the message under the field, focus on it (VAL-04). */
export const FieldErrors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in' }, { timeout: 5000 }));
    await expect(canvas.getByLabelText('Username')).toHaveFocus();
    await expect(canvas.getAllByText('Please enter the username and password.')[0]).toBeVisible();
  },
};

/** The agent page's form (AUTH-10, ROUTE-04): no registration link, no remember me. */
export const AgentPage: Story = {
  args: { audience: 'agent', afterLogin: '/agentHome', showRememberMe: false },
  play: async (context) => {
    await showsForm(context);
    await expect(within(context.canvasElement).queryByRole('button', { name: 'No account? Register' })).toBeNull();
  },
};
