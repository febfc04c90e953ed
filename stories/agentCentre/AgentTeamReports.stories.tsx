import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AgentTeamReports from '../../widgets/agentCentre/AgentTeamReports/AgentTeamReports.tsx';
import { schema } from '../../widgets/agentCentre/AgentTeamReports/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { agentPlatform, agentSession } from './agentFixtures.ts';

/** A report of the agent's team: team management, team betting, downline profit and loss, my income, account details (AG-04..08). */
const meta = {
  title: 'agentCentre/AgentTeamReports',
  component: AgentTeamReports,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema), report: 'members' as const },
  parameters: { platform: agentPlatform, session: agentSession },
} satisfies Meta<typeof AgentTeamReports>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Jade: Story = { globals: { brand: 'jade' } };

/** Aurora, with the answer drawn. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('player_down1', {}, { timeout: 5000 })).not.toHaveLength(0);
  },
};

/** Downline profit and loss with its drill-down (AG-06). */
export const ProfitLoss: Story = { globals: { brand: 'aurora' }, args: { report: 'profitLoss' } };
/** Team betting (AG-05). */
export const TeamBets: Story = { globals: { brand: 'jade' }, args: { report: 'bets' } };
/** My income (AG-07). */
export const Income: Story = { globals: { brand: 'aurora' }, args: { report: 'income' } };
/** Account details (AG-08). */
export const Ledger: Story = { globals: { brand: 'jade' }, args: { report: 'ledger' } };
