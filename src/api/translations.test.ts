import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { translationsFail, translationsPending } from '@mocks/handlers/index';
import { resolve, resolveBatch } from './translations';
import { TEST_BASE, withMockServer } from './test-server';

const server = withMockServer();

const req = {
  entity_type: 'booth' as const,
  entity_id: 1,
  field: 'BoothName',
  target_lang: 'en' as const,
  source_text: '팔정도',
};

describe('resolve', () => {
  it('answers from the translation memory with status ok', async () => {
    const out = await resolve(req);
    expect(out.status).toBe(200);
    expect(out.result).toMatchObject({ translated_text: 'Paljeongdo', status: 'ok' });
  });

  it('asks with ?refresh=true and source_lang ko by default', async () => {
    let seen: { search: string; body: unknown } | undefined;
    server.use(
      http.post(`${TEST_BASE}/api/common/translations/resolve/`, async ({ request }) => {
        seen = { search: new URL(request.url).search, body: await request.json() };
        return HttpResponse.json({ translated_text: 'x', status: 'ok', provider: 'p', meta: {} });
      }),
    );
    await resolve(req);
    expect(seen?.search).toBe('?refresh=true');
    expect(seen?.body).toEqual({ ...req, source_lang: 'ko' });
  });

  it('a 202 means pending with the source text', async () => {
    server.use(...translationsPending);
    const out = await resolve(req);
    expect(out.status).toBe(202);
    expect(out.result).toMatchObject({ translated_text: '팔정도', status: 'pending' });
  });

  it('a failure returns the source text with status error and never throws', async () => {
    server.use(...translationsFail);
    const out = await resolve(req);
    expect(out.status).toBe('failed');
    expect(out.result).toMatchObject({ translated_text: '팔정도', status: 'error' });
  });

  it('a network error also returns the source with status error', async () => {
    server.use(http.post(`${TEST_BASE}/api/common/translations/resolve/`, () => HttpResponse.error()));
    const out = await resolve(req);
    expect(out.result).toMatchObject({ translated_text: '팔정도', status: 'error' });
  });

  it('text the memory does not know comes back as the source with status error', async () => {
    const out = await resolve({ ...req, source_text: '사전에 없는 문장' });
    expect(out.result).toMatchObject({ translated_text: '사전에 없는 문장', status: 'error' });
  });
});

describe('resolveBatch', () => {
  const batch = {
    target_lang: 'ja' as const,
    items: [
      {
        entity_type: 'developer' as const,
        entity_id: 1,
        fields: [
          { field: 'DeveloperRole', source_text: '팔정도' },
          { field: 'DeveloperMajor', source_text: '만해광장' },
        ],
      },
    ],
  };

  it('gives one result per field, in request order', async () => {
    const out = await resolveBatch(batch);
    expect(out.map((r) => [r.field, r.translated.translated_text, r.translated.status])).toEqual([
      ['DeveloperRole', '八正道', 'ok'],
      ['DeveloperMajor', '万海広場', 'ok'],
    ]);
  });

  it('on failure every field falls back to its source with status error', async () => {
    server.use(...translationsFail);
    const out = await resolveBatch(batch);
    expect(out.map((r) => [r.translated.translated_text, r.translated.status])).toEqual([
      ['팔정도', 'error'],
      ['만해광장', 'error'],
    ]);
  });

  it('fields the server left out fall back to the source', async () => {
    server.use(
      http.post(`${TEST_BASE}/api/common/translations/resolve-batch/`, () =>
        HttpResponse.json({
          results: [
            {
              entity_type: 'developer',
              entity_id: 1,
              field: 'DeveloperMajor',
              translated: { translated_text: 'マンヘ', status: 'ok', provider: 'p', meta: {} },
            },
          ],
        }),
      ),
    );
    const out = await resolveBatch(batch);
    expect(out.map((r) => [r.translated.translated_text, r.translated.status])).toEqual([
      ['팔정도', 'error'],
      ['マンヘ', 'ok'],
    ]);
  });

  it('a 202 batch leaves every field pending with its source', async () => {
    server.use(...translationsPending);
    const out = await resolveBatch(batch);
    expect(out.map((r) => r.translated.status)).toEqual(['pending', 'pending']);
    expect(out[0].translated.translated_text).toBe('팔정도');
  });
});
