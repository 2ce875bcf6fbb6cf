import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { SAMPLE_EMERGENCY } from '@contract/sample/posts';
import { login } from './admin';
import {
  createLost,
  createNotice,
  deletePost,
  getEmergency,
  getPost,
  getRelated,
  listLosts,
  updateEmergency,
  updateLost,
} from './board';
import { boardPageParams } from '@contract/rules/board';
import { listBoardPage } from './board-pages';
import { ApiError, isSessionExpired } from './client';
import { setMockNow } from '@mocks/state';
import { TEST_BASE, withMockServer } from './test-server';

const server = withMockServer();

// A 1x1 transparent PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

describe('createLost', () => {
  it('sends multipart form data with every field, the category and the image', async () => {
    let seen: { contentType: string | null; fields: Record<string, string>; image?: File } | undefined;
    server.use(
      http.post(`${TEST_BASE}/board/losts`, async ({ request }) => {
        const form = await request.formData();
        const fields: Record<string, string> = {};
        let image: File | undefined;
        form.forEach((v, k) => {
          if (typeof v === 'string') fields[k] = v;
          else image = v;
        });
        seen = { contentType: request.headers.get('content-type'), fields, image };
        return HttpResponse.json({ message: 'lost item registration complete', id: 99 }, { status: 201 });
      }),
    );
    const res = await createLost(
      { uid: 'u-1', title: '검정 지갑', content: '팔정도에서 주웠어요', location: '팔정도 분수대' },
      new Blob([PNG], { type: 'image/png' }),
    );
    expect(res).toEqual({ message: 'lost item registration complete', id: 99 });
    expect(seen?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.fields).toEqual({
      uid: 'u-1',
      category: 'LostItem',
      title: '검정 지갑',
      content: '팔정도에서 주웠어요',
      location: '팔정도 분수대',
    });
    expect(seen?.image?.size).toBe(PNG.length);
    expect(seen?.image?.name).toBe('image.png');
  });

  it('creates a lost post on the mock server that lists it and serves its image', async () => {
    const session = await login('staff-dev-1');
    const res = await createLost(
      { uid: session.uid, title: '파란 우산', content: '학생회관 로비에 있어요', location: '학생회관' },
      new Blob([PNG], { type: 'image/png' }),
    );
    const post = (await listLosts()).find((p) => p.id === res.id);
    expect(post).toMatchObject({ title: '파란 우산', writer: session.name, location: '학생회관', category: 'LostItem' });
    const image = await fetch(new URL(post!.image!, TEST_BASE));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a file that is not an image and changes nothing', async () => {
    const session = await login('staff-dev-1');
    const before = (await listLosts()).length;
    const e = (await createLost(
      { uid: session.uid, title: '메모', content: '내용', location: '본관' },
      new Blob(['#!/bin/sh'], { type: 'image/png' }),
    ).catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(400);
    expect(e.serverMessage).toBe('only JPEG, PNG or WebP images can be attached');
    expect(await listLosts()).toHaveLength(before);
  });

  it('edits with updateLost as multipart too', async () => {
    const session = await login('staff-dev-1');
    const { id } = await createLost({ uid: session.uid, title: '열쇠', content: '은색 열쇠', location: '본관' });
    await updateLost(id!, { uid: session.uid, title: '열쇠 꾸러미', content: '은색 열쇠 3개', location: '본관 1층' });
    expect(await getPost(id!)).toMatchObject({ title: '열쇠 꾸러미', content: '은색 열쇠 3개', location: '본관 1층' });
  });
});

describe('admin writes', () => {
  it('a write with an unknown uid is a session expiry', async () => {
    const e = await createNotice({ uid: 'not-a-session', title: '공지', content: '내용' }).catch((x: unknown) => x);
    expect(isSessionExpired(e)).toBe(true);
    expect((e as ApiError).status).toBe(401);
  });

  it('a Club admin may not write a general notice', async () => {
    const session = await login('club-dev-1');
    const e = (await createNotice({ uid: session.uid, title: '공지', content: '내용' }).catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(403);
    expect(e.serverMessage).toBe('no permission to write a general notice');
  });

  it('deletePost sends the uid as a JSON body and removes the post', async () => {
    const session = await login('staff-dev-1');
    const { id } = await createNotice({ uid: session.uid, title: '임시 공지', content: '곧 지웁니다' });
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'DELETE') body = await request.clone().json();
    });
    await deletePost(id!, session.uid);
    server.events.removeAllListeners();
    expect(body).toEqual({ uid: session.uid });
    expect(((await getPost(id!).catch((x: unknown) => x)) as ApiError).status).toBe(404);
  });

  it('updates the urgent notice', async () => {
    expect(await getEmergency()).toEqual(SAMPLE_EMERGENCY);
    const session = await login('stuco-dev-1');
    await updateEmergency({ uid: session.uid, title: '우천 안내', content: '우산을 챙기세요' });
    expect(await getEmergency()).toMatchObject({ title: '우천 안내', content: '우산을 챙기세요' });
  });
});

