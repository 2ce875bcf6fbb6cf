// What changes with time alone, not with a write: booth events starting and ending, and the stage's
// current hour slot. Each process works it out from the server clock (FESTIVAL_NOW replays), so
// nothing of it crosses processes.
import { kstDate, kstParts } from '@contract/time';

export interface TickerSource {
  now(): number;
  /** Booth events with their times (the board's Event posts). */
  events(): Promise<{ id: number; boothId: number | null; startTime: Date | null; endTime: Date | null }[]>;
}

type Emit = (kind: 'events' | 'stage', data: unknown) => void;

export class LiveTicker {
  private running: Set<number> | null = null;
  private slot: string | null = null;
  private busy = false;

  constructor(
    private readonly source: TickerSource,
    private readonly emit: Emit,
  ) {}

  async tick(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const now = this.source.now();
      const p = kstParts(now);
      const slot = `${kstDate(now)} ${String(p.hour).padStart(2, '0')}:00`;
      if (this.slot !== null && slot !== this.slot) this.emit('stage', { date: slot.slice(0, 10), slot: slot.slice(11) });
      this.slot = slot;

      const events = await this.source.events();
      const running = new Set<number>();
      for (const e of events) {
        if (e.startTime && e.endTime && e.startTime.getTime() <= now && now < e.endTime.getTime()) running.add(e.id);
      }
      const before = this.running;
      this.running = running;
      if (!before) return;
      const started = [...running].filter((id) => !before.has(id));
      const ended = [...before].filter((id) => !running.has(id));
      if (started.length || ended.length) {
        const booths = events.filter((e) => started.includes(e.id) || ended.includes(e.id)).map((e) => e.boothId);
        this.emit('events', { started, ended, booth_ids: [...new Set(booths)] });
      }
    } catch {
      /* the database stalled: the next tick tries again */
    } finally {
      this.busy = false;
    }
  }
}
