import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import ChatRoom from '../../widgets/content/ChatRoom/ChatRoom.tsx';
import { schema, type ChatRoomProps } from '../../widgets/content/ChatRoom/schema.ts';
import { ASSET_ROOT, brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { content, failing, FAILURES, showsAlert, STORY_MEMBER } from './contentFixtures.ts';

/** A page of this Storybook stands in for the chat vendor's room, so the frame loads without a network. */
const room = () => okReply({ chatUrl: `${window.location.origin}${ASSET_ROOT}base/assets/logo.svg` });

const oneModel = {
  ...content,
  ...byName({ chatModels: okReply([{ modelId: 'cs-general', name: 'Customer service' }]), launchChat: room }),
};

const showsChoice = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByRole('button', { name: 'VIP host' }, { timeout: 5000 })).toBeVisible();
};

const meta = {
  title: 'content/ChatRoom',
  component: ChatRoom,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema), height: 360 },
  parameters: { platform: content, session: STORY_MEMBER },
} satisfies Meta<typeof ChatRoom>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two chat models: the member chooses one. */
export const Default: Story = { play: showsChoice };

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<ChatRoomProps>('aurora', 'ChatRoom'), height: 360 },
  play: showsChoice,
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<ChatRoomProps>('jade', 'ChatRoom'), height: 360 },
  play: showsChoice,
};

/** One chat model opens at once in the frame (CS-04). */
export const OneModel: Story = {
  parameters: { platform: oneModel },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTitle('Customer service chat', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Visitor: Story = { parameters: { session: undefined } };

export const Loading: Story = { parameters: { platform: failing(FAILURES.loading) } };

export const PlatformError: Story = { parameters: { platform: failing(FAILURES.serverError) }, play: showsAlert };

export const PlatformTimeout: Story = { parameters: { platform: failing(FAILURES.timeout) }, play: showsAlert };

export const MalformedAnswer: Story = { parameters: { platform: failing(FAILURES.malformed) }, play: showsAlert };
