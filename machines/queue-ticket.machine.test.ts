import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { Ticket } from '@contract/queue';
import { deferredActor, flush } from './test-utils/deferred';
import { REFRESH_MS, failureOf, queueTicketMachine, selectQueueTicketState, type JoinInput, type QueueTicketInput } from './queue-ticket.machine';

const TICKET: Ticket = {
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
};
const httpError = (error: string) => Object.assign(new Error(error), { status: 409, body: { message: error, error }, kind: 'http' });

function setupTicket(input: QueueTicketInput = { boothId: 1 }) {
  const clock = new SimulatedClock();
  const join = deferredActor<JoinInput, Ticket>();
  const leave = deferredActor<{ ticketId: number }, Ticket>();
  const refresh = deferredActor<{ ticketId: number }, Ticket | null>();
  const stored: (Ticket | null)[] = [];
  const actor = createActor(
    queueTicketMachine.provide({
      actors: { join: join.logic, leave: leave.logic, refresh: refresh.logic },
      actions: { store: (_, t) => void stored.push(t as Ticket | null) },
    }),
    { input, clock },
  ).start();
  const state = () => selectQueueTicketState(actor.getSnapshot());
  const ctx = () => actor.getSnapshot().context;
  return { clock, join, leave, refresh, stored, actor, state, ctx };
}

describe('queueTicketMachine', () => {
  it('joins: joining, then waiting with the server ticket, kept on the device', async () => {
    const { join, actor, state, ctx, stored } = setupTicket();
    expect(state()).toBe('idle');
    actor.send({ type: 'queue.join', partySize: 0 });
    expect(state()).toBe('idle');
    actor.send({ type: 'queue.join', partySize: 2 });
    expect(state()).toBe('joining');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(join.last.input).toEqual({ boothId: 1, partySize: 2 });
    join.last.resolve(TICKET);
    await flush();
    expect(state()).toBe('waiting');
    expect(ctx().ticket).toEqual(TICKET);
    expect(stored).toEqual([TICKET]);
  });

  it('a failed join rolls back to no ticket, with the reason', async () => {
    const { join, actor, state, ctx, stored } = setupTicket();
    actor.send({ type: 'queue.join', partySize: 2 });
    join.last.reject(httpError('line_closed'));
    await flush();
    expect(state()).toBe('idle');
    expect(ctx()).toMatchObject({ ticket: null, failure: 'line_closed' });
    expect(stored).toEqual([]);
    actor.send({ type: 'queue.join', partySize: 3 });
    expect(ctx().failure).toBeNull();
  });

  it('starts from the ticket kept on the device and follows live updates: called, then seated', () => {
    const { actor, state, stored } = setupTicket({ boothId: 1, ticket: TICKET });
    expect(state()).toBe('waiting');
    actor.send({ type: 'queue.update', ticket: { ...TICKET, booth_id: 2, state: 'called' } });
    expect(state()).toBe('waiting');
    actor.send({ type: 'queue.update', ticket: { ...TICKET, state: 'called', ahead: 0 } });
    expect(state()).toBe('called');
    expect(actor.getSnapshot().hasTag('yourTurn')).toBe(true);
    actor.send({ type: 'queue.update', ticket: { ...TICKET, state: 'seated' } });
    expect(state()).toBe('seated');
    actor.send({ type: 'queue.dismiss' });
    expect(state()).toBe('idle');
    expect(stored.at(-1)).toBeNull();
  });

  it('refreshes an open ticket every REFRESH_MS on the clock; offline keeps the kept ticket', async () => {
    const { clock, refresh, state, ctx } = setupTicket({ boothId: 1, ticket: TICKET });
    clock.increment(REFRESH_MS - 1);
    expect(refresh.calls).toHaveLength(0);
    clock.increment(1);
    expect(state()).toBe('refreshing');
    expect(refresh.last.input).toEqual({ ticketId: 11 });
    refresh.last.reject(Object.assign(new Error('offline'), { kind: 'network' }));
    await flush();
    expect(state()).toBe('waiting');
    expect(ctx().ticket).toEqual(TICKET);
    clock.increment(REFRESH_MS);
    refresh.last.resolve({ ...TICKET, state: 'called', ahead: 0 });
    await flush();
    expect(state()).toBe('called');
    expect(refresh.calls).toHaveLength(2);
  });

  it('leaves; a failed leave rolls back to the same place with the reason', async () => {
    const { leave, actor, state, ctx } = setupTicket({ boothId: 1, ticket: { ...TICKET, state: 'called' } });
    actor.send({ type: 'queue.leave' });
    expect(state()).toBe('leaving');
    leave.last.reject(Object.assign(new Error('offline'), { kind: 'network' }));
    await flush();
    expect(state()).toBe('called');
    expect(ctx().failure).toBe('network');
    actor.send({ type: 'queue.leave' });
    leave.last.resolve({ ...TICKET, state: 'left' });
    await flush();
    expect(state()).toBe('left');
    actor.send({ type: 'queue.join', partySize: 4 });
    expect(state()).toBe('joining');
  });

  it('a missed ticket may rejoin once when the server allows it; a failed rejoin stays missed', async () => {
    const missed: Ticket = { ...TICKET, state: 'missed', may_rejoin: false };
    const { join, actor, state, ctx } = setupTicket({ boothId: 1, ticket: missed });
    expect(state()).toBe('missed');
    actor.send({ type: 'queue.rejoin' });
    expect(state()).toBe('missed');
    actor.send({ type: 'queue.update', ticket: { ...missed, may_rejoin: true } });
    actor.send({ type: 'queue.rejoin' });
    expect(state()).toBe('joining');
    expect(join.last.input).toEqual({ boothId: 1, partySize: 2 });
    join.last.reject(httpError('missed_twice'));
    await flush();
    expect(state()).toBe('missed');
    expect(ctx().failure).toBe('missed_twice');
  });

  it('reads failures as the server code, network, or unknown', () => {
    expect(failureOf(httpError('rate_limited'))).toBe('rate_limited');
    expect(failureOf({ kind: 'network' })).toBe('network');
    expect(failureOf(new Error('x'))).toBe('unknown');
    expect(failureOf(null)).toBe('unknown');
  });
});
