// "Add to calendar": an .ics of one performance or of every favourite one, downloaded by the browser
// (a phone hands it to its calendar app).
import { icsCalendar, icsFileName, type IcsEvent } from '@contract/ics';
import type { FavouriteAct } from '@/stores/favourites';

export function actEvent(act: FavouriteAct, origin: string): IcsEvent {
  return {
    uid: `stage-${act.id}@dongguk-festival`,
    start: new Date(act.start),
    end: new Date(act.end),
    summary: act.name,
    location: act.location ?? undefined,
    url: new URL(`/timetable?act=${act.id}`, origin).toString(),
  };
}

export function actsCalendar(acts: readonly FavouriteAct[], opts: { origin: string; stamp: Date; name: string }): string {
  return icsCalendar(
    acts.map((a) => actEvent(a, opts.origin)),
    { stamp: opts.stamp, name: opts.name },
  );
}

/** Hands the file to the browser as a download. */
export function downloadIcs(text: string, base: string): void {
  const blob = new Blob([text], { type: 'text/calendar;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = icsFileName(base);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
