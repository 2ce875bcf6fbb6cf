import type { LineSummary, Ticket } from '@contract/queue';

export const LINE: LineSummary = {
  booth_id: 1,
  state: 'open',
  waiting: 3,
  party_min: 1,
  party_max: 4,
  est_wait_minutes: 18,
  minutes_per_party: 6,
  rate_source: 'booth',
};

export const TICKET: Ticket = {
  id: 11,
  booth_id: 1,
  booth_name: '프론티어',
  number: 3,
  party_size: 2,
  state: 'waiting',
  ahead: 2,
  est_wait_minutes: 12,
  joined_at: '2025-09-25T19:00:00+09:00',
  called_at: null,
  may_rejoin: false,
};
