import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ManualRebate from '../../widgets/memberCentre/ManualRebate/ManualRebate.tsx';
import { schema } from '../../widgets/memberCentre/ManualRebate/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { memberSession } from './cashierFixtures.ts';
import { rewardsPlatform } from './rewardFixtures.ts';

/** The manual rebate (MC-15, MANPLAYREB3). */
const meta = {
  title: 'memberCentre/ManualRebate',
  component: ManualRebate,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: rewardsPlatform, session: memberSession },
} satisfies Meta<typeof ManualRebate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Jade: Story = { globals: { brand: 'jade' } };

/** Aurora: the rebate claimed. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim rebate' }, { timeout: 5000 }));
    await expect(await canvas.findByText('RM 7.60 added to your wallet.')).toBeVisible();
  },
};
