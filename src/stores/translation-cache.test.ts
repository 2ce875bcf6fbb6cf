import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepListTranslations } from '@/api/list-translations';
import { cachedTranslation, clearTranslationCache, keepTranslation, recordShownTranslations, takeDrawnTranslations, withDeviceCache } from './translation-cache';
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

describe('translations kept on the device', () => {
  it('keeps what a list brought, per language, and replaces an entity with what the server sends next', () => {
    keepListTranslations('/booths/list/', 'en', { results: [{ booth_id: 7, name: '떡볶이', translations: { BoothName: 'Tteokbokki', MenuName_1: 'Fish cake' } }] });
    expect(cachedTranslation('en', 'booth:7:BoothName')).toBe('Tteokbokki');
    expect(cachedTranslation('ja', 'booth:7:BoothName')).toBeUndefined();
    expect(cachedTranslation('ko', 'booth:7:BoothName')).toBeUndefined();
    keepListTranslations('/booths/7/', 'en', { booth_id: 7, translations: { BoothName: 'Spicy rice cakes' } });
    expect(cachedTranslation('en', 'booth:7:BoothName')).toBe('Spicy rice cakes');
    // The menu was renamed since: its old translation is not shown.
    expect(cachedTranslation('en', 'booth:7:MenuName_1')).toBeUndefined();
  });

  it('finds board posts under result and stage shows under their slots', () => {
    keepListTranslations('/board/notices', 'ja', { result: [{ id: 3, translations: { BoardTitle: 'お知らせ' } }] });
    keepListTranslations('/stage/days/2025-09-25/schedules/18', 'zh-CN', { club: { current_slot: [{ id: 4, translations: { StageName: '乐队' } }], remaining: [] }, celebrity: [] });
    expect(cachedTranslation('ja', 'board:3:BoardTitle')).toBe('お知らせ');
    expect(cachedTranslation('zh-CN', 'stage:4:StageName')).toBe('乐队');
  });

  it('shows the kept translation where the machine would show the Korean source, never in Korean', () => {
    keepTranslation('en', 'board:3:BoardTitle', 'Notice');
    const source = (_key: string, text: string) => text;
    expect(withDeviceCache('en', source)('board:3:BoardTitle', '공지')).toBe('Notice');
    expect(withDeviceCache('en', () => 'From the machine')('board:3:BoardTitle', '공지')).toBe('From the machine');
    expect(withDeviceCache('ko', source)('board:3:BoardTitle', '공지')).toBe('공지');
  });

  it('survives a reload (localStorage, per language)', async () => {
    vi.useFakeTimers();
    keepTranslation('en', 'booth:1:BoothName', 'Pub');
    await vi.advanceTimersByTimeAsync(600);
    expect(JSON.parse(localStorage.getItem('translations:en') ?? '{}')).toEqual({ 'booth:1': { BoothName: 'Pub' } });
    clearTranslationCache();
    expect(cachedTranslation('en', 'booth:1:BoothName')).toBe('Pub');
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
      cache.keepTranslation('ja', 'booth:2:BoothName', 'パブ');
      expect(localStorage.getItem('translations:ja')).toBeNull();
      page.visibilityState = 'hidden';
      page.dispatchEvent(new Event('visibilitychange'));
      expect(JSON.parse(localStorage.getItem('translations:ja') ?? '{}')).toEqual({ 'booth:2': { BoothName: 'パブ' } });
      cache.keepTranslation('zh-CN', 'booth:2:BoothName', '酒馆');
      win.dispatchEvent(new Event('pagehide'));
      expect(JSON.parse(localStorage.getItem('translations:zh-CN') ?? '{}')).toEqual({ 'booth:2': { BoothName: '酒馆' } });
      cache.clearTranslationCache();
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('localStorage', localStorage);
    }
  });
});

describe('a page the server drew', () => {
  it('carries the kept translations it showed, and the browser keeps them before its first render', () => {
    keepTranslation('en', 'booth:1:BoothName', 'Frontier');
    keepTranslation('en', 'booth:2:BoothName', 'Engineering');
    const shown = recordShownTranslations();
    const t = withDeviceCache('en', (_key, source) => source);
    expect(t('booth:1:BoothName', '프론티어')).toBe('Frontier');
    expect(t('booth:9:BoothName', '없는 부스')).toBe('없는 부스');
    const carried = shown();
    expect(carried).toEqual({ 'booth:1:BoothName': 'Frontier' });

    clearTranslationCache();
    setServerBlocks({ 'drawn-translations': JSON.stringify(carried) });
    try {
      takeDrawnTranslations('en');
    } finally {
      setServerBlocks(null);
    }
    expect(cachedTranslation('en', 'booth:1:BoothName')).toBe('Frontier');
    expect(cachedTranslation('en', 'booth:2:BoothName')).toBeUndefined();
  });
});
