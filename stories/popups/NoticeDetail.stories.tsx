import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NoticeDetail from '../../widgets/popups/NoticeDetail/NoticeDetail.tsx';
import { schema, type NoticeDetailProps } from '../../widgets/popups/NoticeDetail/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { announcementsFail, withAnnouncements } from '../home/homeFixtures.ts';

const meta = {
  title: 'popups/NoticeDetail',
  component: NoticeDetail,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: withAnnouncements() },
} satisfies Meta<typeof NoticeDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const first: Story['play'] = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByRole(
      'heading',
      { name: 'Scheduled maintenance on Sunday 02:00–04:00' },
      { timeout: 5000 },
    ),
  ).toBeVisible();
};

/** The notice dialog's content (ANN-06), outside a dialog: the first notice. */
export const Default: Story = { play: first };

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<NoticeDetailProps>('aurora', 'NoticeDetail') },
  play: first,
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<NoticeDetailProps>('jade', 'NoticeDetail') },
  play: first,
};

/** A notice whose HTML carries script: nothing of it reaches the page. */
export const HostileHtml: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Deposit channels updated' }, { timeout: 5000 }));
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
  },
};

export const Failed: Story = {
  parameters: { platform: announcementsFail },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
  },
};
