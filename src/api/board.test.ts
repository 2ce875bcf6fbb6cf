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
  listBoard,
  listLosts,
  updateEmergency,
  updateLost,
} from './board';
import { ApiError, isSessionExpired } from './client';
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
  it('lists the board newest first without the urgent notice', async () => {
    const board = await listBoard();
    expect(board.total_count).toBe(board.result.length);
    const times = board.result.map((p) => new Date(p.created_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(board.result.some((p) => p.title === SAMPLE_EMERGENCY.title)).toBe(false);
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
