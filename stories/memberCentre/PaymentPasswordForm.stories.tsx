import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import { calls } from '../../schemas/api/index.ts';
import PaymentPasswordForm from '../../widgets/memberCentre/PaymentPasswordForm/PaymentPasswordForm.tsx';
import { schema } from '../../widgets/memberCentre/PaymentPasswordForm/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { cashierPlatform, memberSession } from './cashierFixtures.ts';

/** The payment password: set when there is none, changed with the current one (MC-02, CALL-78). */
const meta = {
  title: 'memberCentre/PaymentPasswordForm',
  component: PaymentPasswordForm,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: cashierPlatform, session: memberSession },
} satisfies Meta<typeof PaymentPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Jade, for a member who has none yet: new and confirm only. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  parameters: {
    platform: {
      ...cashierPlatform,
      ...byName({
        withdrawSettings: okReply({ ...calls.withdrawSettings.response.examples[0], paymentPasswordSet: false }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Set payment password' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByLabelText('Current payment password')).toBeNull();
  },
};

/** Aurora: two new passwords that differ are refused in place before anything is sent. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Current payment password', {}, { timeout: 5000 }), '246810');
    await userEvent.type(canvas.getByLabelText('New payment password'), '135790');
    await userEvent.type(canvas.getByLabelText('Confirm new payment password'), '135791');
    await userEvent.click(canvas.getByRole('button', { name: 'Change payment password' }));
    await expect(await canvas.findByText('The two new payment passwords do not match.')).toBeVisible();
  },
};
