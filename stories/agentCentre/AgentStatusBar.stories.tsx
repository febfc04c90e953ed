import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AgentStatusBar from '../../widgets/agentCentre/AgentStatusBar/AgentStatusBar.tsx';
import { schema } from '../../widgets/agentCentre/AgentStatusBar/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { agentPlatform, agentSession } from './agentFixtures.ts';

/** The agent's nickname, a live clock with its GMT offset, and log out (AG-14). */
const meta = {
  title: 'agentCentre/AgentStatusBar',
  component: AgentStatusBar,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema), timeZone: 'Asia/Kuala_Lumpur' },
  parameters: { platform: agentPlatform, session: agentSession },
} satisfies Meta<typeof AgentStatusBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Jade: Story = { globals: { brand: 'jade' } };

/** Aurora, with the answer drawn. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Agent Demo Agent', {}, { timeout: 5000 })).not.toHaveLength(0);
  },
};
