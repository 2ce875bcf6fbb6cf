// Board texts in the visitor's language: which fields to ask the translation service for, and rows to show.
import type { Language } from '@contract/constants';
import { CAMPUS_LOCATIONS } from '@contract/sample/locations';
import type { BoardPost } from '@contract/types';
import { translationKey, type Translate, type TranslationFieldRequest } from '@machines/translation.helpers';
import { isEventEnded, truncateWriter } from '@/lib/board-order';
import type { PostRowView } from '@/components/board/post-row';

export type { Translate };

export const titleKey = (id: number) => translationKey('board', id, 'BoardTitle');
export const contentKey = (id: number) => translationKey('board', id, 'BoardContent');
export const writerKey = (id: number) => translationKey('board', id, 'WriterName');
export const lostLocationKey = (id: number) => translationKey('board', id, 'LostLocation');

function field(id: number, name: string, source: string | null | undefined): TranslationFieldRequest[] {
  return source && source.trim() ? [{ key: translationKey('board', id, name), entity_type: 'board', entity_id: id, field: name, source_text: source }] : [];
}

/** Title and writer of each listed post. */
export function rowFields(posts: readonly BoardPost[]): TranslationFieldRequest[] {
  return posts.flatMap((p) => [...field(p.id, 'BoardTitle', p.title), ...field(p.id, 'WriterName', p.writer)]);
}

/** Everything the detail page shows from a post. */
export function detailFields(post: BoardPost): TranslationFieldRequest[] {
  return [
    ...field(post.id, 'BoardTitle', post.title),
    ...field(post.id, 'BoardContent', post.detail || post.content),
    ...field(post.id, 'WriterName', post.writer),
    ...(post.category === 'LostItem' ? field(post.id, 'LostLocation', post.location) : []),
  ];
}

export function toRow(post: BoardPost, t: Translate, nowMs: number): PostRowView {
  return {
    id: post.id,
    category: post.category,
    title: t(titleKey(post.id), post.title),
    writer: truncateWriter(t(writerKey(post.id), post.writer)),
    createdAt: post.created_at,
    endTime: post.end_time,
    ended: isEventEnded(post, nowMs),
  };
}

/** A campus place named in Korean, in the visitor's language when it is a known place. */
export function placeName(koName: string | null | undefined, lang: Language): string | null {
  if (!koName) return null;
  const known = CAMPUS_LOCATIONS.find((l) => l.names.ko === koName);
  return known ? known.names[lang] : koName;
}
