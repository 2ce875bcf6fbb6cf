import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCREEN_TEXT } from './page-routes';
import { DRAWN_TEXT, TEXT_CHUNKS, TEXT_NEEDS, textChunkOf, type TextChunk } from './text-chunks';

const ko = JSON.parse(readFileSync('src/i18n/locales/ko.json', 'utf8')) as Record<string, string>;

describe('the text chunks', () => {
  it('put each key in one chunk, or in the first paint’s messages', () => {
    expect(textChunkOf('console.booths.title')).toBe('admin');
    expect(textChunkOf('fav.add')).toBe('late');
    expect(textChunkOf('status.lineSummary')).toBe('late');
    expect(textChunkOf('status.panel.title')).toBe('admin');
    expect(textChunkOf('status.set')).toBe('admin');
    expect(textChunkOf('queue.join')).toBe('queue');
    expect(textChunkOf('soon.title')).toBe('soon');
    expect(textChunkOf('home.ranking')).toBe('home');
    expect(textChunkOf('booth.menu')).toBe('detail');
    expect(textChunkOf('booth.night')).toBeNull();
    expect(textChunkOf('map.search')).toBeNull();
    expect(textChunkOf('live.urgent')).toBeNull();
  });

  it('has messages in every chunk, and a chunk waits for its own text first of all', () => {
    const chunks = new Set(Object.keys(ko).map(textChunkOf));
    for (const chunk of Object.keys(TEXT_CHUNKS) as TextChunk[]) {
      expect(chunks.has(chunk), chunk).toBe(true);
      expect(TEXT_NEEDS[chunk], chunk).toContain(chunk);
    }
  });

  it('draws the screens the server draws with text that needs no later chunk', () => {
    for (const text of DRAWN_TEXT) expect(TEXT_NEEDS[text], text).toEqual([text]);
    const drawnScreens = Object.values(SCREEN_TEXT).filter((t) => DRAWN_TEXT.includes(t));
    expect(new Set(drawnScreens)).toEqual(new Set(DRAWN_TEXT));
  });
});
