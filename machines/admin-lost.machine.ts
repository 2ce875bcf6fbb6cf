// The lost-item form, new or edited (spec §4 Admin, §5, §8). Title and location at most 200
// characters, content required, a photo compressed before upload (the original when compression
// fails) and at most 1 MB; a new post needs title, content and location, an edit needs a change.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { LIMITS } from '@contract/constants';
import { isImageDimensionsError } from '@contract/image-dimensions';
import type { WriteResponse } from '@contract/types';
import {
  ADMIN_DELAYS,
  ADMIN_MESSAGES,
  ADMIN_ROUTES,
  adminEffects,
  gateStates,
  noUid,
  readyStates,
  saveOutcome,
  sessionEndStates,
  submitTo,
  succeededState,
  type AdminAuthInput,
  type AdminMessageId,
  type FormMessage,
} from './admin-shared';

/** A picked or compressed image; a browser File fits. The machine reads only its size. */
export interface ImageFile {
  size: number;
  name?: string;
  type?: string;
}

export interface LostValues {
  title: string;
  content: string;
  location: string;
}

export interface AdminLostInput extends AdminAuthInput {
  mode: 'create' | 'edit';
  postId?: number | null;
  /** The post's values when editing (start the machine once they are loaded). */
  initial?: (LostValues & { imageUrl?: string | null }) | null;
}

export interface AdminLostContext extends LostValues {
  uid: string;
  mode: 'create' | 'edit';
  postId: number | null;
  initial: LostValues;
  /** The photo already on the post (edit). */
  imageUrl: string | null;
  /** The photo to upload: compressed, or the original when compression failed. */
  image: ImageFile | null;
  /** The file being compressed now. */
  picked: ImageFile | null;
  compressing: boolean;
  imageError: AdminMessageId | null;
  /** Content was typed in: an empty content now says 'please enter content'. */
  contentTouched: boolean;
  message: FormMessage | null;
}

export type AdminLostEvent =
  | { type: 'form.change'; field: keyof LostValues; value: string }
  | { type: 'image.pick'; file: ImageFile }
  | { type: 'image.remove' }
  | { type: 'form.submit' };

export interface CompressImageInput {
  file: ImageFile;
}
export interface SaveLostInput extends LostValues {
  uid: string;
  mode: 'create' | 'edit';
  postId: number | null;
  /** A new photo, or null to keep the post's current one. */
  image: ImageFile | null;
}

export interface LostFieldErrors {
  title: AdminMessageId | null;
  location: AdminMessageId | null;
  content: AdminMessageId | null;
  image: AdminMessageId | null;
}

/** The messages under each field, from the values alone. */
export function lostFieldErrors(c: AdminLostContext): LostFieldErrors {
  return {
    title: c.title.trim().length > LIMITS.titleChars ? ADMIN_MESSAGES.titleTooLong : null,
    location: c.location.trim().length > LIMITS.locationChars ? ADMIN_MESSAGES.locationTooLong : null,
    content: c.contentTouched && c.content.trim() === '' ? ADMIN_MESSAGES.contentRequired : null,
    image: c.imageError,
  };
}

/** Submit is possible: all three fields filled and within limits, no photo compressing, and for an edit a change. */
export function lostReady(c: AdminLostContext): boolean {
  const title = c.title.trim();
  const content = c.content.trim();
  const location = c.location.trim();
  if (title === '' || content === '' || location === '') return false;
  if (title.length > LIMITS.titleChars || location.length > LIMITS.locationChars) return false;
  if (c.compressing) return false;
  if (c.mode === 'edit') {
    const same = title === c.initial.title.trim() && content === c.initial.content.trim() && location === c.initial.location.trim();
    if (same && c.image === null) return false;
  }
  return true;
}

const tooBig = (f: ImageFile) => f.size > LIMITS.imageBytes;

