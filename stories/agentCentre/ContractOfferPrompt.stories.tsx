import type { Meta, StoryObj } from '@storybook/react-vite';
import ContractOfferPrompt from '../../widgets/agentCentre/ContractOfferPrompt/ContractOfferPrompt.tsx';
import { schema } from '../../widgets/agentCentre/ContractOfferPrompt/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { contractPlatform, downlineSession } from './contractFixtures.ts';

/** Draws nothing itself: with an offer pending (CALL-21 info flags) it opens the brand's contract popup once per session (CONTRACT-10). */
const meta = {
  title: 'agentCentre/ContractOfferPrompt',
  component: ContractOfferPrompt,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: contractPlatform, session: downlineSession },
} satisfies Meta<typeof ContractOfferPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Aurora: Story = { globals: { brand: 'aurora' } };
export const Jade: Story = { globals: { brand: 'jade' } };
