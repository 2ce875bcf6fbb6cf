import { afterEach, describe, expect, it, vi } from 'vitest';
import { sourceHash } from '@contract/list-translations';
import { keepListTranslations } from '@/api/list-translations';
import { cachedTranslation, clearTranslationCache, keepTranslation, recordShownTranslations, takeDrawnTranslations, unkeptFields, withDeviceCache } from './translation-cache';
import { setServerBlocks } from '@/lib/page-blocks';

// The unit project runs in node: a Storage of our own stands in for the browser's.
const saved = new Map<string, string>();
const localStorage = {
  getItem: (k: string) => saved.get(k) ?? null,
  setItem: (k: string, v: string) => void saved.set(k, v),
  removeItem: (k: string) => void saved.delete(k),
  clear: () => saved.clear(),
};
vi.stubGlobal('localStorage', localStorage);

afterEach(() => {
  clearTranslationCache();
  localStorage.clear();
  vi.useRealTimers();
});

/** What a screen shows for a field while the machine has no answer (it shows the Korean source). */
const shows = (lang: 'en' | 'ja' | 'zh-CN' | 'ko', key: string, source: string) => withDeviceCache(lang, (_key, text) => text)(key, source);

/** An item as the server sends it: each translation with the hash of the Korean text it translates. */
const sent = (fields: Record<string, [ko: string, text: string]>) => ({
  translations: Object.fromEntries(Object.entries(fields).map(([f, [, text]]) => [f, text])),
  translation_sources: Object.fromEntries(Object.entries(fields).map(([f, [ko]]) => [f, sourceHash(ko)])),
});

