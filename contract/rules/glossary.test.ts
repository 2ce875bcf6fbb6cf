import { describe, expect, it } from 'vitest';
import { applyToTranslated, exactTerm, findTerms, protectTerms, type Glossary } from './glossary';

const glossary: Glossary = {
  version: 'v1',
  entries: [
    { id: 1, ko: '만해광장', terms: { en: 'Manhae Plaza', ja: '万海プラザ' } },
    { id: 2, ko: '만해', terms: { en: 'Manhae' } },
    { id: 3, ko: '프론티어', terms: { en: 'Frontier Pub', 'zh-CN': '前沿酒馆' } },
  ],
};

describe('glossary', () => {
  it('finds the longest terms first without overlaps, in text order', () => {
    const hits = findTerms(glossary, '프론티어가 만해광장과 만해관에서', 'en');
    expect(hits.map((h) => h.official)).toEqual(['Frontier Pub', 'Manhae Plaza', 'Manhae']);
    // No official Japanese term for 프론티어 or 만해: only 만해광장 applies.
    expect(findTerms(glossary, '프론티어가 만해광장과 만해관에서', 'ja').map((h) => h.official)).toEqual(['万海プラザ']);
  });

  it('answers a whole field that is a term, ignoring surrounding space', () => {
    expect(exactTerm(glossary, ' 프론티어 ', 'en')).toBe('Frontier Pub');
    expect(exactTerm(glossary, '프론티어', 'ja')).toBeUndefined();
    expect(exactTerm(glossary, '프론티어 주점', 'en')).toBeUndefined();
  });

  it('masks terms with numbered placeholders and puts the official terms back', () => {
    const p = protectTerms(glossary, '만해광장에서 프론티어를 만나요. 만해광장!', 'en')!;
    expect(p.masked).toBe('⟦0⟧에서 ⟦1⟧를 만나요. ⟦0⟧!');
    expect(p.termIds).toEqual([1, 3]);
    expect(p.restore('Meet ⟦1⟧ at ⟦0⟧. ⟦0⟧!')).toBe('Meet Frontier Pub at Manhae Plaza. Manhae Plaza!');
    expect(p.restore('Meet them at ⟦0⟧.')).toBeNull();
    expect(p.restore('Meet ⟦1⟧ at ⟦0⟧ ⟦7⟧')).toBeNull();
    expect(protectTerms(glossary, '아무 용어 없음', 'en')).toBeNull();
    expect(protectTerms(glossary, '⟦0⟧ 만해광장', 'en')).toBeNull();
  });

  it('makes a memory translation say the official terms, or gives up', () => {
    const memory = (ko: string) => ({ 만해광장: 'Manhae Square', 프론티어: 'Frontier' })[ko];
    expect(applyToTranslated(glossary, '프론티어가 만해광장에서', 'Frontier at Manhae Square', 'en', memory)).toBe('Frontier Pub at Manhae Plaza');
    expect(applyToTranslated(glossary, '만해광장', 'Already Manhae Plaza', 'en', memory)).toBe('Already Manhae Plaza');
    expect(applyToTranslated(glossary, '만해광장에서', 'At the main square', 'en', memory)).toBeNull();
    expect(applyToTranslated(glossary, '아무 용어 없음', 'No term', 'en', memory)).toBe('No term');
  });
});
