import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import AgentContracts from '../../widgets/agentCentre/AgentContracts/AgentContracts.tsx';
import { schema } from '../../widgets/agentCentre/AgentContracts/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { agentSession, contractPlatform } from './contractFixtures.ts';

/** An agent centre contract page (AG-09..12): offer, contracts with their status, payments. */
const meta = {
  title: 'agentCentre/AgentContracts',
  component: AgentContracts,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema), kind: 'dailySalary' },
  parameters: { platform: contractPlatform, session: agentSession },
} satisfies Meta<typeof AgentContracts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Aurora: the dividend page, with its settlement period. */
export const Aurora: Story = { globals: { brand: 'aurora' }, args: { kind: 'dividend' } };

/** Jade: a rate over the daily salary's bounds is refused in place; nothing is sent. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Downline account', {}, { timeout: 5000 }), 'agent_down1');
    await userEvent.type(canvas.getByLabelText('Rate (%)'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    await expect(await canvas.findByText('The rate must be from 0.01% to 10.00%.')).toBeVisible();
  },
};
