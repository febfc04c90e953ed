import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { byName, failReply, okReply } from '../../tests/support/fakePlatform.ts';
import WinnerBoard from '../../widgets/home/WinnerBoard/WinnerBoard.tsx';
import { schema, type WinnerBoardProps } from '../../widgets/home/WinnerBoard/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { storyWinners } from './homeFixtures.ts';

const meta = {
  title: 'home/WinnerBoard',
  component: WinnerBoard,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: byName({ rankList: okReply(storyWinners) }) },
} satisfies Meta<typeof WinnerBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const twenty: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findAllByRole('listitem', {}, { timeout: 5000 });
  await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
};

/** Rendered under the brand and language chosen in the toolbar (HOME-10). */
export const Default: Story = { play: twenty };

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<WinnerBoardProps>('aurora', 'WinnerBoard') },
  play: twenty,
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<WinnerBoardProps>('jade', 'WinnerBoard') },
  play: twenty,
};

export const InPortuguese: Story = { globals: { locale: 'PT' }, play: twenty };

export const Empty: Story = { parameters: { platform: byName({ rankList: okReply([]) }) } };

export const Failed: Story = {
  parameters: { platform: byName({ rankList: failReply(500, 'UNKNOWN') }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
  },
};
