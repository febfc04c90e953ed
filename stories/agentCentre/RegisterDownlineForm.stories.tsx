import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import RegisterDownlineForm from '../../widgets/agentCentre/RegisterDownlineForm/RegisterDownlineForm.tsx';
import { schema } from '../../widgets/agentCentre/RegisterDownlineForm/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { agentPlatform, agentSession } from './agentFixtures.ts';

/** Open a member or sub-agent account for a downline (AG-03). */
const meta = {
  title: 'agentCentre/RegisterDownlineForm',
  component: RegisterDownlineForm,
  argTypes: argTypesFromSchema(schema),
  args: argsFromSchema(schema),
  parameters: { platform: agentPlatform, session: agentSession },
} satisfies Meta<typeof RegisterDownlineForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Jade: Story = { globals: { brand: 'jade' } };

/** Aurora, with the answer drawn. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Open account', {}, { timeout: 5000 })).not.toHaveLength(0);
  },
};
