import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ContractOffers from '../../widgets/agentCentre/ContractOffers/ContractOffers.tsx';
import { schema } from '../../widgets/agentCentre/ContractOffers/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { downlineSession, offerPlatform } from './contractFixtures.ts';

/** The contract popup's content (CONTRACT-10): each offer's terms in plain words, accept or reject. */
const meta = {
  title: 'agentCentre/ContractOffers',
  component: ContractOffers,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: offerPlatform, session: downlineSession },
} satisfies Meta<typeof ContractOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Aurora: Story = { globals: { brand: 'aurora' } };

/** Jade: accepting the daily salary says so in place. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findByRole('heading', { name: 'Daily salary offer C-7' }, { timeout: 5000 })).closest(
      'li',
    )!;
    await userEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Accept' }));
    await expect(await canvas.findByText('You accepted C-7.')).toBeVisible();
  },
};
