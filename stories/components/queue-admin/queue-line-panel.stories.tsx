// The booth's line screen body in every state of machines/queue-line.machine.ts, in the four languages.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { QueueLineView } from '@machines/queue-line.machine';
import { draftOf } from '@machines/queue-line.machine';
import { QueueLinePanel, type QueueLinePanelProps } from '@/components/queue-admin/queue-line-panel';
import { CLOSED, GRACE_OVER, NOW_MS, OPEN, PAUSED, say, type Locale } from './fixtures';

const base: QueueLinePanelProps = {
  view: 'showing',
  line: OPEN,
  draft: draftOf(OPEN),
  errors: {},
  message: null,
  done: null,
  nowMs: NOW_MS,
  onSetState: fn(),
  onChange: fn(),
  onSave: fn(),
  onCallNext: fn(),
  onSeated: fn(),
  onNoShow: fn(),
  onUndo: fn(),
  onRetry: fn(),
};

const meta = { title: 'Admin/QueueLinePanel', component: QueueLinePanel, args: base } satisfies Meta<typeof QueueLinePanel>;
export default meta;
type Story = StoryObj<typeof meta>;
type C = ReturnType<typeof within>;

const party = (c: C, l: Locale, n: number) => c.getByRole('listitem', { name: say(l, 'admin.queue.ticket.number', { number: n }) });

type Case = { args: Partial<QueueLinePanelProps>; play: (c: C, l: Locale, args: QueueLinePanelProps) => Promise<void> };
const CASES: Record<string, Case> = {
  loading: {
    args: { view: 'loading' as QueueLineView, line: null },
    play: async (c, l) => {
      await expect(c.getByText(say(l, 'common.loading'))).toBeVisible();
      await expect(c.queryByRole('button')).toBeNull();
    },
  },
  loadFailed: {
    args: { view: 'loadFailed', line: null, message: { id: 'admin.queue.error.loadFailed' } },
    play: async (c, l, args) => {
      await expect(c.getByRole('alert')).toHaveTextContent(say(l, 'admin.queue.error.loadFailed'));
      await userEvent.click(c.getByRole('button', { name: say(l, 'admin.queue.retry') }));
      await expect(args.onRetry).toHaveBeenCalled();
    },
  },
  closedEmpty: {
    args: { line: CLOSED, draft: draftOf(CLOSED) },
    play: async (c, l, args) => {
      await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent(say(l, 'admin.queue.title', { booth: '프론티어' }));
      await expect(c.getByTestId('line-state')).toHaveTextContent(say(l, 'admin.queue.state.label', { state: say(l, 'admin.queue.state.closed') }));
      await expect(c.getByText(say(l, 'admin.queue.empty'))).toBeVisible();
      await expect(c.getByRole('button', { name: say(l, 'admin.queue.callNext') })).toBeDisabled();
      await expect(c.getByRole('button', { name: say(l, 'admin.queue.undoNothing') })).toBeDisabled();
      await expect(c.getByRole('button', { name: say(l, 'admin.queue.close') })).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(c.getByRole('button', { name: say(l, 'admin.queue.open') }));
      await expect(args.onSetState).toHaveBeenCalledWith('open');
    },
  },
  open: {
    args: {},
    play: async (c, l, args) => {
      await expect(c.getByText(say(l, 'admin.queue.summary', { waiting: 2, minutes: 10 }))).toBeVisible();
      await expect(party(c, l, 1)).toHaveTextContent(say(l, 'admin.queue.ticket.state.called'));
      await expect(party(c, l, 1)).toHaveTextContent(say(l, 'admin.queue.ticket.waited', { minutes: 12 }));
      await expect(party(c, l, 2)).toHaveTextContent(say(l, 'admin.queue.ticket.party', { size: 4 }));
      await expect(party(c, l, 2)).toHaveTextContent(say(l, 'admin.queue.ticket.waited', { minutes: 9 }));
      await expect(party(c, l, 2)).toHaveTextContent(say(l, 'admin.queue.ticket.state.waiting'));
      // Inside the grace window: when no-show will be offered, and no button yet.
      await expect(party(c, l, 1)).toHaveTextContent(say(l, 'admin.queue.noShowFrom', { time: '19:03' }));
      await expect(c.queryByRole('button', { name: say(l, 'admin.queue.markNoShow', { number: 1 }) })).toBeNull();
      await userEvent.click(c.getByRole('button', { name: say(l, 'admin.queue.markSeated', { number: 1 }) }));
      await expect(args.onSeated).toHaveBeenCalledWith(1);
      await userEvent.click(c.getByRole('button', { name: say(l, 'admin.queue.callNext') }));
      await expect(args.onCallNext).toHaveBeenCalled();
      await userEvent.click(c.getByRole('button', { name: say(l, 'admin.queue.undo', { number: 1 }) }));
      await expect(args.onUndo).toHaveBeenCalled();
    },
  },
  graceOver: {
    args: { line: GRACE_OVER },
    play: async (c, l, args) => {
      await userEvent.click(c.getByRole('button', { name: say(l, 'admin.queue.markNoShow', { number: 1 }) }));
      await expect(args.onNoShow).toHaveBeenCalledWith(1);
    },
  },
  pausedWithDone: {
    args: { line: PAUSED },
    play: async (c, l) => {
      await expect(c.getByTestId('line-state')).toHaveTextContent(say(l, 'admin.queue.state.paused'));
      await expect(party(c, l, 4)).toHaveTextContent(say(l, 'admin.queue.ticket.state.seated'));
      await expect(party(c, l, 5)).toHaveTextContent(say(l, 'admin.queue.ticket.state.missed'));
      await expect(party(c, l, 6)).toHaveTextContent(say(l, 'admin.queue.ticket.state.left'));
      await expect(c.getByRole('button', { name: say(l, 'admin.queue.undo', { number: 4 }) })).toBeEnabled();
    },
  },
  acting: {
    args: { view: 'acting' },
    play: async (c, l) => {
      await expect(c.getByRole('status')).toHaveTextContent(say(l, 'admin.queue.busy'));
      for (const name of ['admin.queue.callNext', 'admin.queue.save', 'admin.queue.pause']) {
        await expect(c.getByRole('button', { name: say(l, name) })).toBeDisabled();
      }
    },
  },
  done: {
    args: { done: { id: 'admin.queue.done.called', values: { number: 1 } } },
    play: async (c, l) => {
      await expect(c.getByRole('status')).toHaveTextContent(say(l, 'admin.queue.done.called', { number: 1 }));
      await expect(c.queryByRole('alert')).toBeNull();
    },
  },
  refused: {
    args: { message: { id: 'admin.queue.error.undoStale' } },
    play: async (c, l) => {
      await expect(c.getByRole('alert')).toHaveTextContent(say(l, 'admin.queue.error.undoStale'));
      // The line is as it was.
      await expect(party(c, l, 1)).toHaveTextContent(say(l, 'admin.queue.ticket.state.called'));
    },
  },
  badSettings: {
    args: {
      draft: { partyMin: '5', partyMax: '3', minutesPerParty: '0', graceMinutes: '45' },
      errors: {
        partyMax: { id: 'admin.queue.error.partyOrder' },
        minutesPerParty: { id: 'admin.queue.error.minutes', values: { min: 1, max: 120 } },
        graceMinutes: { id: 'admin.queue.error.grace', values: { min: 1, max: 30 } },
      },
    },
    play: async (c, l, args) => {
      const field = (id: string) => c.getByRole('textbox', { name: say(l, id) });
      await expect(field('admin.queue.field.partyMin')).not.toHaveAttribute('aria-invalid');
      await expect(field('admin.queue.field.partyMax')).toHaveAccessibleDescription(say(l, 'admin.queue.error.partyOrder'));
      await expect(field('admin.queue.field.minutesPerParty')).toHaveAccessibleDescription(say(l, 'admin.queue.error.minutes', { min: 1, max: 120 }));
      await expect(field('admin.queue.field.graceMinutes')).toHaveAccessibleDescription(say(l, 'admin.queue.error.grace', { min: 1, max: 30 }));
      await userEvent.type(field('admin.queue.field.graceMinutes'), '0');
      await expect(args.onChange).toHaveBeenCalledWith('graceMinutes', '450');
      await userEvent.click(c.getByRole('button', { name: say(l, 'admin.queue.save') }));
      await expect(args.onSave).toHaveBeenCalled();
    },
  },
  sessionExpired: {
    args: { view: 'sessionExpired', line: OPEN, message: { id: 'admin.error.sessionExpired' } },
    play: async (c, l) => {
      await expect(c.getByRole('alert')).toHaveTextContent(say(l, 'admin.error.sessionExpired'));
      await expect(c.queryByRole('button', { name: say(l, 'admin.queue.callNext') })).toBeNull();
    },
  },
};

