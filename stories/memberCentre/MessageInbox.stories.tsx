import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { byName, failReply, okReply } from '../../tests/support/fakePlatform.ts';
import MessageInbox from '../../widgets/memberCentre/MessageInbox/MessageInbox.tsx';
import { schema } from '../../widgets/memberCentre/MessageInbox/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { cashierPlatform, memberSession } from './cashierFixtures.ts';

const list = [
  { messageId: 'M3', category: 'NOTICE', title: 'Weekend bonus', createdAt: '2026-11-25T08:00:00.000Z', read: false },
  {
    messageId: 'M2',
    category: 'DEPOSIT_ARRIVED',
    title: 'Deposit received',
    createdAt: '2026-11-24T08:00:00.000Z',
    read: true,
  },
];
const inboxPlatform = {
  ...cashierPlatform,
  ...byName({
    unreadCount: okReply({ count: 1, missions: 2, rewards: 1 }),
    messageList: okReply({ list, pageNo: 1, totalPages: 1, totalRows: 2, unread: 1 }),
    // HTML with a script: shown without it (DESIGN §6).
    messageDetail: okReply({
      ...list[0],
      content: '<p>Deposit this weekend for a 10% bonus.</p><script>alert(1)</script>',
    }),
    messageRead: okReply({ count: 0 }),
    messageDelete: okReply({ count: 0 }),
  }),
};

/** The member's platform messages: unread marked in words, opened in place, sanitized, deletable (MC-14, MC-18). */
const meta = {
  title: 'memberCentre/MessageInbox',
  component: MessageInbox,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: inboxPlatform, session: memberSession },
} satisfies Meta<typeof MessageInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Aurora: opening the unread message shows its text and no script. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Weekend bonus/ }, { timeout: 5000 }));
    await expect(await canvas.findByText('Deposit this weekend for a 10% bonus.')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

/** Jade, the platform down: the catalogue's message with a retry, never a blank page. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  parameters: { platform: { ...inboxPlatform, ...byName({ messageList: failReply(500, 'SYSTEM_ERROR') }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
  },
};
