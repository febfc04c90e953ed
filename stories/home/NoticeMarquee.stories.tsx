import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NoticeMarquee from '../../widgets/home/NoticeMarquee/NoticeMarquee.tsx';
import { schema, type NoticeMarqueeProps } from '../../widgets/home/NoticeMarquee/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { announcementsFail, withAnnouncements } from './homeFixtures.ts';

const meta = {
  title: 'home/NoticeMarquee',
  component: NoticeMarquee,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: withAnnouncements() },
} satisfies Meta<typeof NoticeMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows: Story['play'] = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByRole('button', { name: 'Ten new slots from PG' }, { timeout: 5000 }),
  ).toBeInTheDocument();
};

/** Rendered under the brand and language chosen in the toolbar (HOME-03). */
export const Default: Story = { play: shows };

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<NoticeMarqueeProps>('aurora', 'NoticeMarquee') },
  play: shows,
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<NoticeMarqueeProps>('jade', 'NoticeMarquee') },
  play: shows,
};

/** Picking a notice opens the notice dialog at its index (HOME-03, ANN-06). */
export const OpensTheNotice: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ten new slots from PG' }, { timeout: 5000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 5000 });
    await expect(
      await within(dialog).findByRole('heading', { name: 'Ten new slots from PG' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { platform: announcementsFail },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
  },
};
