import { isRecord } from './util/isRecord.ts';

/**
 * Early calls (DESIGN §6b, issue 30 item 2): the first screen's platform reads that a visitor's page
 * asks for from the boot script in index.html, in the same round as system status and while the
 * JavaScript is still on its way, rather than after the app has started. The brand build works them
 * out from the widgets' `firstCalls` (scripts/brand/earlyCalls.ts), the platform puts them in each
 * brand's boot plan (server/site/bootPage.ts), and the data client takes their answers in place of
 * its own first calls (engine/data/earlyAnswers.ts), matched by `callKey`.
 */

/** One early call: the data client's key of the call, and how the boot script sends it (a GET without a token). */
export interface EarlyCall {
  key: string;
  /** The call's path and query, to put after the brand's API base. */
  path: string;
  /** Sent as X-Module-Id, as the gateway does. */
  moduleId: string;
}

/** Paths whose first screen makes the same calls for a visitor, and those calls per language code. */
export interface EarlyCallGroup {
  paths: readonly string[];
  calls: Readonly<Record<string, readonly EarlyCall[]>>;
}

/** A brand's early calls: its paths grouped by the calls they make. */
export type EarlyCallPlan = readonly EarlyCallGroup[];

/** Where the brand build writes them beside the runtime brands (dist/brands/), by brand id. */
export const EARLY_CALLS_FILE = 'early-calls.json';

/** What the boot script hands over for a call it made: the answer's HTTP status and its parsed body. */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

/**
 * A read the boot script asked ahead, as the engine takes it: its answer, and when it was asked
 * (`performance.now()`), from which the call's timeout counts, as it would for a call the gateway sent.
 */
export interface EarlyRead {
  answer: Promise<EarlyAnswer>;
  askedAt: number;
}

/** The value of an early answer that is a plain success (a 2xx envelope with success true), else undefined. */
export function successOf(answer: EarlyAnswer): { value: unknown } | undefined {
  const { status, body } = answer;
  return status >= 200 && status < 300 && isRecord(body) && body.success === true ? { value: body.value } : undefined;
}