describe('translations kept on the device', () => {
  it('keeps what a list brought, per language, and replaces an entity with what the server sends next', () => {
    keepListTranslations('/booths/list/', 'en', { results: [{ booth_id: 7, name: '떡볶이', ...sent({ BoothName: ['떡볶이', 'Tteokbokki'], MenuName_1: ['어묵', 'Fish cake'] }) }] });
    expect(shows('en', 'booth:7:BoothName', '떡볶이')).toBe('Tteokbokki');
    expect(shows('en', 'booth:7:MenuName_1', '어묵')).toBe('Fish cake');
    expect(shows('ja', 'booth:7:BoothName', '떡볶이')).toBe('떡볶이');
    expect(shows('ko', 'booth:7:BoothName', '떡볶이')).toBe('떡볶이');
    keepListTranslations('/booths/7/', 'en', { booth_id: 7, ...sent({ BoothName: ['떡볶이', 'Spicy rice cakes'] }) });
    expect(shows('en', 'booth:7:BoothName', '떡볶이')).toBe('Spicy rice cakes');
    // The menu was renamed since: its old translation is not shown.
    expect(shows('en', 'booth:7:MenuName_1', '어묵')).toBe('어묵');
  });

  it('finds board posts under result and stage shows under their slots', () => {
    keepListTranslations('/board/notices', 'ja', { result: [{ id: 3, ...sent({ BoardTitle: ['공지', 'お知らせ'] }) }] });
    keepListTranslations('/stage/days/2025-09-25/schedules/18', 'zh-CN', {
      club: { current_slot: [{ id: 4, ...sent({ StageName: ['밴드', '乐队'] }) }], remaining: [] },
      celebrity: [],
    });
    expect(shows('ja', 'board:3:BoardTitle', '공지')).toBe('お知らせ');
    expect(shows('zh-CN', 'stage:4:StageName', '밴드')).toBe('乐队');
  });

  it('shows the kept translation where the machine would show the Korean source, never in Korean', () => {
    keepTranslation('en', 'board:3:BoardTitle', '공지', 'Notice');
    expect(shows('en', 'board:3:BoardTitle', '공지')).toBe('Notice');
    expect(withDeviceCache('en', () => 'From the machine')('board:3:BoardTitle', '공지')).toBe('From the machine');
    expect(shows('ko', 'board:3:BoardTitle', '공지')).toBe('공지');
  });

  it('shows a kept translation only beside the Korean text it translates: after an edit, the new text', () => {
    keepTranslation('en', 'booth:1:BoothDescription', '3일 내내 만해광장에서', 'Three nights on Manhae Plaza.');
    keepListTranslations('/booths/list/', 'en', { results: [{ booth_id: 2, ...sent({ BoothName: ['공대 주점', 'Engineering Pub'] }) }] });
    expect(shows('en', 'booth:1:BoothDescription', '마지막 날은 자정까지')).toBe('마지막 날은 자정까지');
    expect(shows('en', 'booth:2:BoothName', '공대 포차')).toBe('공대 포차');
    expect(cachedTranslation('en', 'booth:1:BoothDescription', '마지막 날은 자정까지')).toBeUndefined();
    // A detail that carries nothing for the field (its translation is not made yet) leaves nothing stale to show.
    keepListTranslations('/booths/1/', 'en', { booth_id: 1, name: '프론티어' });
    expect(shows('en', 'booth:1:BoothDescription', '마지막 날은 자정까지')).toBe('마지막 날은 자정까지');
    // The new text's translation, once it comes, shows; the old one is replaced.
    keepTranslation('en', 'booth:1:BoothDescription', '마지막 날은 자정까지', 'Open until midnight on the last night.');
    expect(shows('en', 'booth:1:BoothDescription', '마지막 날은 자정까지')).toBe('Open until midnight on the last night.');
    expect(shows('en', 'booth:1:BoothDescription', '3일 내내 만해광장에서')).toBe('3일 내내 만해광장에서');
  });

  it('asks again for a field whose kept translation is of another source, not for one kept for its own', () => {
    keepTranslation('en', 'booth:1:BoothName', '프론티어', 'Frontier');
    keepTranslation('en', 'booth:1:BoothDescription', '3일 내내 만해광장에서', 'Three nights on Manhae Plaza.');
    const field = (name: string, source_text: string) => ({ key: `booth:1:${name}`, entity_type: 'booth', entity_id: 1, field: name, source_text });
    const asked = unkeptFields('en', [field('BoothName', '프론티어'), field('BoothDescription', '마지막 날은 자정까지'), field('CornerName_1', '안주')]);
    expect(asked.map((f) => f.field)).toEqual(['BoothDescription', 'CornerName_1']);
  });

  it('does not keep a list translation whose source the answer does not name', () => {
    keepListTranslations('/booths/list/', 'en', { results: [{ booth_id: 7, translations: { BoothName: 'Tteokbokki' } }] });
    keepListTranslations('/board/notices', 'en', { result: [{ id: 3, translations: { BoardTitle: 'Notice' }, translation_sources: { BoardContent: sourceHash('공지') } }] });
    expect(shows('en', 'booth:7:BoothName', '떡볶이')).toBe('떡볶이');
    expect(shows('en', 'board:3:BoardTitle', '공지')).toBe('공지');
  });

  it('survives a reload (localStorage, per language)', async () => {
    vi.useFakeTimers();
    keepTranslation('en', 'booth:1:BoothName', '주점', 'Pub');
    await vi.advanceTimersByTimeAsync(600);
    expect(JSON.parse(localStorage.getItem('translations:en') ?? '{}')).toEqual({ 'booth:1': { BoothName: { text: 'Pub', source: sourceHash('주점') } } });
    clearTranslationCache();
    expect(shows('en', 'booth:1:BoothName', '주점')).toBe('Pub');
    expect(shows('en', 'booth:1:BoothName', '새 주점')).toBe('새 주점');
  });

  it('reads what a phone kept before sources were named without error, and shows none of it', async () => {
    localStorage.setItem(
      'translations:en',
      JSON.stringify({
        'booth:1': { BoothName: 'Old pub', BoothDescription: { text: 'Three nights.', source: sourceHash('3일 내내') } },
        'booth:2': { BoothName: 'Old name' },
        'booth:3': 'broken',
        'booth:4': { BoothName: { text: 42 } },
      }),
    );
    expect(shows('en', 'booth:1:BoothName', '주점')).toBe('주점');
    expect(shows('en', 'booth:2:BoothName', '공대')).toBe('공대');
    expect(shows('en', 'booth:4:BoothName', '포차')).toBe('포차');
    expect(shows('en', 'booth:1:BoothDescription', '3일 내내')).toBe('Three nights.');
    // What comes next is kept in the new form, and the old entries are gone from the phone.
    vi.useFakeTimers();
    keepTranslation('en', 'booth:2:BoothName', '공대', 'Engineering');
    await vi.advanceTimersByTimeAsync(600);
    expect(JSON.parse(localStorage.getItem('translations:en') ?? '{}')).toEqual({
      'booth:1': { BoothDescription: { text: 'Three nights.', source: sourceHash('3일 내내') } },
      'booth:2': { BoothName: { text: 'Engineering', source: sourceHash('공대') } },
    });
    localStorage.setItem('translations:ja', '{not json');
    expect(shows('ja', 'booth:1:BoothName', '주점')).toBe('주점');
  });

  it('keeps at most a few thousand entities per language, forgetting the one kept longest', () => {
    for (let id = 0; id <= 3_000; id++) keepTranslation('en', `booth:${id}:BoothName`, `부스 ${id}`, `Booth ${id}`);
    expect(shows('en', 'booth:0:BoothName', '부스 0')).toBe('부스 0');
    expect(shows('en', 'booth:1:BoothName', '부스 1')).toBe('Booth 1');
    expect(shows('en', 'booth:3000:BoothName', '부스 3000')).toBe('Booth 3000');
  });

  it('keeps what came when the page is hidden or left before the pause is over', async () => {
    // A page of its own: the module listens to the document it finds when loaded.
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const win = new EventTarget();
    vi.stubGlobal('document', page);
    vi.stubGlobal('addEventListener', win.addEventListener.bind(win));
    vi.resetModules();
    try {
      const cache = await import('./translation-cache');
      vi.useFakeTimers();
      cache.keepTranslation('ja', 'booth:2:BoothName', '주점', 'パブ');
      expect(localStorage.getItem('translations:ja')).toBeNull();
      page.visibilityState = 'hidden';
      page.dispatchEvent(new Event('visibilitychange'));
      expect(JSON.parse(localStorage.getItem('translations:ja') ?? '{}')).toEqual({ 'booth:2': { BoothName: { text: 'パブ', source: sourceHash('주점') } } });
      cache.keepTranslation('zh-CN', 'booth:2:BoothName', '주점', '酒馆');
      win.dispatchEvent(new Event('pagehide'));
      expect(JSON.parse(localStorage.getItem('translations:zh-CN') ?? '{}')).toEqual({ 'booth:2': { BoothName: { text: '酒馆', source: sourceHash('주점') } } });
      cache.clearTranslationCache();
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('localStorage', localStorage);
    }
  });
});

