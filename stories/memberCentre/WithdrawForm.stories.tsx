import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import WithdrawForm from '../../widgets/memberCentre/WithdrawForm/WithdrawForm.tsx';
import { schema } from '../../widgets/memberCentre/WithdrawForm/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { cashierPlatform, memberSession } from './cashierFixtures.ts';

/** Withdrawal with the payment password, statuses and receipt confirmations (MC-05, WALLET-04..06). */
const meta = {
  title: 'memberCentre/WithdrawForm',
  component: WithdrawForm,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: cashierPlatform, session: memberSession },
} satisfies Meta<typeof WithdrawForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Jade: Story = { globals: { brand: 'jade' } };

/** Aurora, with the answer drawn. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'I received it' }, { timeout: 5000 })).toBeVisible();
  },
};
