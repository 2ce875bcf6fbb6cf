// The answers of a screen's first reads, for the page the server serves for it (contract/first-reads.ts). Each read
// is asked of the API itself, as the client would ask it (every first read is a list that takes the visitor's
// `?lang=`, src/api/list-translations.ts), so the page carries exactly the answer the client would have fetched.
import type { Language } from '@contract/constants';
import type { FestivalSettings } from '@contract/festival-data';
import { firstReads } from '@contract/first-reads';
import { pageReadKey, queryText, type PageReads } from '@contract/page-reads';
import type { VisitorScreenName } from '@contract/page-routes';

type Api = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

export function pageReadsLookup(api: Api, festival: () => FestivalSettings | null, now: () => number) {
  return async (screen: VisitorScreenName, pagePath: string, pageSearch: string, lang: Language, wait: Promise<void>): Promise<PageReads | null> => {
    const f = festival();
    if (!f) return null;
    const at = Date.now();
    const answers: Record<string, unknown> = {};
    const all = Promise.all(
      firstReads(screen, f, now(), pagePath, pageSearch).map(async (r) => {
        const query = lang === 'ko' ? r.query : { ...r.query, lang };
        const res = await api.request(`/api${r.path}${queryText(query)}`, {
          method: r.method,
          headers: { accept: 'application/json', ...(r.body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: r.body === undefined ? undefined : JSON.stringify(r.body),
        });
        if (res.status === 200) answers[pageReadKey(r.method, r.path, query, r.body)] = await res.json();
      }),
    ).catch(() => undefined);
    // What has not answered by then is left to the client.
    await Promise.race([all, wait]);
    return { at, reads: answers };
  };
}
