import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Lobby from '../../widgets/lobby/Lobby/Lobby.tsx';
import { schema, type LobbyProps } from '../../widgets/lobby/Lobby/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { catalogue, failing, FAILURES, showsAlert, showsGames, STORY_MEMBER } from '../games/gameFixtures.ts';

const meta = {
  title: 'lobby/Lobby',
  component: Lobby,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema), gameType: 'RNG' },
  parameters: { platform: catalogue },
} satisfies Meta<typeof Lobby>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = { play: showsGames };

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<LobbyProps>('aurora', 'Lobby'), gameType: 'RNG' },
  play: showsGames,
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<LobbyProps>('jade', 'Lobby'), gameType: 'RNG' },
  play: showsGames,
};

export const JadeInChinese: Story = {
  globals: { brand: 'jade', locale: 'CN' },
  args: { ...brandWidgetProps<LobbyProps>('jade', 'Lobby'), gameType: 'RNG' },
  play: showsGames,
};

/** ?filter=HOT&page=… restore the lobby as the address left it. */
export const HotGames: Story = { parameters: { route: '/?filter=HOT' }, play: showsGames };

export const PageThree: Story = { parameters: { route: '/?page=3' }, play: showsGames };

export const MemberFavourites: Story = {
  parameters: { route: '/?filter=FAV', session: STORY_MEMBER },
  play: showsGames,
};

export const VisitorAskedForFavourites: Story = { parameters: { route: '/?filter=FAV' } };

export const SearchWithoutResult: Story = {
  parameters: { route: '/?q=zzz' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/./, { selector: '.lv-nodata' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = { parameters: { platform: failing(FAILURES.loading) } };

export const PlatformError: Story = { parameters: { platform: failing(FAILURES.serverError) }, play: showsAlert };

export const PlatformTimeout: Story = { parameters: { platform: failing(FAILURES.timeout) }, play: showsAlert };

export const MalformedAnswer: Story = { parameters: { platform: failing(FAILURES.malformed) }, play: showsAlert };

export const LiveCasinoWithoutVendors: Story = {
  args: { gameType: 'BGS', filters: ['ALL', 'HOT'], columns: 4 },
  play: showsGames,
};
