/** Raised when a code chunk does not arrive in time (SHELL-09, CONST-37). */
export class ChunkTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`A part of the page did not load within ${ms} ms.`);
    this.name = 'ChunkTimeoutError';
  }
}

/** Races a loader against a timeout; the loader's own failure passes through unchanged. */
export function withTimeout<T>(load: () => Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
