import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import WalletTransferForm from '../../widgets/memberCentre/WalletTransferForm/WalletTransferForm.tsx';
import { schema } from '../../widgets/memberCentre/WalletTransferForm/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { cashierPlatform, memberSession } from './cashierFixtures.ts';

/** Wallet transfer between the main wallet and a vendor's, either way (MC-03, WALLET-02, CALL-20). */
const meta = {
  title: 'memberCentre/WalletTransferForm',
  component: WalletTransferForm,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: cashierPlatform, session: memberSession },
} satisfies Meta<typeof WalletTransferForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Jade: Story = { globals: { brand: 'jade' } };

/** Aurora: a transfer made, its answer said in place. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount (RM)', {}, { timeout: 5000 }), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(
      await canvas.findByText('RM 100.00 moved from Main wallet to PG wallet.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A brand whose platform runs a single wallet (GAME-13): nothing to transfer. */
export const SingleWallet: Story = {
  parameters: { platform: { ...cashierPlatform, ...byName({ merchantWallet: okReply({ isSingle: true }) }) } },
};
