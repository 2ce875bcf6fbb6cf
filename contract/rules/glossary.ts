// Applying the glossary of official names to a translation (the server's service, and the mocks' machine
// text). Three ways, tried in this order:
// 1. the whole field is a glossary term: the official term is the translation (no provider call);
// 2. the translation memory knows the whole text: its translation is kept when it already says each
//    official term, or when the memory's own rendering of the term can be swapped for the official one;
// 3. the provider: each term is replaced by a numbered placeholder ⟦n⟧ that providers copy as they are
//    (brackets and a digit), and the official term is put back in the answer. An answer that lost a
//    placeholder is refused (the provider would otherwise have translated the name its own way).
import type { Language } from '@contract/constants';

export interface GlossaryEntry {
  id: number;
  ko: string;
  terms: Partial<Record<Language, string>>;
}

export interface Glossary {
  entries: readonly GlossaryEntry[];
  /** Changes whenever a term does: translations made under another version are not reused from memory caches. */
  version: string;
}

export const EMPTY_GLOSSARY: Glossary = { entries: [], version: '' };

const norm = (s: string) => s.normalize('NFC');

interface Hit {
  entry: GlossaryEntry;
  official: string;
  start: number;
  end: number;
}

/** Terms with an official name in `target` found in `text`: longest first, left to right, never overlapping. */
export function findTerms(glossary: Glossary, text: string, target: Language): Hit[] {
  const source = norm(text);
  const candidates = glossary.entries
    .filter((e) => e.ko !== '' && typeof e.terms[target] === 'string' && e.terms[target] !== '')
    .sort((a, b) => b.ko.length - a.ko.length);
  const taken: boolean[] = new Array(source.length).fill(false);
  const hits: Hit[] = [];
  for (const entry of candidates) {
    const ko = norm(entry.ko);
    let from = 0;
    for (;;) {
      const at = source.indexOf(ko, from);
      if (at < 0) break;
      from = at + ko.length;
      if (taken.slice(at, at + ko.length).some(Boolean)) continue;
      for (let i = at; i < at + ko.length; i++) taken[i] = true;
      hits.push({ entry, official: entry.terms[target]!, start: at, end: at + ko.length });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** The official term when the whole field (ignoring surrounding space) is a glossary term. */
export function exactTerm(glossary: Glossary, text: string, target: Language): string | undefined {
  const whole = norm(text).trim();
  const entry = glossary.entries.find((e) => norm(e.ko) === whole);
  const official = entry?.terms[target];
  return typeof official === 'string' && official !== '' ? official : undefined;
}

export interface Protected {
  /** The text to send to the provider. */
  masked: string;
  /** Ids of the terms protected (stored in the record's meta). */
  termIds: number[];
  /** The provider's answer with the official terms put back, or null when a placeholder was lost. */
  restore(answer: string): string | null;
}

const PLACEHOLDER = /⟦(\d+)⟧/g;

/** Replaces the glossary terms of `text` with placeholders; null when there is nothing to protect. */
export function protectTerms(glossary: Glossary, text: string, target: Language): Protected | null {
  const source = norm(text);
  // A text already holding the placeholder brackets cannot be masked safely.
  if (source.includes('⟦') || source.includes('⟧')) return null;
  const hits = findTerms(glossary, source, target);
  if (hits.length === 0) return null;
  const slots: string[] = [];
  const slotOf = new Map<number, number>();
  let masked = '';
  let at = 0;
  for (const hit of hits) {
    let n = slotOf.get(hit.entry.id);
    if (n === undefined) {
      n = slots.length;
      slots.push(hit.official);
      slotOf.set(hit.entry.id, n);
    }
    masked += `${source.slice(at, hit.start)}⟦${n}⟧`;
    at = hit.end;
  }
  masked += source.slice(at);
  return {
    masked,
    termIds: [...slotOf.keys()],
    restore(answer) {
      const seen = new Set<number>();
      const restored = answer.replace(PLACEHOLDER, (whole, digits: string) => {
        const n = Number(digits);
        if (n >= slots.length) return whole;
        seen.add(n);
        return slots[n];
      });
      return seen.size === slots.length && !/⟦\d+⟧/.test(restored) ? restored : null;
    },
  };
}

/**
 * A translation memory's answer for `source` made to say the official terms: kept if it already does,
 * else the memory's own translation of each term (`termTranslation`) is swapped for the official one.
 * Null when a term cannot be placed that way (the text then goes to the provider, masked).
 */
export function applyToTranslated(
  glossary: Glossary,
  source: string,
  translated: string,
  target: Language,
  termTranslation: (ko: string) => string | undefined,
): string | null {
  let out = translated;
  const seen = new Set<number>();
  for (const hit of findTerms(glossary, source, target)) {
    if (seen.has(hit.entry.id)) continue;
    seen.add(hit.entry.id);
    if (out.includes(hit.official)) continue;
    const machine = termTranslation(hit.entry.ko);
    if (!machine || !out.includes(machine)) return null;
    out = out.split(machine).join(hit.official);
  }
  return out;
}

/** Which glossary terms (Korean) a text contains, with or without an official term in a language. */
export function containsTerm(text: string, terms: readonly string[]): boolean {
  const source = norm(text);
  return terms.some((t) => t !== '' && source.includes(norm(t)));
}

/**
 * Whether a stored translation still follows the glossary: one made with glossary terms carries the
 * version it was made under (`meta.gv`) and must match; one made without must still have no term to apply.
 * This also catches a translation finished under an older glossary and stored after a change marked it stale.
 */
export function followsGlossary(meta: Record<string, unknown> | null | undefined, text: string, target: Language, glossary: Glossary): boolean {
  const gv = meta?.gv;
  if (typeof gv === 'string') return gv === glossary.version;
  return findTerms(glossary, text, target).length === 0;
}