export const adminLostMachine = setup({
  types: {
    context: {} as AdminLostContext,
    events: {} as AdminLostEvent,
    input: {} as AdminLostInput,
    tags: {} as 'canSubmit' | 'busy' | 'compressing',
  },
  actors: {
    compressImage: fromPromise<ImageFile, CompressImageInput>(async () => {
      throw new Error('provide me: compressImage');
    }),
    saveLost: fromPromise<WriteResponse, SaveLostInput>(async () => {
      throw new Error('provide me: saveLost');
    }),
  },
  guards: {
    noUid,
    ready: ({ context }) => lostReady(context),
    compressedTooBig: (_, params: { file: ImageFile }) => tooBig(params.file),
    originalTooBig: ({ context }) => context.picked !== null && tooBig(context.picked),
    tooManyPixels: ({ event }) => 'error' in event && isImageDimensionsError(event.error),
  },
  delays: ADMIN_DELAYS,
  actions: {
    ...adminEffects,
    change: assign(({ context }, params: { field: keyof LostValues; value: string }) => ({
      ...context,
      [params.field]: params.value,
      contentTouched: context.contentTouched || params.field === 'content',
      message: null,
    })),
    startCompressing: assign((_, params: { file: ImageFile }) => ({ picked: params.file, compressing: true, imageError: null })),
    attach: assign((_, params: { file: ImageFile }) => ({ image: params.file, picked: null, compressing: false, imageError: null })),
    reject: assign((_, params: { error: AdminMessageId }) => ({ picked: null, compressing: false, imageError: params.error })),
    removeImage: assign({ image: null, imageError: null }),
    say: assign((_, params: { message: FormMessage | null }) => ({ message: params.message })),
  },
}).createMachine({
  id: 'adminLost',
  context: ({ input }) => {
    const initial = { title: input.initial?.title ?? '', content: input.initial?.content ?? '', location: input.initial?.location ?? '' };
    return {
      uid: input.uid ?? '',
      mode: input.mode,
      postId: input.postId ?? null,
      initial,
      ...initial,
      imageUrl: input.initial?.imageUrl ?? null,
      image: null,
      picked: null,
      compressing: false,
      imageError: null,
      contentTouched: false,
      message: null,
    };
  },
  initial: 'gate',
  states: {
    ...gateStates('Checks the stored uid before the form is shown.'),
    editing: {
      type: 'parallel',
      on: {
        'form.change': { actions: { type: 'change', params: ({ event }) => ({ field: event.field, value: event.value }) } },
      },
      states: {
        form: readyStates('A field is empty or too long, a photo is compressing, or an edit changed nothing.', submitTo('adminLost')),
        photo: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'image.pick': { target: 'compressing', actions: { type: 'startCompressing', params: ({ event }) => ({ file: event.file }) } },
                'image.remove': { actions: 'removeImage' },
              },
            },
            compressing: {
              description: 'The picked photo is being compressed; picking another starts over with it.',
              tags: ['compressing'],
              on: {
                'image.pick': {
                  target: 'compressing',
                  reenter: true,
                  actions: { type: 'startCompressing', params: ({ event }) => ({ file: event.file }) },
                },
              },
              invoke: {
                id: 'compressImage',
                src: 'compressImage',
                input: ({ context }) => ({ file: context.picked! }),
                onDone: [
                  {
                    guard: { type: 'compressedTooBig', params: ({ event }) => ({ file: event.output }) },
                    target: 'idle',
                    actions: { type: 'reject', params: { error: ADMIN_MESSAGES.compressedTooLarge } },
                  },
                  { target: 'idle', actions: { type: 'attach', params: ({ event }) => ({ file: event.output }) } },
                ],
                // Compression failed: the original goes up as it is, if it is small enough.
                onError: [
                  // A picture whose header declares too many pixels is refused, never decoded or uploaded.
                  { guard: 'tooManyPixels', target: 'idle', actions: { type: 'reject', params: { error: ADMIN_MESSAGES.imageDimensions } } },
                  { guard: 'originalTooBig', target: 'idle', actions: { type: 'reject', params: { error: ADMIN_MESSAGES.imageTooLarge } } },
                  { target: 'idle', actions: { type: 'attach', params: ({ context }) => ({ file: context.picked! }) } },
                ],
              },
            },
          },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'saveLost',
        src: 'saveLost',
        input: ({ context }) => ({
          uid: context.uid,
          mode: context.mode,
          postId: context.postId,
          title: context.title.trim(),
          content: context.content.trim(),
          location: context.location.trim(),
          image: context.image,
        }),
        ...saveOutcome({ fallback: ADMIN_MESSAGES.requestFailed, unknown: ADMIN_MESSAGES.unknown }, { target: 'succeeded' }),
      },
    },
    succeeded: succeededState("'Saved' is on screen; the festival admin list follows after 1 s.", ADMIN_ROUTES.festa),
    ...sessionEndStates,
  },
});

export type AdminLostRef = ActorRefFrom<typeof adminLostMachine>;
export type AdminLostSnapshot = SnapshotFrom<typeof adminLostMachine>;

export const canSubmitLost = (s: AdminLostSnapshot): boolean => s.hasTag('canSubmit');
export const selectLostErrors = (s: AdminLostSnapshot): LostFieldErrors => lostFieldErrors(s.context);
