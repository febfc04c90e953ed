import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import MissionBoard from '../../widgets/memberCentre/MissionBoard/MissionBoard.tsx';
import { schema } from '../../widgets/memberCentre/MissionBoard/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { memberSession } from './cashierFixtures.ts';
import { rewardsPlatform } from './rewardFixtures.ts';

/** Mission activity and the leaderboard (MC-13, MC-22, PROMO-07). */
const meta = {
  title: 'memberCentre/MissionBoard',
  component: MissionBoard,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: rewardsPlatform, session: memberSession },
} satisfies Meta<typeof MissionBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Jade: Story = { globals: { brand: 'jade' } };

/** Aurora: a completed mission claimed. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim Play 10 slot rounds' }, { timeout: 5000 }));
    await expect(await canvas.findByText('RM 5.00 added to your wallet.')).toBeVisible();
  },
};

/** The leaderboard screen (MC-22). */
export const LeaderboardOnly: Story = { args: { showMissions: false }, globals: { brand: 'aurora' } };
