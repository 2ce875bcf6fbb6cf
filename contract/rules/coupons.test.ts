import { describe, expect, it } from 'vitest';
import { normaliseCouponCode } from './coupons';

describe('normaliseCouponCode', () => {
  it('reads a code as typed at a counter: any case, spaces around', () => {
    expect(normaliseCouponCode('  dg5-ab12-cd34 ')).toBe('DG5-AB12-CD34');
    expect(normaliseCouponCode('DG5-AB12-CD34')).toBe('DG5-AB12-CD34');
  });
  it('refuses what cannot be a code', () => {
    expect(normaliseCouponCode('')).toBeNull();
    expect(normaliseCouponCode('ab')).toBeNull();
    expect(normaliseCouponCode('<script>')).toBeNull();
    expect(normaliseCouponCode('DG5 AB12 CD34')).toBeNull();
    expect(normaliseCouponCode('X'.repeat(33))).toBeNull();
  });
});
