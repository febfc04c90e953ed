import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import HomeGames from '../../widgets/home/HomeGames/HomeGames.tsx';
import { schema, type HomeGamesProps } from '../../widgets/home/HomeGames/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { catalogue, FAILURES, failing, STORY_MEMBER } from '../games/gameFixtures.ts';

const meta = {
  title: 'home/HomeGames',
  component: HomeGames,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: catalogue },
} satisfies Meta<typeof HomeGames>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsHot: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByRole('list', { name: 'Hot games' }, { timeout: 5000 })).toBeVisible();
};

/** A visitor's home: the game menu and every section (HOME-04, HOME-06). */
export const Default: Story = { play: showsHot };

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<HomeGamesProps>('aurora', 'HomeGames') },
  play: showsHot,
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<HomeGamesProps>('jade', 'HomeGames') },
  play: showsHot,
};

/** A member also sees the favourites after HOT (HOME-06, HOME-09). */
export const Member: Story = {
  parameters: { session: STORY_MEMBER },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Favourites' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = { parameters: { platform: failing(FAILURES.loading) } };

/** Every call failed: each section shows the catalogue's message and Retry in place. */
export const Failed: Story = {
  parameters: { platform: failing(FAILURES.serverError) },
  play: async ({ canvasElement }) => {
    const alerts = await within(canvasElement).findAllByRole('alert', {}, { timeout: 5000 });
    await expect(alerts.length).toBeGreaterThan(1);
  },
};