describe('reads', () => {
  it('asks the server for one page: page and size always, category and search only when they narrow', async () => {
    const seen: Record<string, string>[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/board/') seen.push(Object.fromEntries(url.searchParams));
    });
    try {
      // After the festival every sample post is written: 33 listed (the urgent notice never is).
      setMockNow('2025-09-27T12:00:00+09:00');
      const first = await listBoardPage({ page: 1 });
      expect(first).toMatchObject({ total_count: 33, page: 1, size: 10 });
      expect(first.results).toHaveLength(10);
      // The spec's ALL order: the 4 newest notices lead.
      expect(first.results.slice(0, 4).map((p) => p.category)).toEqual(['Notice', 'Notice', 'Notice', 'Notice']);
      expect(first.results[4].category).not.toBe('Notice');
      const last = await listBoardPage({ page: 4, size: 10 });
      expect(last.results).toHaveLength(3);
      expect(last.results.some((p) => first.results.some((q) => q.id === p.id))).toBe(false);
      const lost = await listBoardPage({ page: 1, category: 'LostItem', search: '  지갑 ' });
      expect(lost.results.map((p) => p.title)).toEqual(['갈색 장지갑', '분홍색 카드지갑', '검정색 반지갑']);
      expect(lost.total_count).toBe(3);
      const none = await listBoardPage({ page: 1, search: '없는 게시글' });
      expect(none).toMatchObject({ total_count: 0, results: [] });
      expect(seen).toEqual([
        { page: '1', size: '10' },
        { page: '4', size: '10' },
        { page: '1', size: '10', category: 'LostItem', search: '지갑' },
        { page: '1', size: '10', search: '없는 게시글' },
      ]);
    } finally {
      server.events.removeAllListeners();
      setMockNow(null);
    }
  });

  it('sends a pasted tab or newline in the search as a space (the server refuses control characters)', () => {
    expect(boardPageParams({ page: 2, search: '\t검정\n지갑 ' })).toEqual({ page: 2, size: 10, search: '검정 지갑' });
    expect(boardPageParams({ page: 1, category: null, search: '   ' })).toEqual({ page: 1, size: 10 });
  });

  it('reads an answer that leaves out page and size, and fails on one without a list', async () => {
    server.use(http.get(`${TEST_BASE}/board/`, () => HttpResponse.json({ total_count: 41, results: [{ id: 1, title: 'a' }] })));
    expect(await listBoardPage({ page: 3 })).toEqual({ total_count: 41, page: 3, size: 10, results: [{ id: 1, title: 'a' }] });
    server.use(http.get(`${TEST_BASE}/board/`, () => HttpResponse.json({ total_count: 41 })));
    await expect(listBoardPage({ page: 1 })).rejects.toMatchObject({ kind: 'parse' });
  });

  it('a refused page carries the server message', async () => {
    await expect(listBoardPage({ page: 1, size: 51 })).rejects.toMatchObject({ status: 400, serverMessage: expect.stringMatching(/size/) });
  });

  it('getRelated keeps at most three', async () => {
    server.use(
      http.get(`${TEST_BASE}/board/:id/related`, () =>
        HttpResponse.json({ related: [1, 2, 3, 4, 5].map((id) => ({ id, title: `p${id}` })) }),
      ),
    );
    expect((await getRelated(9)).map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('getEmergency is null when there is none', async () => {
    server.use(http.get(`${TEST_BASE}/board/emergency`, () => HttpResponse.json({ message: 'none' }, { status: 404 })));
    expect(await getEmergency()).toBeNull();
  });
});