const make = (name: keyof typeof CASES, locale: Locale): Story => ({
  args: CASES[name]!.args,
  parameters: { locale },
  play: async ({ canvasElement, args }) => CASES[name]!.play(within(canvasElement), locale, args),
});

export const Loading = make('loading', 'ko');
export const LoadingEnglish = make('loading', 'en');
export const LoadFailed = make('loadFailed', 'ko');
export const LoadFailedEnglish = make('loadFailed', 'en');
export const LoadFailedJapanese = make('loadFailed', 'ja');
export const LoadFailedChinese = make('loadFailed', 'zh-CN');
export const ClosedEmpty = make('closedEmpty', 'ko');
export const ClosedEmptyEnglish = make('closedEmpty', 'en');
export const ClosedEmptyJapanese = make('closedEmpty', 'ja');
export const ClosedEmptyChinese = make('closedEmpty', 'zh-CN');
export const Open = make('open', 'ko');
export const OpenEnglish = make('open', 'en');
export const OpenJapanese = make('open', 'ja');
export const OpenChinese = make('open', 'zh-CN');
export const GraceOver = make('graceOver', 'ko');
export const GraceOverEnglish = make('graceOver', 'en');
export const GraceOverJapanese = make('graceOver', 'ja');
export const GraceOverChinese = make('graceOver', 'zh-CN');
export const PausedWithDone = make('pausedWithDone', 'ko');
export const PausedWithDoneEnglish = make('pausedWithDone', 'en');
export const PausedWithDoneJapanese = make('pausedWithDone', 'ja');
export const PausedWithDoneChinese = make('pausedWithDone', 'zh-CN');
export const Acting = make('acting', 'ko');
export const ActingEnglish = make('acting', 'en');
export const ActingJapanese = make('acting', 'ja');
export const ActingChinese = make('acting', 'zh-CN');
export const Done = make('done', 'ko');
export const DoneEnglish = make('done', 'en');
export const DoneJapanese = make('done', 'ja');
export const DoneChinese = make('done', 'zh-CN');
export const Refused = make('refused', 'ko');
export const RefusedEnglish = make('refused', 'en');
export const RefusedJapanese = make('refused', 'ja');
export const RefusedChinese = make('refused', 'zh-CN');
export const BadSettings = make('badSettings', 'ko');
export const BadSettingsEnglish = make('badSettings', 'en');
export const BadSettingsJapanese = make('badSettings', 'ja');
export const BadSettingsChinese = make('badSettings', 'zh-CN');
export const SessionExpired = make('sessionExpired', 'ko');
export const SessionExpiredEnglish = make('sessionExpired', 'en');
