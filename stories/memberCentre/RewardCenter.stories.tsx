import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { byName, failReply } from '../../tests/support/fakePlatform.ts';
import RewardCenter from '../../widgets/memberCentre/RewardCenter/RewardCenter.tsx';
import { schema } from '../../widgets/memberCentre/RewardCenter/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { memberSession } from './cashierFixtures.ts';
import { rewardsPlatform } from './rewardFixtures.ts';

/** The reward centre: promotions with their activity statuses, join and claim (MC-11, UNSPEC-04). */
const meta = {
  title: 'memberCentre/RewardCenter',
  component: RewardCenter,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: rewardsPlatform, session: memberSession },
} satisfies Meta<typeof RewardCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Jade: Story = { globals: { brand: 'jade' } };

/** Aurora: claiming the welcome bonus says what was paid. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim Welcome bonus' }, { timeout: 5000 }));
    await expect(await canvas.findByText('RM 18.00 added to your wallet.')).toBeVisible();
  },
};

/** A claim another tab made first: said plainly, nothing paid twice. */
export const AlreadyClaimed: Story = {
  parameters: {
    platform: {
      ...rewardsPlatform,
      ...byName({ rewardAction: failReply(409, 'ALREADY_CLAIMED', 'Already claimed.') }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim Welcome bonus' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You have already claimed this. It is paid only once.',
    );
  },
};

/** The red envelope screen (MC-19): the raffle promotions as envelopes. */
export const RedEnvelope: Story = {
  args: { promotionTypes: ['RAFFLE'], look: 'envelopes' },
  globals: { brand: 'jade' },
};
