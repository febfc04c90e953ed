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

/** Each wallet the platform reports, with its balance; empty ones have nothing to move back (issue 26). */
const withWallets = {
  ...cashierPlatform,
  ...byName({
    walletBalance: okReply({
      balance: '1250.50',
      currencySymbol: 'RM',
      wallets: [
        { wallet: 'PG', balance: '50.00' },
        { wallet: 'JDB', balance: '0.00' },
        { wallet: 'CQ9', balance: '12.75' },
      ],
    }),
    walletTransfer: okReply({ balance: '1300.50' }),
  }),
};

/** Aurora: per-wallet balances, and all back to main moves every wallet that holds money. */
export const AuroraWallets: Story = {
  globals: { brand: 'aurora' },
  parameters: { platform: withWallets },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('RM 12.75', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back to main: all of JDB wallet' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'All back to main' }));
    await expect(
      await canvas.findByText('RM 62.75 moved back to the main wallet.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Jade, in Chinese: the same list, should its platform run transfer wallets. */
export const JadeWalletsInChinese: Story = {
  globals: { brand: 'jade', locale: 'CN' },
  parameters: { platform: withWallets },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('RM 12.75', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部转回主钱包' })).toBeEnabled();
  },
};
