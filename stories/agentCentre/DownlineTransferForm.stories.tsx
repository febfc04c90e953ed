import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import { calls } from '../../schemas/api/index.ts';
import DownlineTransferForm from '../../widgets/agentCentre/DownlineTransferForm/DownlineTransferForm.tsx';
import { schema } from '../../widgets/agentCentre/DownlineTransferForm/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { agentPlatform, agentSession } from './agentFixtures.ts';

/** An agent sends money to an account of its team (ROLE-10, CALL-117, CALL-142). */
const meta = {
  title: 'agentCentre/DownlineTransferForm',
  component: DownlineTransferForm,
  argTypes: argTypesFromSchema(schema),
  args: argsFromSchema(schema),
  parameters: {
    platform: {
      ...agentPlatform,
      ...byName({
        downlineTransferInfo: okReply(calls.downlineTransferInfo.response.examples[0]),
        transferDownline: okReply(calls.transferDownline.response.examples[0]),
      }),
    },
    session: agentSession,
  },
} satisfies Meta<typeof DownlineTransferForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Aurora, arriving from team management with the downline named. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  parameters: { route: '/agentHome?page=agentTransfer&downline=player_down1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Downline account', {}, { timeout: 5000 })).toHaveValue('player_down1');
  },
};

/** Jade: no downline, an amount over the balance and a short password, each said under its field; nothing is sent. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount (RM)', {}, { timeout: 5000 }), '2000');
    await userEvent.type(canvas.getByLabelText('Payment password'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(await canvas.findByText('Choose an account of your team.')).toBeVisible();
    await expect(canvas.getByText('That is more than your available balance of RM 1,050.50.')).toBeVisible();
    await expect(canvas.getByText('The payment password is 6 digits.')).toBeVisible();
  },
};
