// The virtual queue (issue 25; docs/queue.md). Every write to a line runs in one transaction that first locks
// the line's row, so joins get numbers in commit order and "call next" never calls one party twice nor skips
// one, whichever process takes the request. Nothing is kept in memory: the database is the queue.
import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import {
  OPEN_TICKET_STATES,
  QUEUE_DEFAULTS,
  QUEUE_LIMITS,
  type AdminLine,
  type AdminTicket,
  type LineState,
  type LineSummary,
  type QueueAction,
  type QueueEvent,
  type Ticket,
  type TicketState,
} from '@contract/queue';
import { estimatedWait, minutesPerParty, RATE_WINDOW_MS } from '@contract/rules/queue';
import type { Clock } from '../clock';
import type { Db, DbKind } from '../db/client';
import * as t from '../db/schema';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { kstIso } from '../lib/time';
import type { Limits } from './limits';

type Line = typeof t.queueLines.$inferSelect;
type TicketRow = typeof t.queueTickets.$inferSelect;

const conflict = (message: string, error = 'conflict') => new ApiError(409, message, { error });
/** What each action leaves its ticket in (undo checks the ticket is still there). */
const RESULT: Record<QueueAction, TicketState> = { call: 'called', seated: 'seated', no_show: 'missed' };

export interface QueueServiceOptions {
  db: Db;
  kind: DbKind;
  clock: Clock;
  limits: Limits;
  boothName: (boothId: number) => Promise<string | undefined>;
}

