import { toGatewayError } from '../api/errors.ts';
import type { Gateway } from '../api/gateway.ts';

/** One server-sent event as it arrived: its number, its name and its JSON data (not yet checked). */
export interface RawLiveEvent {
  id: number;
  event: string;
  data: unknown;
}

export interface LiveEventsOptions {
  gateway: Pick<Gateway, 'openStream'>;
  /** The stream's path on the platform. */
  path: string;
  onEvent(event: RawLiveEvent): void;
  /** The platform refused the stream for good (session gone, trial account): no more reconnects. */
  onRefused?(): void;
  /** Wait before reconnect number `attempt` (1, 2 …): by default 1 s doubling to 30 s, with jitter. */
  backoffMs?: (attempt: number) => number;
  /** The event id to resume after, if one was seen before this stream was opened. */
  lastEventId?: number;
}

/** 1 s, 2 s, 4 s … up to 30 s, each a little shortened at random so many players do not return together. */
export function defaultBackoffMs(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.75 + Math.random() * 0.25));
}

/**
 * Splits a text/event-stream into events (the WHATWG rules that matter here: `id:`, `event:`,
 * `data:` lines, a blank line ends an event, `:` lines are comments). Fed chunks as they arrive.
 */
export function createEventParser(emit: (event: { id: string | null; event: string; data: string }) => void) {
  let buffer = '';
  let id: string | null = null;
  let name = '';
  let data: string[] = [];
  return (chunk: string) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      if (line === '') {
        if (data.length > 0) emit({ id, event: name || 'message', data: data.join('\n') });
        id = null;
        name = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') name = value;
      else if (field === 'data') data.push(value);
    }
  };
}

/**
 * The live events of a logged-in session (issue 15, DESIGN §3d): one stream, read with fetch so it
 * carries the gateway's token header; numbered events, and a reconnect sends `Last-Event-ID` so the
 * platform replays what was missed and nothing twice. It reconnects by itself with a growing wait
 * after a failure or the stream's end, and stops when the platform refuses it (401, 403) or when
 * the returned function is called (logout).
 */
export function openLiveEvents({
  gateway,
  path,
  onEvent,
  onRefused,
  backoffMs = defaultBackoffMs,
  lastEventId,
}: LiveEventsOptions): () => void {
  let stopped = false;
  let last = lastEventId ?? 0;
  let attempt = 0;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const deliver = (raw: { id: string | null; event: string; data: string }) => {
    const id = raw.id === null ? NaN : Number(raw.id);
    // Replays after a reconnect never double an event already seen.
    if (Number.isFinite(id) && id <= last) return;
    let data: unknown;
    try {
      data = JSON.parse(raw.data);
    } catch {
      return; // Nonsense from the platform is dropped, never shown.
    }
    if (Number.isFinite(id)) last = id;
    onEvent({ id: Number.isFinite(id) ? id : last, event: raw.event, data });
  };

  const retry = () => {
    if (stopped) return;
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, backoffMs(attempt));
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    controller = new AbortController();
    const signal = controller.signal;
    try {
      const response = await gateway.openStream(path, {
        signal,
        headers: last > 0 ? { 'Last-Event-ID': String(last) } : {},
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      const feed = createEventParser(deliver);
      let opened = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        // A stream that sends anything is healthy: the next failure starts the waits from the shortest.
        if (!opened) {
          opened = true;
          attempt = 0;
        }
        feed(value);
      }
    } catch (raw) {
      if (stopped || signal.aborted) return;
      const error = toGatewayError(raw);
      if (error.kind === 'notLoggedIn' || error.status === 401 || error.status === 403) {
        stopped = true;
        onRefused?.();
        return;
      }
    }
    retry();
  }

  void connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    controller?.abort();
  };
}
