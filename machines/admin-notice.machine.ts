// The normal notice form, new or edited (spec §4 Admin, §5, §6, §8). Title and content are required
// after trimming; an edit saves only when something changed; only Staff and Stuco may write notices.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { WriteResponse } from '@contract/types';
import {
  ADMIN_DELAYS,
  ADMIN_MESSAGES,
  ADMIN_ROUTES,
  adminEffects,
  noUid,
  notFesta,
  readyStates,
  roleGateStates,
  saveOutcome,
  sessionEndStates,
  submitTo,
  succeededState,
  type AdminAuthInput,
  type FormMessage,
} from './admin-shared';

export interface NoticeValues {
  title: string;
  content: string;
}

export interface AdminNoticeInput extends AdminAuthInput {
  mode: 'create' | 'edit';
  /** The post being edited. */
  postId?: number | null;
  /** The post's values when editing (start the machine once they are loaded). */
  initial?: NoticeValues | null;
}

export interface AdminNoticeContext extends NoticeValues {
  uid: string;
  role: string | null;
  mode: 'create' | 'edit';
  postId: number | null;
  initial: NoticeValues;
  message: FormMessage | null;
}

export type AdminNoticeEvent = { type: 'form.change'; field: keyof NoticeValues; value: string } | { type: 'form.submit' };

export interface SaveNoticeInput {
  uid: string;
  mode: 'create' | 'edit';
  postId: number | null;
  title: string;
  content: string;
}

/** Both fields non-blank and, when editing, different from what was loaded. */
export function noticeReady(c: Pick<AdminNoticeContext, 'title' | 'content' | 'mode' | 'initial'>): boolean {
  const title = c.title.trim();
  const content = c.content.trim();
  if (title === '' || content === '') return false;
  if (c.mode === 'edit' && title === c.initial.title.trim() && content === c.initial.content.trim()) return false;
  return true;
}

export const adminNoticeMachine = setup({
  types: {
    context: {} as AdminNoticeContext,
    events: {} as AdminNoticeEvent,
    input: {} as AdminNoticeInput,
    tags: {} as 'canSubmit' | 'busy',
  },
  actors: {
    saveNotice: fromPromise<WriteResponse, SaveNoticeInput>(async () => {
      throw new Error('provide me: saveNotice');
    }),
  },
  guards: {
    noUid,
    notFesta,
    ready: ({ context }) => noticeReady(context),
  },
  delays: ADMIN_DELAYS,
  actions: {
    ...adminEffects,
    change: assign(({ context }, params: { field: keyof NoticeValues; value: string }) => ({
      ...context,
      [params.field]: params.value,
      message: null,
    })),
    say: assign((_, params: { message: FormMessage | null }) => ({ message: params.message })),
  },
}).createMachine({
  id: 'adminNotice',
  context: ({ input }) => {
    const initial = input.initial ?? { title: '', content: '' };
    return {
      uid: input.uid ?? '',
      role: input.role ?? null,
      mode: input.mode,
      postId: input.postId ?? null,
      initial,
      title: initial.title,
      content: initial.content,
      message: null,
    };
  },
  initial: 'gate',
  states: {
    ...roleGateStates({
      guard: 'notFesta',
      message: ADMIN_MESSAGES.noNoticePermission,
      description: 'A Club or Major admin (or no role): alerted, then sent to login.',
    }),
    editing: {
      on: {
        'form.change': { actions: { type: 'change', params: ({ event }) => ({ field: event.field, value: event.value }) } },
      },
      ...readyStates('A field is blank, or an edit changed nothing: save is disabled.', submitTo('adminNotice')),
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'saveNotice',
        src: 'saveNotice',
        input: ({ context }) => ({
          uid: context.uid,
          mode: context.mode,
          postId: context.postId,
          title: context.title.trim(),
          content: context.content.trim(),
        }),
        ...saveOutcome({ fallback: ADMIN_MESSAGES.requestFailed, unknown: ADMIN_MESSAGES.unknown }, { target: 'succeeded' }),
      },
    },
    succeeded: succeededState("'Saved' is on screen; the festival admin list follows after 1 s.", ADMIN_ROUTES.festa),
    ...sessionEndStates,
  },
});

export type AdminNoticeRef = ActorRefFrom<typeof adminNoticeMachine>;
export type AdminNoticeSnapshot = SnapshotFrom<typeof adminNoticeMachine>;

export const canSubmitNotice = (s: AdminNoticeSnapshot): boolean => s.hasTag('canSubmit');
