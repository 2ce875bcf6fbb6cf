// The live `queue` event and the booth admin's line (issue 25): the line of that booth is read again, no other.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queueKeys } from '@/api/queue';
import { applyLiveEvent } from './live-events';

describe('a live queue event', () => {
  it('marks the admin line of its booth stale and leaves other booths’ lines alone', () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    qc.setQueryData(queueKeys.admin(1), { booth_id: 1 });
    qc.setQueryData(queueKeys.admin(2), { booth_id: 2 });
    applyLiveEvent(qc, 'queue', { booth_id: 1, line: null, changed: [{ id: 4, state: 'called' }] });
    expect(qc.getQueryState(queueKeys.admin(1))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(queueKeys.admin(2))?.isInvalidated).toBe(false);
  });
});
