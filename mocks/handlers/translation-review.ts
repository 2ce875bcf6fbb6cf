// Staff's translation review on the mock backend (server/translation/review-routes.ts): the glossary and
// overrides kept in memory, the review list built from the sample booths and acts with the translation
// memory as the machine, the server's schemas, roles and messages. The machine text here applies the
// glossary like the server's memory step; the provider's placeholder round trip is the server's. Board posts,
// developers and locations are not listed here (the server lists them too).
import { http, HttpResponse } from 'msw';
import {
  GlossaryCreateSchema,
  GlossaryEditSchema,
  LIMITS_REVIEW,
  OverrideClearSchema,
  OverrideSetSchema,
  REVIEW_LANGUAGES,
  REVIEW_PATHS,
  REVIEW_ROLES,
  ReviewQuerySchema,
  type GlossaryTerm,
  type ReviewEntry,
  type ReviewLanguage,
} from '@contract/translation-review';
import { applyToTranslated, exactTerm, type Glossary } from '@contract/rules/glossary';
import { isRecord } from '@contract/rules/record';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { locationById } from '@contract/sample/locations';
import { SAMPLE_STAGES } from '@contract/sample/stages';
import { memoryLookup } from '@contract/sample/translation-memory';
import { mockNow, state } from '../state';
import { authorize } from './admin';
import { api, errorVariant, intParam, jsonError, parse, queryOf, readJson, slowVariant, type Route } from './util';

export const translationReviewRoutes: readonly Route[] = [
  { method: 'get', path: REVIEW_PATHS.glossary },
  { method: 'post', path: REVIEW_PATHS.glossary },
  { method: 'patch', path: REVIEW_PATHS.glossaryTerm(':id') },
  { method: 'delete', path: REVIEW_PATHS.glossaryTerm(':id') },
  { method: 'get', path: REVIEW_PATHS.translations },
  { method: 'post', path: REVIEW_PATHS.override },
  { method: 'delete', path: REVIEW_PATHS.override },
];

const WHY = 'only Staff and Stuco can review translations';

interface Source {
  entity_type: string;
  entity_id: string;
  field: string;
  text: string;
}
interface MockOverride {
  text: string;
  source_text: string;
  updated_by: string;
  updated_at: string;
}
interface ReviewMock {
  terms: GlossaryTerm[];
  overrides: Map<string, MockOverride>;
  /** Korean sources changed in this mock (stories of stale overrides). */
  edits: Map<string, string>;
}

let owner: object | null = null;
let mock: ReviewMock = { terms: [], overrides: new Map(), edits: new Map() };
function current(): ReviewMock {
  if (owner !== state.sessions) {
    owner = state.sessions;
    mock = { terms: [], overrides: new Map(), edits: new Map() };
  }
  return mock;
}

const fieldKey = (type: string, id: string, field: string) => `${type}:${id}:${field}`;
const recordKey = (type: string, id: string, field: string, lang: string) => `${fieldKey(type, id, field)}:${lang}`;

function sources(): Source[] {
  const out: Source[] = [];
  const add = (entity_type: string, id: number, field: string, text: string | null | undefined) => {
    const edited = current().edits.get(fieldKey(entity_type, String(id), field));
    const t = edited ?? text;
    if (t && t.trim()) out.push({ entity_type, entity_id: String(id), field, text: t });
  };
  for (const b of SAMPLE_BOOTHS) {
    add('booth', b.id, 'BoothName', b.name);
    add('booth', b.id, 'BoothDescription', b.description);
    add('booth', b.id, 'BoothLocation', locationById(b.location_id)?.names.ko);
    b.corners.forEach((c, i) => add('booth', b.id, `CornerName_${i + 1}`, c));
    b.menus.forEach((m, i) => add('booth', b.id, `MenuName_${i + 1}`, m.name));
  }
  for (const s of SAMPLE_STAGES) {
    add('stage', s.id, 'StageName', s.name);
    add('stage', s.id, 'StagePlace', s.location_name);
  }
  return out;
}

/** The translation memory with the glossary applied as the server applies it (contract/rules/glossary.ts). */
function machineOf(text: string, lang: ReviewLanguage): string | null {
  const glossary: Glossary = {
    version: 'mock',
    entries: current().terms.map((t) => ({ id: t.id, ko: t.term_ko, terms: Object.fromEntries(REVIEW_LANGUAGES.flatMap((l) => (t[l] ? [[l, t[l]]] : []))) })),
  };
  const official = exactTerm(glossary, text, lang);
  if (official !== undefined) return official;
  const remembered = memoryLookup(text, lang);
  if (remembered === undefined) return null;
  return applyToTranslated(glossary, text, remembered, lang, (ko) => memoryLookup(ko, lang));
}

