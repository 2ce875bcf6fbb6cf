// Failed admin logins are slowed per address and refused per code, without locking out a crowd:
// many people share one campus or carrier address, so an address is only ever delayed (at most
// maxDelayMs), never refused; a code value that keeps failing is refused for a growing time,
// which cannot hurt anyone with a right code (a right code never fails).
// The failures of an address are counted in the database (services/limits.ts, kind 'loginFail'), so
// every process behind the proxy delays the same address; the per-code refusal stays in memory (a
// code that keeps failing is refused by each process in turn, which only slows a guesser further).

import { limitRefusals } from '../lib/metrics';
import type { LimitRule, Limits } from './limits';
import { Lru } from '../lib/cache';

export interface LoginLimiterOptions {
  windowMs?: number;
  /** Failures an address may have in the window before its attempts are delayed. */
  freeFailuresPerAddress?: number;
  maxDelayMs?: number;
  /** Failures of one code value before it is refused. */
  freeFailuresPerCode?: number;
  now?: () => number;
}

/** The shared bucket of an address's failed logins: `freeFailuresPerAddress` in `windowMs`. */
export function loginFailRule(opts: LoginLimiterOptions = {}): LimitRule {
  return { burst: opts.freeFailuresPerAddress ?? 10, refillMs: opts.windowMs ?? 15 * 60 * 1000 };
}

export function createLoginLimiter(opts: LoginLimiterOptions = {}, shared?: Limits) {
  const windowMs = opts.windowMs ?? 15 * 60 * 1000;
  const freeAddr = opts.freeFailuresPerAddress ?? 10;
  const maxDelay = opts.maxDelayMs ?? 2000;
  const freeCode = opts.freeFailuresPerCode ?? 5;
  const now = opts.now ?? Date.now;
  const byAddr = new Map<string, number[]>();
  const byCode = new Map<string, { fails: number; until: number; last: number }>();
  /** With a shared store: how many times in a row it refused an address, for the growing delay. */
  const overBy = new Lru<string, number>(10_000);

  function recent(addr: string): number[] {
    const cutoff = now() - windowMs;
    const list = (byAddr.get(addr) ?? []).filter((ts) => ts > cutoff);
    if (list.length) byAddr.set(addr, list);
    else byAddr.delete(addr);
    return list;
  }

  function sweep() {
    if (byAddr.size + byCode.size < 50_000) return;
    const cutoff = now() - windowMs;
    for (const [k, v] of byAddr) if (!v.some((ts) => ts > cutoff)) byAddr.delete(k);
    for (const [k, v] of byCode) if (v.last < cutoff && v.until < now()) byCode.delete(k);
  }

  return {
    /**
     * Records a failure of this address and code; resolves to the milliseconds to wait before
     * answering it (0 = at once). With a shared store the address's failures count across processes.
     */
    async failed(addr: string, codeKey: string): Promise<number> {
      if (!shared) {
        const delay = this.delayFor(addr);
        this.fail(addr, codeKey);
        return delay;
      }
      this.fail(addr, codeKey, false);
      const r = await shared.take('loginFail', addr);
      if (r.ok) {
        overBy.delete(addr);
        return 0;
      }
      limitRefusals.inc({ kind: 'login' });
      // The delay grows with this process's refusals of the address (100 ms, 200 ms, ... up to maxDelay).
      const extra = (overBy.get(addr) ?? 0) + 1;
      overBy.set(addr, extra);
      return Math.min(maxDelay, 100 * 2 ** Math.min(extra, 10));
    },
    /** Milliseconds to wait before answering this address (0 = at once). */
    delayFor(addr: string): number {
      const extra = recent(addr).length - freeAddr;
      if (extra < 0) return 0;
      limitRefusals.inc({ kind: 'login' });
      return Math.min(maxDelay, 100 * 2 ** Math.min(extra, 10));
    },
    /** Seconds until this code may be tried again, or 0. */
    codeRetryAfter(codeKey: string): number {
      const s = byCode.get(codeKey);
      if (!s || s.until <= now()) return 0;
      limitRefusals.inc({ kind: 'login' });
      return Math.ceil((s.until - now()) / 1000);
    },
    fail(addr: string, codeKey: string, countAddress = true) {
      sweep();
      if (countAddress) {
        const list = recent(addr);
        list.push(now());
        byAddr.set(addr, list);
      }
      const s = byCode.get(codeKey) ?? { fails: 0, until: 0, last: 0 };
      if (now() - s.last > windowMs) s.fails = 0;
      s.fails++;
      s.last = now();
      if (s.fails >= freeCode) s.until = now() + Math.min(windowMs, 1000 * 2 ** Math.min(s.fails - freeCode, 20));
      byCode.set(codeKey, s);
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
