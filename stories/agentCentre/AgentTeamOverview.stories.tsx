import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AgentTeamOverview from '../../widgets/agentCentre/AgentTeamOverview/AgentTeamOverview.tsx';
import { schema } from '../../widgets/agentCentre/AgentTeamOverview/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { agentPlatform, agentSession } from './agentFixtures.ts';

/** The team's figures for a period (AG-02). */
const meta = {
  title: 'agentCentre/AgentTeamOverview',
  component: AgentTeamOverview,
  argTypes: argTypesFromSchema(schema),
  args: argsFromSchema(schema),
  parameters: { platform: agentPlatform, session: agentSession },
} satisfies Meta<typeof AgentTeamOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Jade: Story = { globals: { brand: 'jade' } };

/** Aurora, with the answer drawn. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Active members', {}, { timeout: 5000 })).not.toHaveLength(0);
  },
};
