import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byName, failReply, fakePlatform, okReply, type FakeReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import ChatRoom from './ChatRoom.tsx';
import { schema } from './schema.ts';

const MEMBER = { id: '7', account: 'demo_member', nickname: 'Demo', type: 0 };
const MODELS = [
  { modelId: 'cs-general', name: 'Customer service' },
  { modelId: 'cs-vip', name: 'VIP host' },
];
const room = (request: { params: unknown }) =>
  okReply({ chatUrl: `https://chat.example.com/chat/${(request.params as { modelId: string }).modelId}?t=abc` });

describe('ChatRoom', () => {
  it('opens the only chat model at once: CALL-41’s chat address in a frame (CS-04)', async () => {
    const fake = fakePlatform(byName({ chatModels: okReply([MODELS[0]]), launchChat: room }));
    await renderWidget(<ChatRoom {...widgetProps(schema)} />, { adapter: fake.adapter, member: MEMBER });
    const frame = await screen.findByTitle('Customer service chat');
    expect(frame).toHaveAttribute('src', 'https://chat.example.com/chat/cs-general?t=abc');
    expect(fake.seen.find((request) => request.path.endsWith('CBS_launchChat'))?.params).toEqual({
      modelId: 'cs-general',
    });
  });

  it('with several models the member chooses, and the frame follows the choice (CS-04)', async () => {
    const user = userEvent.setup();
    await renderWidget(<ChatRoom {...widgetProps(schema)} />, {
      adapter: fakePlatform(byName({ chatModels: okReply(MODELS), launchChat: room })).adapter,
      member: MEMBER,
    });
    expect(await screen.findByText('Choose who to chat with.')).toBeInTheDocument();
    expect(screen.queryByTitle('Customer service chat')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'VIP host' }));
    expect(await screen.findByTitle('Customer service chat')).toHaveAttribute(
      'src',
      'https://chat.example.com/chat/cs-vip?t=abc',
    );
    expect(screen.getByRole('button', { name: 'VIP host' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('never frames an address that is not http(s)', async () => {
    await renderWidget(<ChatRoom {...widgetProps(schema)} />, {
      adapter: fakePlatform(
        byName({ chatModels: okReply([MODELS[0]]), launchChat: okReply({ chatUrl: 'javascript:alert(1)' }) }),
      ).adapter,
      member: MEMBER,
    });
    await waitFor(() =>
      expect(screen.queryAllByRole('alert').length + screen.queryAllByText(/no data/i).length).toBeGreaterThan(0),
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('asks a visitor to log in and calls nothing', async () => {
    const fake = fakePlatform(byName({ chatModels: okReply(MODELS) }));
    await renderWidget(<ChatRoom {...widgetProps(schema)} />, { adapter: fake.adapter });
    expect(screen.getByText('Please log in to chat with customer service.')).toBeInTheDocument();
    expect(fake.seen).toHaveLength(0);
  });

  it('a failed launch shows its message in place; the retry opens the chat (CS-04)', async () => {
    let healthy = false;
    const user = userEvent.setup();
    await renderWidget(<ChatRoom {...widgetProps(schema)} />, {
      adapter: fakePlatform(
        byName({
          chatModels: okReply([MODELS[0]]),
          launchChat: (request) => (healthy ? room(request) : failReply(500, 'UNKNOWN')),
        }),
      ).adapter,
      member: MEMBER,
    });
    const retry = await screen.findByRole('button', { name: /retry/i });
    healthy = true;
    await user.click(retry);
    expect(await screen.findByTitle('Customer service chat')).toBeInTheDocument();
  });

  it.each([
    ['a 500', failReply(500, 'UNKNOWN')],
    ['a timeout', 'timeout' as const],
    ['a malformed answer', { status: 200, data: '<!doctype html><p>Bad gateway</p>' } as FakeReply],
  ])('shows the catalogue’s message and a retry after %s, then the chat', async (_name, failure) => {
    let healthy = false;
    const user = userEvent.setup();
    await renderWidget(<ChatRoom {...widgetProps(schema)} />, {
      adapter: fakePlatform(
        byName({
          chatModels: () => (healthy ? okReply([MODELS[0]]) : failure),
          launchChat: (request) => (healthy ? room(request) : failure),
        }),
      ).adapter,
      member: MEMBER,
    });
    const retry = await screen.findByRole('button', { name: /retry/i });
    healthy = true;
    await user.click(retry);
    expect(await screen.findByTitle('Customer service chat')).toBeInTheDocument();
  });
});
