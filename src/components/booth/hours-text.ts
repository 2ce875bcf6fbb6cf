// One line of opening hours for cards: each group as '수, 목 17:00 ~ 23:59', or the preparing label.
import type { IntlShape } from 'react-intl';
import type { HoursGroup } from '@/lib/hours';

export function hoursText(intl: IntlShape, groups: readonly HoursGroup[]): string {
  if (groups.length === 0 || groups.every((g) => g.preparing)) return intl.formatMessage({ id: 'map.preparing' });
  return groups
    .map((g) =>
      g.preparing
        ? `${g.weekdays} ${intl.formatMessage({ id: 'map.preparing' })}`
        : intl.formatMessage({ id: 'map.hours' }, { days: g.weekdays, start: g.start, end: g.end }),
    )
    .join(' · ');
}

/** Distance in metres, or the unknown-location label. */
export function distanceText(intl: IntlShape, meters: number | null | undefined): string {
  return typeof meters === 'number' && Number.isFinite(meters)
    ? intl.formatMessage({ id: 'common.meters' }, { distance: Math.round(meters) })
    : intl.formatMessage({ id: 'map.locationUnknown' });
}
