import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import { calls } from '../../schemas/api/index.ts';
import PayoutAccounts from '../../widgets/memberCentre/PayoutAccounts/PayoutAccounts.tsx';
import { schema } from '../../widgets/memberCentre/PayoutAccounts/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { cashierPlatform, memberSession } from './cashierFixtures.ts';

/** Payout accounts in the member's real name: list, add, remove with the payment password (MC-02, WALLET-04). */
const meta = {
  title: 'memberCentre/PayoutAccounts',
  component: PayoutAccounts,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: cashierPlatform, session: memberSession },
} satisfies Meta<typeof PayoutAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Jade, before the first account: the real name is asked once. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  parameters: {
    platform: {
      ...cashierPlatform,
      ...byName({
        payoutAccounts: okReply({ ...calls.payoutAccounts.response.examples[0], accounts: [], realName: null }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Real name (as your bank has it)', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Aurora: "Remove" asks for the payment password in place; a short account number is refused before sending. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remove Maybank **** **** 5678' }, { timeout: 5000 }),
    );
    await expect(
      canvas.getByText('Remove Maybank **** **** 5678? Enter your payment password to confirm.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep' }));
    await userEvent.type(canvas.getByLabelText('Account number'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(await canvas.findByText('Account numbers are 6 to 20 digits.')).toBeVisible();
  },
};
