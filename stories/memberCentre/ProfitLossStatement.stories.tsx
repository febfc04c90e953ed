import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ProfitLossStatement from '../../widgets/memberCentre/ProfitLossStatement/ProfitLossStatement.tsx';
import { schema } from '../../widgets/memberCentre/ProfitLossStatement/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { cashierPlatform, memberSession } from './cashierFixtures.ts';

/** Profit and loss statement for a period (MC-09). */
const meta = {
  title: 'memberCentre/ProfitLossStatement',
  component: ProfitLossStatement,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: cashierPlatform, session: memberSession },
} satisfies Meta<typeof ProfitLossStatement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Jade: Story = { globals: { brand: 'jade' } };

/** Aurora, with the answer drawn. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Closing balance' }, { timeout: 5000 })).toBeVisible();
  },
};
