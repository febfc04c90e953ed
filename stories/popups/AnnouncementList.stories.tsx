import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AnnouncementList from '../../widgets/popups/AnnouncementList/AnnouncementList.tsx';
import { schema, type AnnouncementListProps } from '../../widgets/popups/AnnouncementList/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { announcementsFail, storyNotices, withAnnouncements } from '../home/homeFixtures.ts';

/** 23 notices: three pages of 9 (ANN-03). */
const many = Array.from({ length: 23 }, (_, i) => ({
  ...storyNotices[i % storyNotices.length]!,
  id: `n${i + 1}`,
  title: `${i + 1}. ${storyNotices[i % storyNotices.length]!.title}`,
  ...(i === 1 ? { promotionType: 'DEPOSIT' } : {}),
}));

const meta = {
  title: 'popups/AnnouncementList',
  component: AnnouncementList,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: withAnnouncements({ notices: many }) },
} satisfies Meta<typeof AnnouncementList>;

export default meta;
type Story = StoryObj<typeof meta>;

const lists: Story['play'] = async ({ canvasElement }) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Announcement titles' }, { timeout: 5000 });
  await expect(within(list).getAllByRole('button')).toHaveLength(9);
};

export const Default: Story = { play: lists };

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<AnnouncementListProps>('aurora', 'AnnouncementList') },
  play: lists,
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<AnnouncementListProps>('jade', 'AnnouncementList') },
  play: lists,
};

/** An item with a promotionType offers Go to promotion (ANN-05). */
export const WithPromotion: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^2\. / }, { timeout: 5000 }));
    await expect(canvas.getByRole('button', { name: 'Go to promotion' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { platform: announcementsFail },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
  },
};
