import { isRecord } from '../core/util/isRecord.ts';
import type { RealtimeContext } from '../state/sessionLifecycle.ts';
import { openLiveEvents, type RawLiveEvent } from './liveEvents.ts';

/**
 * The contract's `EVENTS_PATH` (schemas/api/events.ts), written out here: importing that module
 * would bring the event schemas into the player's bundle. A test holds the two equal.
 */
export const EVENTS_PATH = '/wps/events';

type Writer = NonNullable<RealtimeContext['data']>;

/**
 * Writes one live event into the data client, where every widget reads: the header balance, the
 * message badge and the cashier lists change without a reload. An event whose data is not what it
 * should be changes nothing.
 */
export function applyLiveEvent(data: Writer, event: RawLiveEvent, endSession: () => void): void {
  const value = event.data;
  if (!isRecord(value)) return;
  switch (event.event) {
    case 'balance': {
      if (typeof value.balance !== 'string') return;
      let perWallet = false;
      data.setData('walletBalance', undefined, (previous) => {
        perWallet = isRecord(previous) && Array.isArray(previous.wallets);
        return { ...(isRecord(previous) ? previous : {}), balance: value.balance };
      });
      // What is available to withdraw or transfer moved with it; so may each wallet's balance, which
      // the push does not carry (a transfer to a game's wallet): the whole answer is asked again.
      data.invalidate(['withdrawSettings', 'uplineInfo', ...(perWallet ? (['walletBalance'] as const) : [])]);
      return;
    }
    case 'unread':
      if (typeof value.count !== 'number') return;
      // Only the message count: the mission and reward counts of the same answer stay (MC-16).
      data.setData('unreadCount', undefined, (previous) => ({
        ...(isRecord(previous) ? previous : {}),
        count: value.count,
      }));
      return;
    case 'withdrawal':
      // The status (applying → passed / rejected) and the receipt change on the withdrawal page.
      data.invalidate(['withdrawList', 'withdrawSettings', 'accountRecord', 'profitLoss']);
      return;
    case 'deposit':
      data.invalidate(['depositStatus', 'depositList', 'accountRecord', 'profitLoss']);
      return;
    case 'feedback':
      // The operator answered: the reply shows beside the member's feedback (MC-20).
      data.invalidate(['feedbackList']);
      return;
    case 'resync':
      data.invalidate([
        'walletBalance',
        'unreadCount',
        'withdrawList',
        'withdrawSettings',
        'depositStatus',
        'depositList',
        'feedbackList',
      ]);
      return;
    case 'logout':
      endSession();
      return;
    default:
  }
}

/** Opens the stream for a logged-in session and applies what it carries; returns how to close it. */
export function startLiveEvents({ gateway, data, endSession }: RealtimeContext): () => void {
  return openLiveEvents({
    gateway,
    path: EVENTS_PATH,
    onEvent: (event) => {
      if (data) applyLiveEvent(data, event, endSession);
    },
  });
}
