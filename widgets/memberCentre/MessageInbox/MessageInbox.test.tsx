import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failReply, okReply, type FakeReply } from '../../../tests/support/fakePlatform.ts';
import cn from '../../../engine/i18n/locales/cn.json';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { accountsPlatform, type AccountRoutes, type SeenCall } from '../../../tests/support/accountsPlatform.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import MessageInbox from './MessageInbox.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };

type Message = {
  messageId: string;
  category: string;
  title: string;
  createdAt: string;
  read: boolean;
  content: string;
};

/** A message box as CALL-28 and CALL-130..133 keep it. */
function box(start: Message[]) {
  const state = { messages: start.map((message) => ({ ...message })) };
  const unread = () => state.messages.filter((message) => !message.read).length;
  const routes: AccountRoutes = {
    unreadCount: () => okReply({ count: unread(), missionLeaderboard: 0, rewardCenter: 0 }),
    messageList: () =>
      okReply({
        list: state.messages.map(({ content: _content, ...summary }) => summary),
        pageNo: 1,
        totalPages: 1,
        totalRows: state.messages.length,
        unread: unread(),
      }),
    messageDetail: ({ params }: SeenCall) => {
      const found = state.messages.find((message) => message.messageId === params.messageId);
      return found ? okReply(found) : failReply(200, 'NOT_FOUND', 'This message no longer exists.');
    },
    messageRead: ({ body }: SeenCall) => {
      for (const message of state.messages)
        if ((body.messageIds as string[]).includes(message.messageId)) message.read = true;
      return okReply({ count: unread() });
    },
    messageDelete: ({ body }: SeenCall) => {
      state.messages = state.messages.filter((message) => !(body.messageIds as string[]).includes(message.messageId));
      return okReply({ count: unread() });
    },
  };
  return { state, routes, unread };
}

const hostile: Message = {
  messageId: 'M3',
  category: 'NOTICE',
  title: 'Weekend bonus',
  createdAt: '2026-11-25T08:00:00.000Z',
  read: false,
  content:
    '<h1>Big news</h1><p>Deposit today<img src=x onerror="window.__pwned=1"></p><script>window.__pwned=1</script><a href="javascript:alert(1)">claim</a>',
};
const older: Message = {
  messageId: 'M2',
  category: 'DEPOSIT_ARRIVED',
  title: 'Deposit received',
  createdAt: '2026-11-24T08:00:00.000Z',
  read: true,
  content: '<p>RM 100.00 arrived.</p>',
};

async function setup(routes: AccountRoutes, language = 'EN') {
  const platform = await accountsPlatform(routes);
  const result = await renderWidget(<MessageInbox {...widgetProps(schema)} />, {
    member,
    adapter: platform.adapter,
    language,
    route: '/member?page=messageV2',
  });
  return { ...result, platform };
}

describe('MessageInbox (messageV2, MC-14, MC-16, MC-18, issue 16)', () => {
  it('MC-14: marks unread messages in words; opening one shows its content without scripts, marks it read and the count falls', async () => {
    const user = userEvent.setup();
    const messages = box([hostile, older]);
    const { platform } = await setup(messages.routes);
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    const unreadItem = screen.getByRole('button', { name: /^New Weekend bonus/ });
    expect(screen.getByRole('button', { name: /^Deposit received/ })).toBeInTheDocument();

    await user.click(unreadItem);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { name: 'Weekend bonus', level: 3 })).toHaveFocus();
    expect(within(article).getByText('Deposit today')).toBeInTheDocument();
    // DESIGN §6: the platform's HTML is sanitized: no script, no handler, no javascript: link.
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(within(article).getByText('claim').getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    await waitFor(() =>
      expect(platform.seen.filter((call) => call.name === 'messageRead').map((call) => call.body)).toEqual([
        { messageIds: ['M3'] },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Back to messages' }));
    expect(await screen.findByText('Every message is read.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Weekend bonus/ })).toBeInTheDocument();
  });

  it('MC-16: a message arriving on the live stream (the unread count rises) appears in the open list', async () => {
    const messages = box([older]);
    const { engine } = await setup(messages.routes);
    expect(await screen.findByText('Every message is read.')).toBeInTheDocument();
    // The badge has its count before the live event changes it.
    await waitFor(() => expect(engine.data.read('unreadCount', undefined).status).toBe('success'));
    messages.state.messages.unshift({ ...hostile, messageId: 'M9', title: 'Withdrawal approved' });
    // What the live `unread` event writes (engine/data/liveEventStream.ts).
    act(() => engine.data.setData('unreadCount', undefined, (previous) => ({ ...(previous as object), count: 1 })));
    expect(await screen.findByRole('button', { name: /^New Withdrawal approved/ })).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('deletes a message after confirming; keeping it sends nothing', async () => {
    const user = userEvent.setup();
    const messages = box([hostile, older]);
    const { platform } = await setup(messages.routes);
    await user.click(await screen.findByRole('button', { name: /^Deposit received/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete Deposit received' }));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(platform.seen.some((call) => call.name === 'messageDelete')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete Deposit received' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Delete Deposit received' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The message was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deposit received/ })).toBeNull();
    expect(messages.state.messages.map((message) => message.messageId)).toEqual(['M3']);
  });

  it('a message deleted meanwhile (another tab) says so and leads back', async () => {
    const user = userEvent.setup();
    const messages = box([older]);
    await setup(messages.routes);
    await user.click(await screen.findByRole('button', { name: /^Deposit received/ }));
    messages.state.messages = [];
    await user.click(await screen.findByRole('button', { name: 'Delete Deposit received' }));
    await user.click(within(screen.getByRole('group')).getByRole('button', { name: 'Delete' }));
    // Deleting what is already gone is no error on the platform: the box ends empty.
    expect(await screen.findByText('You have no messages.')).toBeInTheDocument();
  });

  it("the platform failing or timing out says so in the player's language, with a retry that works", async () => {
    const user = userEvent.setup();
    const messages = box([older]);
    let reply: FakeReply = 'timeout';
    const { platform } = await setup(
      {
        ...messages.routes,
        messageList: (call) =>
          reply === 'timeout' ? reply : (messages.routes.messageList as (c: SeenCall) => FakeReply)(call),
      },
      'CN',
    );
    expect(await screen.findByText(cn.errors.timeout)).toBeInTheDocument();
    reply = okReply(null);
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('所有消息均已读。')).toBeInTheDocument();
    expect(platform.seen.filter((call) => call.name === 'messageList').length).toBeGreaterThanOrEqual(2);
  });

  it('an opened message that cannot be found says so instead of a blank page', async () => {
    const platform = await accountsPlatform(box([older]).routes);
    await renderWidget(<MessageInbox {...widgetProps(schema)} />, {
      member,
      language: 'MY',
      route: '/member?page=messageV2&message=M404',
      adapter: platform.adapter,
    });
    expect(await screen.findByText('Mesej ini sudah tiada.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kembali ke mesej' }));
    expect(await screen.findByRole('button', { name: /^Deposit received/ })).toBeInTheDocument();
  });
});
