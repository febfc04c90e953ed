import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import UplineTransferForm from '../../widgets/memberCentre/UplineTransferForm/UplineTransferForm.tsx';
import { schema } from '../../widgets/memberCentre/UplineTransferForm/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { cashierPlatform, downlineSession } from './cashierFixtures.ts';

/** Transfer to the upline with the payment password (MC-06, CALL-86, CALL-87). */
const meta = {
  title: 'memberCentre/UplineTransferForm',
  component: UplineTransferForm,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: cashierPlatform, session: downlineSession },
} satisfies Meta<typeof UplineTransferForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Aurora: Story = { globals: { brand: 'aurora' } };

/** Jade: an amount over the balance and a short payment password, each said under its field; nothing is sent. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount (RM)', {}, { timeout: 5000 }), '2000');
    await userEvent.type(canvas.getByLabelText('Payment password'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(await canvas.findByText('That is more than your available balance of RM 1,050.50.')).toBeVisible();
    await expect(canvas.getByText('The payment password is 6 digits.')).toBeVisible();
    await expect(canvas.getByLabelText('Amount (RM)')).toHaveValue('2000.00');
  },
};

/** A member the platform says has no upline. */
export const NoUpline: Story = {
  parameters: { platform: { ...cashierPlatform, ...byName({ uplineInfo: okReply({ hasUpline: false }) }) } },
};
