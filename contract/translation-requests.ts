// Request schemas of the two translation calls, used by the server and the mocks. Anything a client can
// send either passes these or gets a 400 with a message naming the field; nothing reaches the database unchecked.
import * as v from 'valibot';
import { LANGUAGES } from './constants';
import { hasControl } from './schemas';
import type { TranslationBatchRequest, TranslationEntityType, TranslationResolveRequest } from './types';

export const TRANSLATION_ENTITY_TYPES = ['booth', 'stage', 'board', 'notice', 'developer', 'writer', 'location'] as const satisfies readonly TranslationEntityType[];
// Fails to compile if the contract gains an entity type this list lacks.
const everyEntityType: Record<TranslationEntityType, true> = { booth: true, stage: true, board: true, notice: true, developer: true, writer: true, location: true };
void everyEntityType;

export const MAX_SOURCE_TEXT = 5_000;
export const MAX_BATCH_ITEMS = 100;
export const MAX_BATCH_FIELDS = 500;
const MAX_ID_LENGTH = 64;
const MAX_FIELD_LENGTH = 64;

/** Lone UTF-16 surrogates cannot be stored as UTF-8 text; NUL cannot be stored in PostgreSQL text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const storableText = v.check((s: string) => !hasControl(s, true) && !LONE_SURROGATE.test(s), 'must not contain control characters or broken Unicode');

const language = v.picklist(LANGUAGES, `must be one of ${LANGUAGES.join(', ')}`);
const entityType = v.picklist(TRANSLATION_ENTITY_TYPES, `must be one of ${TRANSLATION_ENTITY_TYPES.join(', ')}`);
const entityId = v.union(
  [
    v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_ID_LENGTH), v.regex(/^[\w.:-]+$/)),
  ],
  `must be a non-negative integer or an id of at most ${MAX_ID_LENGTH} letters, digits, '_', '-', '.' or ':'`,
);
const field = v.pipe(
  v.string('must be a string'),
  v.regex(new RegExp(`^[A-Za-z][A-Za-z0-9_]{0,${MAX_FIELD_LENGTH - 1}}$`), `must be a field name such as BoothName or CornerName_1 (at most ${MAX_FIELD_LENGTH} characters)`),
);
const sourceText = v.pipe(v.string('must be a string'), v.maxLength(MAX_SOURCE_TEXT, `must be at most ${MAX_SOURCE_TEXT} characters`), storableText);
// The client may omit source_lang (or send null); the spec's default is Korean.
const sourceLang = v.optional(v.nullable(language), 'ko');

export const resolveRequestSchema = v.object({
  entity_type: entityType,
  entity_id: entityId,
  field,
  source_lang: sourceLang,
  target_lang: language,
  source_text: sourceText,
});

export const batchRequestSchema = v.pipe(
  v.object({
    target_lang: language,
    items: v.pipe(
      v.array(
        v.object({
          entity_type: entityType,
          entity_id: entityId,
          fields: v.array(v.object({ field, source_lang: sourceLang, source_text: sourceText }), 'must be an array'),
        }),
        'must be an array',
      ),
      v.maxLength(MAX_BATCH_ITEMS, `must hold at most ${MAX_BATCH_ITEMS} items`),
    ),
  }),
  v.check(
    (body) => body.items.reduce((n, item) => n + item.fields.length, 0) <= MAX_BATCH_FIELDS,
    `a batch holds at most ${MAX_BATCH_FIELDS} fields in all`,
  ),
);

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

function parse<T>(schema: v.GenericSchema<unknown, unknown>, input: unknown, normalize: (value: never) => T): ParseResult<T> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, message: 'request body: must be a JSON object' };
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: normalize(result.output as never) };
  const issue = result.issues[0];
  const path = v.getDotPath(issue);
  // valibot words a missing key as "Invalid key: Expected ... but received undefined".
  const message = issue.input === undefined ? 'is required' : issue.message;
  return { ok: false, message: path ? `${path}: ${message}` : `request body: ${message}` };
}

/** A null source_lang becomes 'ko' so the service sees exactly the contract's request type. */
export function parseResolveRequest(input: unknown): ParseResult<TranslationResolveRequest> {
  return parse(resolveRequestSchema, input, (value: v.InferOutput<typeof resolveRequestSchema>) => ({ ...value, source_lang: value.source_lang ?? 'ko' }));
}

export function parseBatchRequest(input: unknown): ParseResult<TranslationBatchRequest> {
  return parse(batchRequestSchema, input, (value: v.InferOutput<typeof batchRequestSchema>) => ({
    target_lang: value.target_lang,
    items: value.items.map((item) => ({ ...item, fields: item.fields.map((f) => ({ ...f, source_lang: f.source_lang ?? 'ko' })) })),
  }));
}

/** refresh=true|false|1|0 (any case) or absent; anything else is a client error. */
export function parseRefresh(value: string | undefined): ParseResult<boolean> {
  if (value === undefined || value === '') return { ok: true, value: false };
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === '1') return { ok: true, value: true };
  if (lower === 'false' || lower === '0') return { ok: true, value: false };
  return { ok: false, message: 'refresh: must be true or false' };
}
