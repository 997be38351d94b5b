/**
 * A bounded least-recently-used map whose entries expire `ttlMs` after they were set.
 *
 * @example
 * const cache = new TtlCache<string[]>(2000, 24 * 60 * 60_000);
 * cache.set('damrak', results);
 * cache.get('damrak'); // results, until a day has passed or 2000 newer keys pushed it out
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { at: number; value: V }>();

  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
    readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (this.now() - entry.at >= this.ttlMs) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { at: this.now(), value });
  }
}
