// A value loaded from the database and kept in memory until a write invalidates it. On PostgreSQL
// other processes may write too, so a time-to-live bounds how stale a process can be; a stale value
// is served while one refresh runs in the background (never a stampede of reloads).

export class Cached<T> {
  private value: T | undefined;
  private loadedAt = 0;
  private generation = 0;
  private pending: Promise<T> | null = null;
  private pendingGeneration = -1;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<T> {
    if (this.value !== undefined) {
      if (this.now() - this.loadedAt > this.ttlMs) void this.refresh().catch(() => {});
      return this.value;
    }
    return this.refresh();
  }

  /** The next get() reads the database again; a load already running is not trusted. */
  invalidate(): void {
    this.generation++;
    this.value = undefined;
  }

  /** Change the cached value in place (e.g. a like count) without a reload. */
  peek(): T | undefined {
    return this.value;
  }

  private refresh(): Promise<T> {
    if (this.pending && this.pendingGeneration === this.generation) return this.pending;
    const gen = this.generation;
    const p = this.load().then(
      (v) => {
        if (gen === this.generation) {
          this.value = v;
          this.loadedAt = this.now();
        }
        if (this.pending === p) this.pending = null;
        return v;
      },
      (err) => {
        if (this.pending === p) this.pending = null;
        throw err;
      },
    );
    this.pending = p;
    this.pendingGeneration = gen;
    return p;
  }
}

/** A bounded map that forgets the least recently used entries. */
export class Lru<K, V> {
  private map = new Map<K, V>();
  constructor(private readonly max: number) {}
  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }
  delete(key: K): void {
    this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
}
