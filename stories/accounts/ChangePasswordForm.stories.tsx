import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ChangePasswordForm from '../../widgets/accounts/ChangePasswordForm/ChangePasswordForm.tsx';
import { schema } from '../../widgets/accounts/ChangePasswordForm/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

/** The change-password form (PWD-01); a forced change opens it without the old password (AUTH-06). */
const meta = {
  title: 'accounts/ChangePasswordForm',
  component: ChangePasswordForm,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Aurora: Story = { globals: { brand: 'aurora' } };
export const Jade: Story = { globals: { brand: 'jade' } };
export const JadeInChinese: Story = { globals: { brand: 'jade', locale: 'CN' } };

/** Passwords that do not match, and an empty current password: each message beside its field. */
export const FieldErrors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password', {}, { timeout: 5000 }), 'better456');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'better457');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByLabelText('Current password')).toHaveFocus();
    await expect(canvas.getByText('The passwords do not match.')).toBeVisible();
  },
};

/** On the security centre's page (issue 26, MC-02): a change says so and the member stays signed in. */
const inPage = {
  args: { inPage: true },
  parameters: { session: { member: { id: '1', account: 'demo_member', type: 0 } } },
};

/** Titled on the page; sending is held by the unit tests and e2e (the story platform has no key to decrypt it). */
export const AuroraInSecurityCentre: Story = {
  ...inPage,
  globals: { brand: 'aurora', locale: 'MY' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Tukar kata laluan log masuk' }, { timeout: 5000 });
    await expect(within(form).getByLabelText('Kata laluan semasa')).toBeVisible();
  },
};

export const JadeInSecurityCentre: Story = {
  ...inPage,
  globals: { brand: 'jade' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Change login password' }, { timeout: 5000 })).toBeVisible();
  },
};