export function createQueueService({ db, kind, clock, limits, boothName }: QueueServiceOptions) {
  const now = () => new Date(clock.now());

  async function lockLine(tx: Db, boothId: number): Promise<Line | null> {
    const rows = await tx.select().from(t.queueLines).where(eq(t.queueLines.boothId, boothId)).for('update');
    return rows[0] ?? null;
  }

  async function callTimes(exec: Db, boothId: number, at: Date): Promise<number[]> {
    const rows = await exec
      .select({ at: t.queueActions.at })
      .from(t.queueActions)
      .where(
        and(
          eq(t.queueActions.boothId, boothId),
          eq(t.queueActions.action, 'call'),
          eq(t.queueActions.undone, false),
          gte(t.queueActions.at, new Date(at.getTime() - RATE_WINDOW_MS)),
        ),
      );
    return rows.map((r) => r.at.getTime());
  }

  async function waitingCount(exec: Db, boothId: number): Promise<number> {
    const rows = await exec
      .select({ n: sql<number>`count(*)::int` })
      .from(t.queueTickets)
      .where(and(eq(t.queueTickets.boothId, boothId), eq(t.queueTickets.state, 'waiting')));
    return Number(rows[0]?.n ?? 0);
  }

  async function summaryOf(exec: Db, line: Line, at = now()): Promise<LineSummary> {
    const [waiting, calls] = await Promise.all([waitingCount(exec, line.boothId), callTimes(exec, line.boothId, at)]);
    const rate = minutesPerParty(calls, at.getTime(), line.minutesPerParty);
    return {
      booth_id: line.boothId,
      state: line.state as LineState,
      waiting,
      party_min: line.partyMin,
      party_max: line.partyMax,
      est_wait_minutes: estimatedWait(waiting, rate.minutes),
      minutes_per_party: rate.minutes,
      rate_source: rate.source,
    };
  }

  async function ticketView(exec: Db, row: TicketRow, line: Line, at = now()): Promise<Ticket> {
    let ahead = 0;
    if (row.state === 'waiting') {
      const r = await exec
        .select({ n: sql<number>`count(*)::int` })
        .from(t.queueTickets)
        .where(and(eq(t.queueTickets.boothId, row.boothId), inArray(t.queueTickets.state, ['waiting', 'called']), sql`${t.queueTickets.number} < ${row.number}`));
      ahead = Number(r[0]?.n ?? 0);
    }
    const rate = minutesPerParty(await callTimes(exec, row.boothId, at), at.getTime(), line.minutesPerParty);
    const misses = row.state === 'missed' ? await missCount(exec, row.boothId, row.visitorId) : 0;
    return {
      id: row.id,
      booth_id: row.boothId,
      booth_name: (await boothName(row.boothId)) ?? '',
      number: row.number,
      party_size: row.partySize,
      state: row.state as TicketState,
      ahead,
      est_wait_minutes: row.state === 'waiting' ? estimatedWait(ahead, rate.minutes) : 0,
      joined_at: kstIso(row.joinedAt),
      called_at: row.calledAt ? kstIso(row.calledAt) : null,
      may_rejoin: row.state === 'missed' && misses < QUEUE_LIMITS.missesPerLine && line.state === 'open',
    };
  }

  async function missCount(exec: Db, boothId: number, visitorId: string): Promise<number> {
    const r = await exec
      .select({ n: sql<number>`count(*)::int` })
      .from(t.queueTickets)
      .where(and(eq(t.queueTickets.boothId, boothId), eq(t.queueTickets.visitorId, visitorId), eq(t.queueTickets.state, 'missed')));
    return Number(r[0]?.n ?? 0);
  }

  async function lineOf(exec: Db, boothId: number): Promise<Line | null> {
    return (await exec.select().from(t.queueLines).where(eq(t.queueLines.boothId, boothId)))[0] ?? null;
  }

  async function event(exec: Db, boothId: number, changed: { id: number; state: TicketState }[]): Promise<QueueEvent> {
    const line = await lineOf(exec, boothId);
    return { booth_id: boothId, line: line ? await summaryOf(exec, line) : null, changed };
  }

  /** A line the admin acts on: locked, and existing (opened once). */
  async function adminLine(tx: Db, boothId: number): Promise<Line> {
    const line = await lockLine(tx, boothId);
    if (!line) throw conflict('this booth has no line yet; open it first', 'no_line');
    return line;
  }

  return {
    /** Lines open or paused, for visitors. */
    async lines(): Promise<LineSummary[]> {
      const rows = await db.select().from(t.queueLines).where(inArray(t.queueLines.state, ['open', 'paused'])).orderBy(asc(t.queueLines.boothId));
      const at = now();
      return Promise.all(rows.map((l) => summaryOf(db, l, at)));
    },

    async join(boothId: number, visitorId: string, partySize: number, address: string): Promise<{ ticket: Ticket; event: QueueEvent }> {
      return db.transaction(async (tx) => {
        const x = tx as unknown as Db;
        // A visitor racing joins on two lines must not end up with three tickets.
        if (kind === 'postgres') await x.execute(sql`select pg_advisory_xact_lock(hashtext(${`queue:${visitorId}`}))`);
        const line = await lockLine(x, boothId);
        if (!line || line.state === 'closed') throw conflict('this line is closed; no one can join it now', 'line_closed');
        if (line.state === 'paused') throw conflict('this line is paused; please try again in a few minutes', 'line_paused');
        if (partySize < line.partyMin || partySize > line.partyMax) {
          throw badRequest(`party_size must be between ${line.partyMin} and ${line.partyMax} for this line`);
        }
        const mine = await x
          .select({ boothId: t.queueTickets.boothId })
          .from(t.queueTickets)
          .where(and(eq(t.queueTickets.visitorId, visitorId), inArray(t.queueTickets.state, [...OPEN_TICKET_STATES])));
        if (mine.some((m) => m.boothId === boothId)) throw conflict('you are already in this line', 'already_joined');
        if (mine.length >= QUEUE_LIMITS.openTicketsPerVisitor) {
          throw conflict(`you are already in ${QUEUE_LIMITS.openTicketsPerVisitor} lines; leave one before joining another`, 'too_many_lines');
        }
        if ((await missCount(x, boothId, visitorId)) >= QUEUE_LIMITS.missesPerLine) {
          throw conflict('you missed your call here twice; this line cannot be joined again', 'missed_twice');
        }
        // Taken inside the transaction: a join refused later gives the token back.
        await limits.enforce('queueJoin', `${address}:${boothId}`, 1, x);
        const at = now();
        await x.update(t.queueLines).set({ nextNumber: line.nextNumber + 1 }).where(eq(t.queueLines.boothId, boothId));
        const [row] = await x
          .insert(t.queueTickets)
          .values({ boothId, number: line.nextNumber, visitorId, partySize, state: 'waiting', joinedAt: at })
          .returning();
        return { ticket: await ticketView(x, row, line, at), event: await event(x, boothId, [{ id: row.id, state: 'waiting' }]) };
      });
    },

    /** The visitor's tickets: open ones and the last few done, newest first. */
    async tickets(visitorId: string): Promise<Ticket[]> {
      const rows = await db
        .select()
        .from(t.queueTickets)
        .where(eq(t.queueTickets.visitorId, visitorId))
        .orderBy(desc(t.queueTickets.id))
        .limit(10);
      const at = now();
      const out: Ticket[] = [];
      for (const row of rows) {
        const line = await lineOf(db, row.boothId);
        if (line) out.push(await ticketView(db, row, line, at));
      }
      return out;
    },

    /** The visitor's open ticket `ticketId` (a push subscription is kept only for one), else a 404 / 409. */
    async openTicketOf(ticketId: number, visitorId: string): Promise<{ id: number; boothId: number }> {
      const row = (await db.select().from(t.queueTickets).where(eq(t.queueTickets.id, ticketId)))[0];
      if (!row || row.visitorId !== visitorId) throw notFound(`no such ticket: ${ticketId}`);
      if (!OPEN_TICKET_STATES.includes(row.state as TicketState)) throw conflict('this ticket is no longer in the line', 'ticket_done');
      return { id: row.id, boothId: row.boothId };
    },

    async leave(ticketId: number, visitorId: string): Promise<{ ticket: Ticket; event: QueueEvent }> {
      const found = (await db.select().from(t.queueTickets).where(eq(t.queueTickets.id, ticketId)))[0];
      if (!found || found.visitorId !== visitorId) throw notFound(`no such ticket: ${ticketId}`);
      return db.transaction(async (tx) => {
        const x = tx as unknown as Db;
        const line = (await lockLine(x, found.boothId))!;
        const [row] = await x
          .update(t.queueTickets)
          .set({ state: 'left', doneAt: now() })
          .where(and(eq(t.queueTickets.id, ticketId), inArray(t.queueTickets.state, [...OPEN_TICKET_STATES])))
          .returning();
        if (!row) throw conflict('this ticket is no longer in the line', 'ticket_done');
        return { ticket: await ticketView(x, row, line), event: await event(x, row.boothId, [{ id: row.id, state: 'left' }]) };
      });
    },

    /** Open, pause or close the line and change its settings (the line is made on first use). */
    async settings(
      boothId: number,
      patch: { state?: LineState; party_min?: number; party_max?: number; minutes_per_party?: number; grace_minutes?: number },
    ): Promise<QueueEvent> {
      return db.transaction(async (tx) => {
        const x = tx as unknown as Db;
        await x
          .insert(t.queueLines)
          .values({
            boothId,
            state: 'closed',
            partyMin: QUEUE_DEFAULTS.partyMin,
            partyMax: QUEUE_DEFAULTS.partyMax,
            minutesPerParty: QUEUE_DEFAULTS.minutesPerParty,
            graceMinutes: QUEUE_DEFAULTS.graceMinutes,
            updatedAt: now(),
          })
          .onConflictDoNothing();
        const line = (await lockLine(x, boothId))!;
        const next = {
          state: patch.state ?? line.state,
          partyMin: patch.party_min ?? line.partyMin,
          partyMax: patch.party_max ?? line.partyMax,
          minutesPerParty: patch.minutes_per_party ?? line.minutesPerParty,
          graceMinutes: patch.grace_minutes ?? line.graceMinutes,
          updatedAt: now(),
        };
        if (next.partyMin > next.partyMax) throw badRequest(`party_min (${next.partyMin}) must not be more than party_max (${next.partyMax})`);
        await x.update(t.queueLines).set(next).where(eq(t.queueLines.boothId, boothId));
        return event(x, boothId, []);
      });
    },

    /** Call the waiting party with the lowest number. */
    async callNext(boothId: number, adminId: number): Promise<{ number: number; event: QueueEvent }> {
      return db.transaction(async (tx) => {
        const x = tx as unknown as Db;
        await adminLine(x, boothId);
        const [first] = await x
          .select()
          .from(t.queueTickets)
          .where(and(eq(t.queueTickets.boothId, boothId), eq(t.queueTickets.state, 'waiting')))
          .orderBy(asc(t.queueTickets.number))
          .limit(1);
        if (!first) throw conflict('no one is waiting in this line', 'line_empty');
        const at = now();
        await x.update(t.queueTickets).set({ state: 'called', calledAt: at }).where(eq(t.queueTickets.id, first.id));
        await x.insert(t.queueActions).values({ boothId, ticketId: first.id, action: 'call', fromState: 'waiting', at, adminId });
        return { number: first.number, event: await event(x, boothId, [{ id: first.id, state: 'called' }]) };
      });
    },

    /** A called party came (seated) or did not (no-show, only after the grace window). */
    async mark(boothId: number, ticketId: number, action: 'seated' | 'no_show', adminId: number): Promise<QueueEvent> {
      return db.transaction(async (tx) => {
        const x = tx as unknown as Db;
        const line = await adminLine(x, boothId);
        const row = (await x.select().from(t.queueTickets).where(and(eq(t.queueTickets.id, ticketId), eq(t.queueTickets.boothId, boothId))))[0];
        if (!row) throw notFound(`this line has no ticket ${ticketId}`);
        if (row.state !== 'called') throw conflict(`number ${row.number} has not been called (it is ${row.state})`, 'not_called');
        const at = now();
        if (action === 'no_show') {
          const from = row.calledAt!.getTime() + line.graceMinutes * 60_000;
          if (at.getTime() < from) {
            throw conflict(`no-show is offered from ${kstIso(from).slice(11, 16)}, ${line.graceMinutes} minutes after the call`, 'grace_window');
          }
        }
        const state = RESULT[action];
        await x.update(t.queueTickets).set({ state, doneAt: at }).where(eq(t.queueTickets.id, ticketId));
        await x.insert(t.queueActions).values({ boothId, ticketId, action, fromState: 'called', at, adminId });
        return event(x, boothId, [{ id: ticketId, state }]);
      });
    },

    /** Undo the booth's last action not undone yet, if its ticket is still where that action left it. */
    async undo(boothId: number): Promise<{ action: QueueAction; number: number; event: QueueEvent }> {
      return db.transaction(async (tx) => {
        const x = tx as unknown as Db;
        await adminLine(x, boothId);
        const [last] = await x
          .select()
          .from(t.queueActions)
          .where(and(eq(t.queueActions.boothId, boothId), eq(t.queueActions.undone, false)))
          .orderBy(desc(t.queueActions.id))
          .limit(1);
        if (!last) throw conflict('there is nothing to undo', 'nothing_to_undo');
        const action = last.action as QueueAction;
        const row = (await x.select().from(t.queueTickets).where(eq(t.queueTickets.id, last.ticketId)))[0];
        if (!row || row.state !== RESULT[action]) throw conflict(`number ${row?.number ?? '?'} has changed since; it cannot be undone`, 'undo_stale');
        const back = last.fromState as TicketState;
        if (back === 'waiting' || back === 'called') {
          // Reopening a ticket must not give its visitor a second ticket here or a third line: the same rule and
          // the same per-visitor lock as a join.
          if (kind === 'postgres') await x.execute(sql`select pg_advisory_xact_lock(hashtext(${`queue:${row.visitorId}`}))`);
          const other = await x
            .select({ boothId: t.queueTickets.boothId })
            .from(t.queueTickets)
            .where(and(eq(t.queueTickets.visitorId, row.visitorId), ne(t.queueTickets.id, row.id), inArray(t.queueTickets.state, [...OPEN_TICKET_STATES])));
          if (other.some((o) => o.boothId === boothId)) throw conflict(`number ${row.number} has joined the line again; it cannot be undone`, 'undo_stale');
          if (other.length >= QUEUE_LIMITS.openTicketsPerVisitor) {
            throw conflict(`number ${row.number} is now in ${QUEUE_LIMITS.openTicketsPerVisitor} other lines; it cannot be undone`, 'undo_stale');
          }
        }
        await x
          .update(t.queueTickets)
          .set(back === 'waiting' ? { state: back, calledAt: null, doneAt: null } : { state: back, doneAt: null })
          .where(eq(t.queueTickets.id, row.id));
        await x.update(t.queueActions).set({ undone: true }).where(eq(t.queueActions.id, last.id));
        return { action, number: row.number, event: await event(x, boothId, [{ id: row.id, state: back }]) };
      });
    },

    /** The booth admin's line: settings, waiting and called tickets in number order, then the last done. */
    async adminView(boothId: number, name: string): Promise<AdminLine> {
      const at = now();
      // A booth that never opened its line sees the defaults, closed (nothing is written by a read).
      const line: Line = (await lineOf(db, boothId)) ?? {
        boothId,
        state: 'closed',
        partyMin: QUEUE_DEFAULTS.partyMin,
        partyMax: QUEUE_DEFAULTS.partyMax,
        minutesPerParty: QUEUE_DEFAULTS.minutesPerParty,
        graceMinutes: QUEUE_DEFAULTS.graceMinutes,
        nextNumber: 1,
        updatedAt: at,
      };
      const [open, done, last] = await Promise.all([
        db
          .select()
          .from(t.queueTickets)
          .where(and(eq(t.queueTickets.boothId, boothId), inArray(t.queueTickets.state, [...OPEN_TICKET_STATES])))
          .orderBy(asc(t.queueTickets.number)),
        db
          .select()
          .from(t.queueTickets)
          .where(and(eq(t.queueTickets.boothId, boothId), inArray(t.queueTickets.state, ['seated', 'missed', 'left'])))
          .orderBy(desc(t.queueTickets.doneAt), desc(t.queueTickets.id))
          .limit(20),
        db
          .select({ action: t.queueActions.action, number: t.queueTickets.number })
          .from(t.queueActions)
          .innerJoin(t.queueTickets, eq(t.queueTickets.id, t.queueActions.ticketId))
          .where(and(eq(t.queueActions.boothId, boothId), eq(t.queueActions.undone, false)))
          .orderBy(desc(t.queueActions.id))
          .limit(1),
      ]);
      const view = (r: TicketRow): AdminTicket => ({
        id: r.id,
        number: r.number,
        party_size: r.partySize,
        state: r.state as TicketState,
        joined_at: kstIso(r.joinedAt),
        called_at: r.calledAt ? kstIso(r.calledAt) : null,
        no_show_from: r.state === 'called' && r.calledAt ? kstIso(r.calledAt.getTime() + line.graceMinutes * 60_000) : null,
      });
      return {
        booth_id: boothId,
        booth_name: name,
        now: kstIso(at),
        state: line.state as LineState,
        party_min: line.partyMin,
        party_max: line.partyMax,
        minutes_per_party: line.minutesPerParty,
        grace_minutes: line.graceMinutes,
        summary: await summaryOf(db, line, at),
        tickets: [...open.map(view), ...done.map(view)],
        undo: last[0] ? { action: last[0].action as QueueAction, number: last[0].number } : null,
      };
    },
  };
}
export type QueueService = ReturnType<typeof createQueueService>;
