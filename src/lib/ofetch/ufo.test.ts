import { describe, expect, it } from 'vitest';
import * as ufo from 'ufo';
import { withBase, withQuery } from './ufo';

/** The path, the query as pairs and the hash: what a server reads of a URL. */
function read(url: string) {
  const u = new URL(url, 'http://festival.test');
  return { path: u.pathname, query: [...u.searchParams].sort(), hash: u.hash };
}

describe('the client build’s ufo', () => {
  const queries: [string, Record<string, string | number | boolean | undefined>][] = [
    ['/api/booths', { lang: 'en' }],
    ['/api/booths?category=Booth', { lang: 'ja', page: 2 }],
    ['/api/booths?lang=ko', { lang: 'zh' }],
    ['/api/board/search', { q: '분실물 지갑 & 가방 #2 a+b/c=d', night: true }],
    ['/api/board?x=1#top', { page: 3, missing: undefined }],
    ['http://127.0.0.1:3000/api/common/translations/booth/1', { lang: 'en' }],
    ['/api/empty', {}],
  ];
  it.each(queries)('adds a query to %s as ufo does', (input, query) => {
    expect(read(withQuery(input, query))).toEqual(read(ufo.withQuery(input, query)));
  });

  const bases: [string, string | undefined][] = [
    ['/booths', '/api'],
    ['booths', '/api/'],
    ['/api/booths', '/api'],
    ['/apiary', '/api'],
    ['/api?x=1', '/api'],
    ['http://127.0.0.1/x', '/api'],
    ['/booths', undefined],
    ['/booths', '/'],
  ];
  it.each(bases)('puts %s under %s as ufo does', (input, base) => {
    expect(withBase(input, base)).toBe(ufo.withBase(input, base as string));
  });
});
