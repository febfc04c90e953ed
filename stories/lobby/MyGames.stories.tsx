import type { Meta, StoryObj } from '@storybook/react-vite';
import { okReply } from '../../tests/support/fakePlatform.ts';
import MyGames from '../../widgets/lobby/MyGames/MyGames.tsx';
import { schema, type MyGamesProps } from '../../widgets/lobby/MyGames/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { catalogue, failing, FAILURES, showsAlert, showsGames, STORY_MEMBER } from '../games/gameFixtures.ts';

const meta = {
  title: 'lobby/MyGames',
  component: MyGames,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: catalogue, session: STORY_MEMBER },
} satisfies Meta<typeof MyGames>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Favourites: Story = { play: showsGames };

export const Recent: Story = { args: { list: 'recent' }, play: showsGames };

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<MyGamesProps>('aurora', 'MyGames') },
  play: showsGames,
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<MyGamesProps>('jade', 'MyGames') },
  play: showsGames,
};

export const NoFavouritesYet: Story = {
  parameters: {
    platform: {
      ...catalogue,
      '/wps/relay/MCSFE_getFavoriteGamesList': okReply({ content: [], pageNum: 1, totalPages: 0 }),
    },
  },
};

export const PlatformError: Story = { parameters: { platform: failing(FAILURES.serverError) }, play: showsAlert };

export const PlatformTimeout: Story = {
  args: { list: 'recent' },
  parameters: { platform: failing(FAILURES.timeout) },
  play: showsAlert,
};

export const MalformedAnswer: Story = { parameters: { platform: failing(FAILURES.malformed) }, play: showsAlert };