function entryOf(s: Source, lang: ReviewLanguage): ReviewEntry {
  const o = current().overrides.get(recordKey(s.entity_type, s.entity_id, s.field, lang));
  const machine = machineOf(s.text, lang);
  const stale = !!o && o.source_text !== s.text;
  return {
    entity_type: s.entity_type,
    entity_id: s.entity_id,
    field: s.field,
    lang,
    source_text: s.text,
    machine: machine === null ? null : { text: machine, status: 'ok', provider: 'memory' },
    override: o ? { ...o, stale } : null,
    served: o && !stale ? o.text : machine,
  };
}

function uidOf(request: Request): string | null {
  const auth = request.headers.get('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7);
  return new URL(request.url).searchParams.get('uid');
}

function findSource(type: string, id: string, field: string): Source | Response {
  const all = sources();
  const s = all.find((x) => x.entity_type === type && x.entity_id === id && x.field === field);
  if (s) return s;
  if (!all.some((x) => x.entity_type === type && x.entity_id === id)) return jsonError(404, `no such entity: ${type} ${id}`, { error: 'not_found' });
  return jsonError(404, `${type} ${id} has no text field ${field}`, { error: 'not_found' });
}

/** Stories: the Korean source of a field as if its booth had been edited (its overrides go stale). */
export function editMockSource(type: string, id: number | string, field: string, text: string): void {
  current().edits.set(fieldKey(type, String(id), field), text);
}

/** Stories: an override Staff wrote earlier for the field's current source. */
export function seedMockOverride(type: string, id: number | string, field: string, lang: ReviewLanguage, text: string, by = '축제기획단'): void {
  const s = sources().find((x) => x.entity_type === type && x.entity_id === String(id) && x.field === field);
  if (!s) throw new Error(`no mock source ${type} ${id} ${field}`);
  current().overrides.set(recordKey(type, String(id), field, lang), { text, source_text: s.text, updated_by: by, updated_at: new Date(mockNow()).toISOString() });
}

export const translationReviewHandlers = [
  http.get(api(REVIEW_PATHS.glossary), ({ request }) => {
    const auth = authorize(uidOf(request), REVIEW_ROLES, WHY);
    if ('error' in auth) return auth.error;
    return HttpResponse.json({ terms: [...current().terms].sort((a, b) => a.term_ko.localeCompare(b.term_ko) || a.id - b.id) });
  }),
  http.post(api(REVIEW_PATHS.glossary), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = authorize(isRecord(read.body) ? read.body.uid : undefined, REVIEW_ROLES, WHY);
    if ('error' in auth) return auth.error;
    const req = parse(GlossaryCreateSchema, read.body);
    if ('error' in req) return req.error;
    const m = current();
    if (m.terms.length >= LIMITS_REVIEW.termsMax) return jsonError(409, `the glossary holds at most ${LIMITS_REVIEW.termsMax} terms`, { error: 'glossary_full' });
    if (m.terms.some((t) => t.term_ko === req.value.term_ko)) return jsonError(409, `the glossary already has the term ${req.value.term_ko}`, { error: 'term_taken' });
    const term: GlossaryTerm = {
      id: Math.max(0, ...m.terms.map((t) => t.id)) + 1,
      term_ko: req.value.term_ko,
      en: req.value.en ?? null,
      ja: req.value.ja ?? null,
      'zh-CN': req.value['zh-CN'] ?? null,
      updated_by: auth.admin.name,
      updated_at: new Date(mockNow()).toISOString(),
    };
    m.terms.push(term);
    const redone = sources().filter((s) => s.text.includes(term.term_ko)).length * REVIEW_LANGUAGES.length;
    return HttpResponse.json({ term, redone }, { status: 201 });
  }),
  http.patch(api(REVIEW_PATHS.glossaryTerm(':id')), async ({ request, params }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = authorize(isRecord(read.body) ? read.body.uid : undefined, REVIEW_ROLES, WHY);
    if ('error' in auth) return auth.error;
    const req = parse(GlossaryEditSchema, read.body);
    if ('error' in req) return req.error;
    const m = current();
    const id = intParam(params.id);
    const term = m.terms.find((t) => t.id === id);
    if (!term) return jsonError(404, `no such glossary term: ${String(params.id)}`, { error: 'not_found' });
    const v = req.value;
    if (v.term_ko && v.term_ko !== term.term_ko && m.terms.some((t) => t.term_ko === v.term_ko)) return jsonError(409, `the glossary already has the term ${v.term_ko}`, { error: 'term_taken' });
    const next: GlossaryTerm = {
      ...term,
      term_ko: v.term_ko ?? term.term_ko,
      en: v.en === undefined ? term.en : v.en,
      ja: v.ja === undefined ? term.ja : v.ja,
      'zh-CN': v['zh-CN'] === undefined ? term['zh-CN'] : v['zh-CN'],
      updated_by: auth.admin.name,
      updated_at: new Date(mockNow()).toISOString(),
    };
    if (!next.en && !next.ja && !next['zh-CN']) return jsonError(400, 'please enter the official term in at least one language', { error: 'validation_error' });
    m.terms = m.terms.map((t) => (t.id === term.id ? next : t));
    const redone = sources().filter((s) => s.text.includes(term.term_ko) || s.text.includes(next.term_ko)).length * REVIEW_LANGUAGES.length;
    return HttpResponse.json({ term: next, redone });
  }),
  http.delete(api(REVIEW_PATHS.glossaryTerm(':id')), async ({ request, params }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = authorize(uidOf(request) ?? (isRecord(read.body) ? read.body.uid : undefined), REVIEW_ROLES, WHY);
    if ('error' in auth) return auth.error;
    const m = current();
    const id = intParam(params.id);
    const term = m.terms.find((t) => t.id === id);
    if (!term) return jsonError(404, `no such glossary term: ${String(params.id)}`, { error: 'not_found' });
    m.terms = m.terms.filter((t) => t.id !== term.id);
    return HttpResponse.json({ id: term.id, redone: sources().filter((s) => s.text.includes(term.term_ko)).length * REVIEW_LANGUAGES.length });
  }),
  http.get(api(REVIEW_PATHS.translations), ({ request }) => {
    const auth = authorize(uidOf(request), REVIEW_ROLES, WHY);
    if ('error' in auth) return auth.error;
    const q = parse(ReviewQuerySchema, queryOf(request));
    if ('error' in q) return q.error;
    const { entity_type, entity_id, lang, overridden } = q.value;
    if (entity_id !== undefined && entity_type === undefined) return jsonError(400, 'entity_id needs entity_type', { error: 'validation_error' });
    let fields = sources();
    if (entity_type) fields = fields.filter((s) => s.entity_type === entity_type);
    if (entity_id !== undefined) {
      fields = fields.filter((s) => s.entity_id === entity_id);
      if (fields.length === 0) return jsonError(404, `no such entity: ${entity_type} ${entity_id}`, { error: 'not_found' });
    }
    const needle = q.value.q?.trim().normalize('NFC').toLowerCase() ?? '';
    const langs: ReviewLanguage[] = lang ? [lang] : [...REVIEW_LANGUAGES];
    const out = fields
      .flatMap((s) => langs.map((l) => entryOf(s, l)))
      .filter((e) => overridden !== '1' || e.override)
      .filter((e) => !needle || [e.source_text, e.machine?.text, e.override?.text].some((t) => t?.normalize('NFC').toLowerCase().includes(needle)));
    const rank = (e: ReviewEntry) => (e.override?.stale ? 0 : e.override ? 1 : 2);
    const sorted = out.map((e, i) => ({ e, i })).sort((a, b) => rank(a.e) - rank(b.e) || a.i - b.i);
    return HttpResponse.json({ entries: sorted.slice(0, LIMITS_REVIEW.page).map((x) => x.e), total: out.length });
  }),
  http.post(api(REVIEW_PATHS.override), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = authorize(isRecord(read.body) ? read.body.uid : undefined, REVIEW_ROLES, WHY);
    if ('error' in auth) return auth.error;
    const req = parse(OverrideSetSchema, read.body);
    if ('error' in req) return req.error;
    const r = req.value;
    const s = findSource(r.entity_type, r.entity_id, r.field);
    if (s instanceof Response) return s;
    current().overrides.set(recordKey(r.entity_type, r.entity_id, r.field, r.lang), {
      text: r.text,
      source_text: s.text,
      updated_by: auth.admin.name,
      updated_at: new Date(mockNow()).toISOString(),
    });
    return HttpResponse.json({ entry: entryOf(s, r.lang) });
  }),
  http.delete(api(REVIEW_PATHS.override), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const auth = authorize(uidOf(request) ?? (isRecord(read.body) ? read.body.uid : undefined), REVIEW_ROLES, WHY);
    if ('error' in auth) return auth.error;
    const req = parse(OverrideClearSchema, { uid: uidOf(request) ?? undefined, ...read.body });
    if ('error' in req) return req.error;
    const r = req.value;
    const s = findSource(r.entity_type, r.entity_id, r.field);
    if (s instanceof Response) return s;
    if (!current().overrides.delete(recordKey(r.entity_type, r.entity_id, r.field, r.lang))) {
      return jsonError(404, `${r.entity_type} ${r.entity_id} ${r.field} has no ${r.lang} override`, { error: 'not_found' });
    }
    return HttpResponse.json({ ok: true });
  }),
];

export const translationReviewError = errorVariant(translationReviewRoutes);
export const translationReviewSlow = slowVariant(translationReviewRoutes);
