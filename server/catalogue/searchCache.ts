/**
 * Answers of the game list, kept by their exact question. The catalogue is written once, when the
 * platform seeds it, and never changes while it runs: an answer stays right until the process
 * ends, so the lobby's most asked pages cost a map lookup. A bounded map, oldest dropped first.
 */
export class SearchCache<V> {
  readonly #entries = new Map<string, V>();

  constructor(readonly limit = 5000) {}

  get(key: string, compute: () => V): V {
    const hit = this.#entries.get(key);
    if (hit !== undefined) {
      // Most recently used goes last, so the oldest is the first to leave.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    const value = compute();
    this.#entries.set(key, value);
    if (this.#entries.size > this.limit) this.#entries.delete(this.#entries.keys().next().value!);
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}
