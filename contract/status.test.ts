import { describe, expect, it } from 'vitest';
import { shownStatus } from './status';

describe('shownStatus', () => {
  const at = '2025-09-25T19:00:00+09:00';
  const t = (hhmm: string) => Date.parse(`2025-09-25T${hhmm}:00+09:00`);
  it('shows the status for 45 minutes (festival clock), then unknown', () => {
    expect(shownStatus({ status: 'long', updated_at: at }, t('19:00'))).toBe('long');
    expect(shownStatus({ status: 'long', updated_at: at }, t('19:45'))).toBe('long');
    expect(shownStatus({ status: 'long', updated_at: at }, t('19:46'))).toBe('unknown');
  });
  it('shows unknown when nothing was said or the time is unreadable', () => {
    expect(shownStatus(null, t('19:00'))).toBe('unknown');
    expect(shownStatus({ status: 'open', updated_at: 'yesterday' }, t('19:00'))).toBe('unknown');
  });
});
