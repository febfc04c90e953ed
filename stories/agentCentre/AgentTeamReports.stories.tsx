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
/** Jade's team bets: its filters wear the brand's fields (44 px, its border), as on the site. */
export const TeamBets: Story = {
  globals: { brand: 'jade' },
  args: { report: 'bets' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Product', 'Status']) {
      const select = await canvas.findByLabelText(label, {}, { timeout: 5000 });
      await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(getComputedStyle(select).borderTopLeftRadius).not.toBe('0px');
    }
  },
};
/** My income (AG-07). */
export const Income: Story = { globals: { brand: 'aurora' }, args: { report: 'income' } };
/** Account details (AG-08). */
export const Ledger: Story = { globals: { brand: 'jade' }, args: { report: 'ledger' } };

/** Jade does not speak Malay: the story says so above the report, which stays in jade's default. */
export const JadeAskedInMalay: Story = {
  globals: { brand: 'jade', locale: 'MY' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note', {}, { timeout: 5000 })).toHaveTextContent(
      'jade speaks EN, CN, PT, not MY: shown in EN.',
    );
    await expect(await canvas.findByLabelText('Search account or nickname', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Aurora speaks Malay: no note, the report in Malay. */
export const AuroraInMalay: Story = {
  globals: { brand: 'aurora', locale: 'MY' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Cari akaun atau nama panggilan', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};