describe('a page the server drew', () => {
  it('carries the kept translations it showed, and the browser keeps them before its first render', () => {
    keepTranslation('en', 'booth:1:BoothName', '프론티어', 'Frontier');
    keepTranslation('en', 'booth:2:BoothName', '공대', 'Engineering');
    keepTranslation('en', 'booth:3:BoothName', '옛 이름', 'Old name');
    const shown = recordShownTranslations();
    const t = withDeviceCache('en', (_key, source) => source);
    expect(t('booth:1:BoothName', '프론티어')).toBe('Frontier');
    expect(t('booth:3:BoothName', '새 이름')).toBe('새 이름');
    expect(t('booth:9:BoothName', '없는 부스')).toBe('없는 부스');
    const carried = shown();
    expect(carried).toEqual({ 'booth:1:BoothName': { text: 'Frontier', source: sourceHash('프론티어') } });

    clearTranslationCache();
    setServerBlocks({ 'drawn-translations': JSON.stringify({ ...carried, 'booth:4:BoothName': 'A drawn text of an older page' }) });
    try {
      takeDrawnTranslations('en');
    } finally {
      setServerBlocks(null);
    }
    expect(shows('en', 'booth:1:BoothName', '프론티어')).toBe('Frontier');
    expect(shows('en', 'booth:1:BoothName', '프론티어 주점')).toBe('프론티어 주점');
    expect(shows('en', 'booth:2:BoothName', '공대')).toBe('공대');
    expect(shows('en', 'booth:4:BoothName', '부스')).toBe('부스');
  });
});
