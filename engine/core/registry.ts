import type { CallName, RequestOf } from '../../schemas/api/index.ts';
import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import type { SessionKind } from '../../schemas/brand/conditions.ts';
import { withTimeout } from './loadWithTimeout.ts';
import { readable } from './util/readable.ts';

/**
 * The widget registry: widget type → definition, with lazy loading.
 * It is an instance handed down by context, never a module global, so that several brands can
 * render side by side (Storybook, the studio preview). Plain TypeScript: no React here.
 */

/** A JSON Schema object as widgets declare it (`as const`). */
export type JsonSchemaObject = { readonly [key: string]: unknown };

/** A widget's own texts: language code (EN, CN, MY, PT …) → nested keys, as in its locales.json. */
export type WidgetTexts = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

export interface WidgetDefinition<Component = unknown> {
  /** The exact type name brand JSON uses, e.g. "SiteHeader". */
  readonly type: string;
  /** The area folder under widgets/, e.g. "layout". */
  readonly area: string;
  /** JSON Schema of the props, with titles and defaults. */
  readonly schema: JsonSchemaObject;
  /** Loads the component module; called only when a brand screen shows the widget. */
  readonly load: () => Promise<{ default: Component }>;
  /**
   * The platform calls its first render makes, from its props, the language tag calls send and the
   * page it opens on: started with its chunk when it is on the first screen, so the answer is on its
   * way before the screen draws (DESIGN §6b). The component asks for the same calls; the data client
   * shares them.
   */
  readonly firstCalls?: (
    props: Readonly<Record<string, unknown>>,
    language: string,
    place: FirstScreenPlace,
  ) => readonly FirstCall[];
  /**
   * The picture its first render shows first (a banner: the page's largest paint), from its props,
   * the answers of its first calls (in their order) and the platform's image host; null where there
   * is none. Worked out as soon as those answers are in and fetched ahead at high priority, so it is
   * on its way before the screen draws (DESIGN §6b). The widget shows the same picture by the same
   * rule.
   */
  readonly firstImage?: (
    props: Readonly<Record<string, unknown>>,
    answers: readonly unknown[],
    imageHost: string | null,
  ) => string | null;
  /**
   * Its first render is taller than a phone's screen (a game grid): on a phone, what a screen
   * places after it is below the first screen, so it loads and draws after the first paint, as
   * the footer does (engine/core/firstPaint.ts).
   */
  readonly coversPhoneScreen?: boolean;
  /**
   * Loads the part of it only screens wider than a phone draw (engine/core/widePart.ts): with the
   * widget on those screens, before the first paint.
   */
  readonly wide?: () => Promise<unknown>;
}

/**
 * Where the first screen opens: its address, the brand whose merchant code and constants its calls
 * carry, and who opens it (a visitor, or the kind of account a stored token restores).
 */
export interface FirstScreenPlace {
  readonly pathname: string;
  readonly params: URLSearchParams;
  readonly brand: Pick<RuntimeBrand, 'merchantCode' | 'constants'>;
  readonly session: SessionKind;
}

/** A call a widget makes as it first draws: its name in the contract and its params. */
export interface FirstCall {
  readonly name: CallName;
  readonly params: unknown;
}

/** A first call, its params checked against the contract. */
export function firstCall<N extends CallName>(name: N, params: RequestOf<N>): FirstCall {
  return { name, params };
}

export class DuplicateWidgetError extends Error {
  constructor(readonly type: string) {
    super(`Widget type "${type}" is registered twice.`);
    this.name = 'DuplicateWidgetError';
  }
}

export class UnknownWidgetError extends Error {
  constructor(
    readonly type: string,
    readonly suggestion?: string,
  ) {
    super(`Unknown widget type "${type}".${suggestion ? ` Did you mean "${suggestion}"?` : ''}`);
    this.name = 'UnknownWidgetError';
  }
}

export class WidgetRegistry<Component = unknown> {
  readonly #definitions = new Map<string, WidgetDefinition<Component>>();
  readonly #loaded = new Map<string, Promise<Component>>();
  readonly #timed = new Map<string, { promise: Promise<Component>; attempt: number; failed: boolean }>();

  constructor(definitions: Iterable<WidgetDefinition<Component>> = []) {
    for (const definition of definitions) this.register(definition);
  }

  register(definition: WidgetDefinition<Component>): this {
    if (this.#definitions.has(definition.type)) throw new DuplicateWidgetError(definition.type);
    this.#definitions.set(definition.type, definition);
    return this;
  }

  has(type: string): boolean {
    return this.#definitions.has(type);
  }

  /** Exact lookup: "siteheader" is not "SiteHeader". */
  get(type: string): WidgetDefinition<Component> {
    const definition = this.#definitions.get(type);
    if (!definition) throw new UnknownWidgetError(type, nearest(type, this.types()));
    return definition;
  }

  /** A known widget whose first render covers a phone's screen (WidgetDefinition.coversPhoneScreen). */
  readonly coversPhoneScreen = (type: string): boolean => this.#definitions.get(type)?.coversPhoneScreen === true;

  types(): string[] {
    return [...this.#definitions.keys()].sort();
  }

  definitions(): WidgetDefinition<Component>[] {
    return this.types().map((type) => this.#definitions.get(type)!);
  }

  /**
   * Loads a widget's component once; concurrent callers share one promise. A failed load is
   * forgotten so that a retry can succeed (a chunk that failed on a flaky network).
   */
  load(type: string): Promise<Component> {
    const cached = this.#loaded.get(type);
    if (cached) return cached;
    const definition = this.get(type);
    const pending = definition.load().then(
      (module) => module.default,
      (error: unknown) => {
        this.#loaded.delete(type);
        throw error;
      },
    );
    this.#loaded.set(type, pending);
    return pending;
  }

  /**
   * One load raced against a timeout per widget type and attempt, kept so that every render of
   * the same attempt reads the same promise: React suspends on it once, then reads it at once
   * (a new promise on each render would never settle for React). A new attempt after a failure
   * or a timeout loads afresh.
   */
  loadWithin(type: string, ms: number, attempt = 0): Promise<Component> {
    const cached = this.#timed.get(type);
    // A failed wait stays failed for the attempt that saw it (so the error shows); a later attempt loads again.
    if (cached && !(cached.failed && attempt > cached.attempt)) return cached.promise;
    // Readable by React's `use` once settled: a widget whose chunk has arrived renders in the same
    // pass, with no fallback in between.
    const entry = { promise: readable(withTimeout(() => this.load(type), ms)), attempt, failed: false };
    entry.promise.catch(() => {
      entry.failed = true;
    });
    this.#timed.set(type, entry);
    return entry.promise;
  }
}

/** Levenshtein distance, for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** The closest candidate within a sensible distance, compared case-insensitively. */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = word.toLowerCase();
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const limit = Math.max(2, Math.floor(word.length / 3));
  return bestDistance <= limit ? best : undefined;
}
