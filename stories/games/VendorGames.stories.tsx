import type { Meta, StoryObj } from '@storybook/react-vite';
import VendorGames from '../../widgets/games/VendorGames/VendorGames.tsx';
import { schema } from '../../widgets/games/VendorGames/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { catalogue, failing, FAILURES, showsAlert, showsGames, STORY_MEMBER } from './gameFixtures.ts';

const meta = {
  title: 'games/VendorGames',
  component: VendorGames,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema), vassalage: 'PG', gameType: 'RNG' },
  parameters: { platform: catalogue },
} satisfies Meta<typeof VendorGames>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the hearts and tiles open the login dialog. */
export const Default: Story = { play: showsGames };

export const Aurora: Story = { globals: { brand: 'aurora' }, play: showsGames };

export const Jade: Story = { globals: { brand: 'jade' }, args: { columns: 3 }, play: showsGames };

export const MemberWithFavourites: Story = { parameters: { session: STORY_MEMBER }, play: showsGames };

export const PlatformError: Story = {
  parameters: { platform: failing(FAILURES.serverError) },
  play: showsAlert,
};

export const Loading: Story = { parameters: { platform: failing(FAILURES.loading) } };
