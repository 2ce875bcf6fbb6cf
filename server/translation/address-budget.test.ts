import { describe, expect, it } from 'vitest';
import { createAddressBudget } from './address-budget';

describe('the per-address budget', () => {
  it('lets an address start a set number of texts per window, then none until the window ends', () => {
    let now = 0;
    const budget = createAddressBudget({ texts: 3, windowMs: 1_000, now: () => now });
    expect(budget.allows('198.51.100.1')).toBe(true);
    budget.spend('198.51.100.1', 3);
    expect(budget.allows('198.51.100.1')).toBe(false);
    // Another address is not affected.
    expect(budget.allows('198.51.100.2')).toBe(true);
    now = 1_000;
    expect(budget.allows('198.51.100.1')).toBe(true);
  });

  it('counts nothing for answers that cost nothing, however many', () => {
    const budget = createAddressBudget({ texts: 1 });
    for (let i = 0; i < 10_000; i++) budget.spend('203.0.113.9', 0);
    expect(budget.allows('203.0.113.9')).toBe(true);
  });

  it('remembers a bounded number of addresses', () => {
    let now = 0;
    const budget = createAddressBudget({ texts: 1, maxAddresses: 2, now: () => now });
    budget.spend('a', 1);
    budget.spend('b', 1);
    budget.spend('c', 1);
    now = 1;
    // The oldest was dropped (its window forgotten): it may start again.
    expect(budget.allows('a')).toBe(true);
    expect(budget.allows('c')).toBe(false);
  });
});
