// Translation review for Staff (issue 20): the glossary of official names per language and human
// overrides of machine translations. Paths, request schemas and wire types, shared by the server,
// the mocks and the console's client.
import * as v from 'valibot';
import { TRANSLATION_ENTITY_TYPES } from './translation-requests';
import { noControl, noControlText } from './schemas';

/** Languages a glossary term or an override is written for (Korean is the source). */
export const REVIEW_LANGUAGES = ['en', 'ja', 'zh-CN'] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];

export const REVIEW_PATHS = {
  glossary: '/console/glossary',
  glossaryTerm: (id: number | string) => `/console/glossary/${id}`,
  translations: '/console/translations',
  override: '/console/translations/override',
} as const;

export const LIMITS_REVIEW = {
  termMax: 80,
  overrideMax: 2_000,
  queryMax: 100,
  /** Entries per list answer. */
  page: 50,
  /** Terms a glossary may hold (each is matched against every text translated). */
  termsMax: 500,
} as const;

/** Roles allowed to review translations. */
export const REVIEW_ROLES = ['Staff', 'Stuco'] as const;

export interface GlossaryTerm {
  id: number;
  term_ko: string;
  en: string | null;
  ja: string | null;
  'zh-CN': string | null;
  updated_by: string;
  updated_at: string;
}
export interface GlossaryResponse {
  terms: GlossaryTerm[];
}
/** A write's answer: the term and how many stored machine translations must be redone because of it. */
export interface GlossaryWriteResponse {
  term: GlossaryTerm;
  redone: number;
}

export interface ReviewOverride {
  text: string;
  /** The Korean source the override was written against. */
  source_text: string;
  /** The Korean source changed since: the visitor gets the machine translation of the new source. */
  stale: boolean;
  updated_by: string;
  updated_at: string;
}
export interface ReviewEntry {
  entity_type: string;
  entity_id: string;
  field: string;
  lang: ReviewLanguage;
  /** The current Korean source. */
  source_text: string;
  /** What the machine stored for the current source, or null while there is none. */
  machine: { text: string; status: string; provider: string } | null;
  override: ReviewOverride | null;
  /** What a visitor is served now: the override, else the machine's ok text, else null (the Korean shows). */
  served: string | null;
}
export interface ReviewListResponse {
  entries: ReviewEntry[];
  /** Entries matching before the page cut. */
  total: number;
}

const UidField = v.pipe(v.string('uid must be a string'), v.minLength(1, 'uid is required'), v.maxLength(128, 'uid is too long'));

const langPick = v.picklist(REVIEW_LANGUAGES, `lang must be one of ${REVIEW_LANGUAGES.join(', ')}`);

const termText = (field: string) =>
  v.pipe(
    v.string(`${field} must be a string`),
    v.transform((s: string) => s.trim()),
    v.maxLength(LIMITS_REVIEW.termMax, `${field} may have at most ${LIMITS_REVIEW.termMax} characters`),
    noControl(field),
    v.check((s: string) => !/[<>⟦⟧]/.test(s), `${field} may not contain < > ⟦ or ⟧`),
  );
/** An official term: absent or null (or blank) means none in that language. */
const officialTerm = (field: string) => v.optional(v.nullable(v.pipe(termText(field), v.transform((s: string) => (s === '' ? null : s)))));

const KoTerm = v.pipe(termText('term_ko'), v.minLength(1, 'please enter the Korean term'));

export const GlossaryCreateSchema = v.pipe(
  v.object({
    uid: UidField,
    term_ko: KoTerm,
    en: officialTerm('en'),
    ja: officialTerm('ja'),
    'zh-CN': officialTerm('zh-CN'),
  }),
  v.check((t) => !!(t.en || t.ja || t['zh-CN']), 'please enter the official term in at least one language'),
);
export type GlossaryCreateRequest = v.InferOutput<typeof GlossaryCreateSchema>;

export const GlossaryEditSchema = v.object({
  uid: UidField,
  term_ko: v.optional(KoTerm),
  en: officialTerm('en'),
  ja: officialTerm('ja'),
  'zh-CN': officialTerm('zh-CN'),
});
export type GlossaryEditRequest = v.InferOutput<typeof GlossaryEditSchema>;

export const UidOnlySchema = v.object({ uid: UidField });

const FieldKey = {
  entity_type: v.picklist(TRANSLATION_ENTITY_TYPES, `entity_type must be one of ${TRANSLATION_ENTITY_TYPES.join(', ')}`),
  entity_id: v.pipe(v.union([v.string(), v.number()], 'entity_id must be a string or a number'), v.transform(String), v.minLength(1, 'entity_id is required'), v.maxLength(64, 'entity_id is too long')),
  field: v.pipe(v.string('field must be a string'), v.minLength(1, 'field is required'), v.maxLength(64, 'field is too long'), noControl('field')),
  lang: langPick,
};

export const OverrideSetSchema = v.object({
  uid: UidField,
  ...FieldKey,
  text: v.pipe(
    v.string('text must be a string'),
    v.check((s: string) => s.trim().length > 0, 'please enter the translation'),
    v.maxLength(LIMITS_REVIEW.overrideMax, `the translation may have at most ${LIMITS_REVIEW.overrideMax} characters`),
    noControlText('text'),
  ),
});
export type OverrideSetRequest = v.InferOutput<typeof OverrideSetSchema>;

export const OverrideClearSchema = v.object({ uid: UidField, ...FieldKey });
export type OverrideClearRequest = v.InferOutput<typeof OverrideClearSchema>;

/** GET /console/translations: one entity's fields, or a search; stale overrides first. */
export const ReviewQuerySchema = v.object({
  entity_type: v.optional(FieldKey.entity_type),
  entity_id: v.optional(v.pipe(v.string(), v.minLength(1, 'entity_id is required'), v.maxLength(64, 'entity_id is too long'))),
  lang: v.optional(langPick),
  q: v.optional(v.pipe(v.string(), v.maxLength(LIMITS_REVIEW.queryMax, `q may have at most ${LIMITS_REVIEW.queryMax} characters`), noControl('q'))),
  /** '1': only entries with an override (stale or not). */
  overridden: v.optional(v.picklist(['0', '1'], 'overridden must be 0 or 1')),
  uid: v.optional(v.string()),
});
export type ReviewQuery = v.InferOutput<typeof ReviewQuerySchema>;

/** Glossary row in a language's column name of the wire (zh-CN). */
export function officialTermOf(term: Pick<GlossaryTerm, 'en' | 'ja' | 'zh-CN'>, lang: ReviewLanguage): string | null {
  return term[lang];
}
