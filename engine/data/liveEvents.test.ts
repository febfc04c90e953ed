// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { UNTIL } from '../../tests/support/waits.ts';
import { GatewayError } from '../api/errors.ts';
import { createEventParser, openLiveEvents, type RawLiveEvent } from './liveEvents.ts';
import { applyLiveEvent, EVENTS_PATH } from './liveEventStream.ts';
import { EVENTS_PATH as CONTRACT_EVENTS_PATH } from '../../schemas/api/events.ts';
import { focusRefresh } from './realtimeListeners.ts';
import { memberInfoExample } from '../../schemas/api/entities.ts';

/** A stream the test writes into, as the platform would. */
function controllableStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { ...UNTIL, interval: 5 });

describe('live events stream (issue 15, DESIGN §3d)', () => {
  it('parses events split anywhere across chunks, skipping comments', () => {
    const seen: unknown[] = [];
    const feed = createEventParser((event) => seen.push(event));
    feed(': ping\n\nid: 1\nevent: bal');
    feed('ance\ndata: {"balance":"10.00"}\n');
    feed('\r\nid: 2\nevent: unread\ndata: {"count":3}\n\n');
    expect(seen).toEqual([
      { id: '1', event: 'balance', data: '{"balance":"10.00"}' },
      { id: '2', event: 'unread', data: '{"count":3}' },
    ]);
  });

  it('reconnects by itself after the stream drops, resuming with Last-Event-ID; replays are not doubled; nonsense is dropped', async () => {
    const streams = [controllableStream(), controllableStream()];
    const asked: Record<string, string>[] = [];
    const gateway = {
      openStream: vi.fn(async (_path: string, options: { headers?: Record<string, string> }) => {
        asked.push(options.headers ?? {});
        return streams[asked.length - 1]!.response;
      }),
    };
    const events: RawLiveEvent[] = [];
    const stop = openLiveEvents({
      gateway,
      path: '/wps/events',
      onEvent: (event) => events.push(event),
      backoffMs: () => 5,
    });
    await until(() => asked.length === 1);
    streams[0]!.write('id: 1\nevent: balance\ndata: {"balance":"10.00"}\n\nid: 2\nevent: unread\ndata: not json\n\n');
    streams[0]!.end();
    await until(() => asked.length === 2);
    expect(asked).toEqual([{}, { 'Last-Event-ID': '1' }]);
    // The platform replays from the id it was given: the one already seen is not applied twice.
    streams[1]!.write(
      'id: 1\nevent: balance\ndata: {"balance":"10.00"}\n\nid: 2\nevent: unread\ndata: {"count":4}\n\n',
    );
    await until(() => events.length === 2);
    expect(events.map((event) => [event.id, event.event])).toEqual([
      [1, 'balance'],
      [2, 'unread'],
    ]);
    stop();
  });

  it('waits longer after each failure, and stops for good when the platform refuses the session', async () => {
    const waits: number[] = [];
    let refusals = 0;
    const gateway = {
      openStream: vi.fn(async () => {
        if (gateway.openStream.mock.calls.length < 3) throw new GatewayError({ kind: 'network' });
        throw new GatewayError({ kind: 'notLoggedIn', status: 401 });
      }),
    };
    openLiveEvents({
      gateway,
      path: '/wps/events',
      onEvent: () => undefined,
      onRefused: () => void (refusals += 1),
      backoffMs: (attempt) => {
        waits.push(attempt);
        return 1;
      },
    });
    await until(() => refusals === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gateway.openStream).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1, 2]);
  });

  it('reads the stream where the contract puts it', () => {
    expect(EVENTS_PATH).toBe(CONTRACT_EVENTS_PATH);
  });

  it('writes the balance, the unread count and a forced logout where the widgets read them', () => {
    const data = { setData: vi.fn(), invalidate: vi.fn() };
    const endSession = vi.fn();
    applyLiveEvent(
      data,
      {
        id: 1,
        event: 'balance',
        data: { balance: '150.00', available: '100.00', delta: '50.00', kind: 'deposit', reason: 'Deposit' },
      },
      endSession,
    );
    const [name, params, update] = data.setData.mock.calls[0]!;
    expect([name, params]).toEqual(['walletBalance', undefined]);
    expect(update({ balance: '100.00', currencySymbol: 'RM' })).toEqual({ balance: '150.00', currencySymbol: 'RM' });
    expect(data.invalidate).toHaveBeenLastCalledWith(['withdrawSettings', 'uplineInfo']);
    applyLiveEvent(data, { id: 2, event: 'unread', data: { count: 4 } }, endSession);
    expect(data.setData.mock.calls[1]![2](undefined)).toEqual({ count: 4 });
    applyLiveEvent(data, { id: 3, event: 'balance', data: { balance: 12 } }, endSession);
    expect(data.setData).toHaveBeenCalledTimes(2);
    // Issue 26 item 8: the push carries the main balance only, so an answer that lists each wallet's
    // balance (CALL-19 wallets) is asked again: a transfer to a game's wallet shows there too.
    data.setData.mockImplementationOnce((_name, _params, change: (previous: unknown) => unknown) =>
      change({ balance: '100.00', wallets: [{ wallet: 'CQ9', balance: '0.00' }] }),
    );
    applyLiveEvent(data, { id: 5, event: 'balance', data: { balance: '90.00' } }, endSession);
    expect(data.invalidate).toHaveBeenLastCalledWith(['withdrawSettings', 'uplineInfo', 'walletBalance']);
    applyLiveEvent(data, { id: 4, event: 'logout', data: { reason: 'operator' } }, endSession);
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('issue 26: an answered feedback reloads the feedback list, where the reply shows (MC-20)', () => {
    const data = { setData: vi.fn(), invalidate: vi.fn() };
    applyLiveEvent(data, { id: 1, event: 'feedback', data: { feedbackId: 'F-12' } }, vi.fn());
    expect(data.invalidate).toHaveBeenCalledWith(['feedbackList']);
    expect(data.setData).not.toHaveBeenCalled();
  });

  it('returning to the window refreshes the balance, the unread count and the responsible-gaming state, once for focus and visibility together', () => {
    const target = new EventTarget() as EventTarget & { document: { visibilityState: DocumentVisibilityState } };
    target.document = { visibilityState: 'visible' };
    const data = { setData: vi.fn(), invalidate: vi.fn() };
    const stop = focusRefresh(target as unknown as Window).start({
      member: memberInfoExample,
      gateway: {} as never,
      data,
      endSession: () => undefined,
    });
    target.dispatchEvent(new Event('visibilitychange'));
    target.dispatchEvent(new Event('focus'));
    expect(data.invalidate).toHaveBeenCalledTimes(1);
    expect(data.invalidate).toHaveBeenCalledWith(['walletBalance', 'unreadCount', 'responsibleGaming']);
    stop();
    vi.setSystemTime(Date.now() + 5000);
    target.dispatchEvent(new Event('focus'));
    expect(data.invalidate).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
