import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import DepositForm from '../../widgets/memberCentre/DepositForm/DepositForm.tsx';
import { schema } from '../../widgets/memberCentre/DepositForm/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { cashierPlatform, memberSession } from './cashierFixtures.ts';

/** Deposit: the brand's methods, limits, presets; bank details and reference, or the payment page (MC-04, WALLET-03). */
const meta = {
  title: 'memberCentre/DepositForm',
  component: DepositForm,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: cashierPlatform, session: memberSession },
} satisfies Meta<typeof DepositForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Jade: Story = { globals: { brand: 'jade' } };

/** Aurora, with the answer drawn. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('radio', { name: 'Bank transfer (Maybank)' }, { timeout: 5000 }),
    ).toBeChecked();
  },
};
