// A value loaded from the database and kept in memory until a write invalidates it. On PostgreSQL
// other processes may write too, so a time-to-live bounds how stale a process can be; a stale value
// is served while one refresh runs in the background (never a stampede of reloads).
// An invalidated value is kept as the last good copy: the next get() waits for the reload at most
// staleWaitMs, and serves that copy when the reload fails or takes longer (a database that does not
// answer must not turn hot reads into errors or hangs).

export class Cached<T> {
  /** The newest value loaded (the last good copy), valid or not. */
  private value: T | undefined;
  private valueGeneration = -1;
  private loadedAt = 0;
  private generation = 0;
  private pending: Promise<T> | null = null;
  private pendingGeneration = -1;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    /** Longest wait for a reload after invalidate() while a last good copy exists (Infinity: wait it out). */
    private readonly staleWaitMs = Infinity,
  ) {}

  async get(): Promise<T> {
    const last = this.value;
    if (last === undefined) return this.refresh();
    if (this.valueGeneration === this.generation) {
      if (this.now() - this.loadedAt > this.ttlMs) void this.refresh().catch(() => {});
      return last;
    }
    // Invalidated: the reload, unless it fails or keeps us waiting.
    const reload = this.refresh();
    if (!Number.isFinite(this.staleWaitMs)) return reload.catch(() => last);
    return new Promise<T>((resolve) => {
      const timer = setTimeout(() => resolve(last), this.staleWaitMs);
      reload.then(
        (v) => {
          clearTimeout(timer);
          resolve(v);
        },
        () => {
          clearTimeout(timer);
          resolve(last);
        },
      );
    });
  }

  /** The next get() reads the database again; a load already running is not trusted. */
  invalidate(): void {
    this.generation++;
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
        // A load that began before a newer invalidation is still newer than an older copy.
        if (gen >= this.valueGeneration) {
          this.value = v;
          this.valueGeneration = gen;
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
