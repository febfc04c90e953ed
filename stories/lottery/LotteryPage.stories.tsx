import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import LotteryPage from '../../widgets/lottery/LotteryPage/LotteryPage.tsx';
import { schema, type LotteryPageProps } from '../../widgets/lottery/LotteryPage/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { catalogue, failing, FAILURES, STORY_MEMBER } from '../games/gameFixtures.ts';

/** The launch itself never answers here: a story shows the page, its menu and every state of the launch. */
const opening = { ...catalogue, '/wps/game/launchGame': FAILURES.loading };

const meta = {
  title: 'lottery/LotteryPage',
  component: LotteryPage,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema), prizeMode: 'LOTT', height: 480 },
  parameters: { platform: opening, session: STORY_MEMBER, route: '/?gameCode=VN_HN' },
} satisfies Meta<typeof LotteryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsMenu: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByRole('link', { name: 'Hà Nội' }, { timeout: 5000 })).toBeVisible();
};

export const Opening: Story = { play: showsMenu };

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<LotteryPageProps>('aurora', 'LotteryPage'), prizeMode: 'LOTT', height: 480 },
  play: showsMenu,
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<LotteryPageProps>('jade', 'LotteryPage'), prizeMode: 'SEA', height: 480 },
  play: showsMenu,
};

export const WithoutMenu: Story = { args: { showMenu: false } };

export const LaunchFails: Story = {
  parameters: { platform: { ...catalogue, '/wps/game/launchGame': FAILURES.serverError } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const EverythingTimesOut: Story = {
  parameters: { platform: { ...failing(FAILURES.timeout), '/wps/game/launchGame': FAILURES.timeout } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2), { timeout: 5000 });
  },
};

export const MalformedMenu: Story = {
  parameters: { platform: { ...opening, '/lgw/vn/games/game_menu': FAILURES.malformed } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
  },
};
