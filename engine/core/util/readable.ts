/** A promise that carries its outcome as React's `use` reads it (`status`, `value`, `reason`). */
export type Readable<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const watched = new WeakSet<Promise<unknown>>();

/**
 * Marks a promise with its outcome once it settles, the way React marks the promises it has seen, so
 * that `use` reads a settled one in the same render instead of suspending on it. Suspending is not
 * free even for an answer that is already there: a Suspense boundary that showed its fallback is
 * revealed no sooner than 300 ms after that fallback (React's throttle of reveals), which on the
 * first screen is 300 ms more before the first paint. Returns the same promise.
 */
export function readable<T>(promise: Promise<T>): Readable<T> {
  const marked = promise as Readable<T>;
  // Marked once: a component may ask on every render while the promise is still pending.
  if (watched.has(promise)) return marked;
  watched.add(promise);
  // The handlers return nothing: returning the promise itself would re-throw its rejection, unhandled.
  promise.then(
    (value) => {
      Object.assign(marked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(marked, { status: 'rejected', reason });
    },
  );
  return marked;
}

/** A promise already settled, readable at once. */
export function readableValue<T>(value: T): Readable<T> {
  const settled = Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
  watched.add(settled);
  return settled;
}
