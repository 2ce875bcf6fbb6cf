// The queue's stores (issue 25): the ticket kept on the device, the lines, and the live `queue` event reaching
// them through live-events.ts. A unit test has no window: an EventTarget stands in for it.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LineList, Ticket, TicketList } from '@contract/queue';
import { keptTickets } from './kept-flags';

const target = new EventTarget();
vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
vi.stubGlobal('dispatchEvent', target.dispatchEvent.bind(target));

const getTickets = vi.fn<(userId: string) => Promise<TicketList>>();
const getLines = vi.fn<() => Promise<LineList>>();
vi.mock('@/api/queue', () => ({ getTickets: (id: string) => getTickets(id), getLines: () => getLines() }));

const ticket = (over: Partial<Ticket> = {}): Ticket => ({
  id: 11,
  booth_id: 1,
  booth_name: '프론티어',
  number: 3,
  party_size: 2,
  state: 'waiting',
  ahead: 2,
  est_wait_minutes: 10,
  joined_at: '2025-09-25T19:00:00+09:00',
  called_at: null,
  may_rejoin: false,
  ...over,
});
const LINE = { booth_id: 1, state: 'open', waiting: 3, party_min: 1, party_max: 6, est_wait_minutes: 15, minutes_per_party: 5, rate_source: 'booth' } as const;
const answer = (tickets: Ticket[]): TicketList => ({ now: '2025-09-25T19:05:00+09:00', user_id: 'v1', tickets });

let store: typeof import('./queue-tickets');
let lines: typeof import('./queue-lines');
let live: typeof import('@/live/live-events');
beforeAll(async () => {
  store = await import('./queue-tickets');
  lines = await import('./queue-lines');
  live = await import('@/live/live-events');
});
beforeEach(() => {
  getTickets.mockReset();
  getLines.mockReset();
});
afterEach(() => {
  store.queueTickets.reset();
  lines.queueLines.reset();
});
const settled = () => new Promise((r) => setTimeout(r, 0));

describe('the ticket kept on the device', () => {
  it('keeps a joined ticket and forgets it once dismissed, saying so to the live layer', () => {
    const heard = vi.fn();
    target.addEventListener(keptTickets.event, heard);
    store.queueTickets.put(1, ticket());
    expect(store.queueTickets.at(1)).toEqual(ticket());
    expect(store.queueTickets.hasOpen()).toBe(true);
    store.queueTickets.put(1, null);
    expect(store.queueTickets.at(1)).toBeNull();
    expect(store.queueTickets.snapshot().dismissed).toEqual([11]);
    expect(heard).toHaveBeenCalledTimes(2);
    target.removeEventListener(keptTickets.event, heard);
  });

  it('a live queue event for its booth reads the tickets again: the call arrives', async () => {
    store.queueTickets.put(1, ticket());
    getTickets.mockResolvedValue(answer([ticket({ state: 'called', ahead: 0, est_wait_minutes: 0 })]));
    live.applyLiveEvent(new QueryClient(), 'queue', { booth_id: 1, line: LINE, changed: [{ id: 11, state: 'called' }] });
    await vi.waitFor(() => expect(store.queueTickets.at(1)?.state).toBe('called'));
    expect(getTickets).toHaveBeenCalledOnce();
  });

  it("another booth's event does not fetch; offline the kept ticket stays as it was", async () => {
    store.queueTickets.put(1, ticket());
    live.applyLiveEvent(new QueryClient(), 'queue', { booth_id: 2, line: null, changed: [{ id: 99, state: 'called' }] });
    await settled();
    expect(getTickets).not.toHaveBeenCalled();
    getTickets.mockRejectedValue(Object.assign(new Error('offline'), { kind: 'network' }));
    await store.queueTickets.refresh();
    expect(store.queueTickets.at(1)).toEqual(ticket());
  });

  it('done tickets this device never held stay out of the kept list', async () => {
    store.queueTickets.put(1, ticket());
    getTickets.mockResolvedValue(answer([ticket({ ahead: 1 }), ticket({ id: 5, booth_id: 4, state: 'seated' })]));
    await store.queueTickets.refresh();
    expect(store.queueTickets.snapshot().tickets.map((t) => t.id)).toEqual([11]);
    expect(store.queueTickets.at(1)?.ahead).toBe(1);
  });
});

describe('the lines', () => {
  it('a live queue event patches the line, and a closed line leaves the list', async () => {
    lines.queueLines.reset({ now: '2025-09-25T19:00:00+09:00', lines: [LINE] });
    live.applyLiveEvent(new QueryClient(), 'queue', { booth_id: 1, line: { ...LINE, waiting: 4, est_wait_minutes: 20 }, changed: [] });
    expect(lines.queueLines.snapshot()?.lines).toEqual([{ ...LINE, waiting: 4, est_wait_minutes: 20 }]);
    live.applyLiveEvent(new QueryClient(), 'queue', { booth_id: 1, line: { ...LINE, state: 'closed' }, changed: [] });
    expect(lines.queueLines.snapshot()?.lines).toEqual([]);
  });
});
