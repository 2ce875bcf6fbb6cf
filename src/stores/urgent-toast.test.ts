import { describe, expect, it } from 'vitest';
import { claimUrgentToasts, urgentToastsClaimed } from './urgent-toast';

describe('urgent toast claims', () => {
  it('are held while any claimant is mounted, and a release counts once', () => {
    expect(urgentToastsClaimed()).toBe(false);
    const a = claimUrgentToasts();
    const b = claimUrgentToasts();
    a();
    a();
    expect(urgentToastsClaimed()).toBe(true);
    b();
    expect(urgentToastsClaimed()).toBe(false);
  });
});
