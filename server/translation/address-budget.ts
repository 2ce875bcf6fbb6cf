// How many provider-bound texts one address may start per window on the public translation calls. Only
// texts that would cost (verified, not stored, not in the memory) are counted, so a crowd behind one
// NAT reading translated content never runs it down. Past it, texts answer pending and wait for the
// translate-on-write queue. Kept in memory and small so a shared, database-backed limiter can replace it.
export interface AddressBudget {
  /** Whether this address may still start provider work now. */
  allows(address: string): boolean;
  /** Counts `n` texts that went to the provider for this address. */
  spend(address: string, n: number): void;
}

export interface AddressBudgetOptions {
  /** Texts per address per window (default 300). */
  texts?: number;
  /** Window length in ms (default 60 s). */
  windowMs?: number;
  /** Addresses remembered at most (oldest windows dropped first). */
  maxAddresses?: number;
  now?: () => number;
}

export function createAddressBudget(opts: AddressBudgetOptions = {}): AddressBudget {
  const limit = opts.texts ?? 300;
  const windowMs = opts.windowMs ?? 60_000;
  const maxAddresses = opts.maxAddresses ?? 50_000;
  const now = opts.now ?? Date.now;
  const used = new Map<string, { start: number; n: number }>();
  const current = (address: string) => {
    const at = now();
    const entry = used.get(address);
    if (entry && at - entry.start < windowMs) return entry;
    const fresh = { start: at, n: 0 };
    used.delete(address);
    if (used.size >= maxAddresses) used.delete(used.keys().next().value as string);
    used.set(address, fresh);
    return fresh;
  };
  return {
    allows: (address) => current(address).n < limit,
    spend: (address, n) => {
      if (n > 0) current(address).n += n;
    },
  };
}
