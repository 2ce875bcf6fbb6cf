// The mock timetable reads the acts the mock console keeps: an edit, an addition and a removal show on
// GET /stage as they do on the server, and a fresh mock backend starts from the sample again.
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_PATHS } from '@contract/console';
import { API_PATHS } from '@contract/paths';
import type { StageScheduleResponse } from '@contract/types';
import { handlers, resetMockState, setMockNow } from './index';

const BASE = 'http://localhost/api';
async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await getResponse(
    handlers,
    new Request(`${BASE}${path}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined }),
  );
  if (!res) throw new Error(`${method} ${path} is not handled`);
  return { status: res.status, body: (await res.json()) as T };
}
const slot = async (date: string, at: string) => (await call<StageScheduleResponse>('GET', API_PATHS.stage(date, at))).body;
const names = (s: StageScheduleResponse) => [...s.club.current_slot, ...s.club.remaining].map((x) => x.name);

beforeEach(() => {
  resetMockState();
  setMockNow('2025-09-25T14:00:00+09:00');
});

describe('the mock timetable follows the console acts', () => {
  it('shows an edited, an added and a removed act as the console left them', async () => {
    const uid = (await call<{ uid: string }>('POST', API_PATHS.adminLogin, { admin_code: 'staff-dev-1' })).body.uid;
    const before = await slot('2025-09-25', '15:00');
    const first = before.club.current_slot.find((x) => x.id === 1)!;
    expect(first.name).toBe('밴드 아우성');
    const second = before.club.current_slot.find((x) => x.id === 2)!;

    const act = { uid, location_name: first.location_name, kind: 'club', day: '2025-09-25' };
    expect((await call('PATCH', CONSOLE_PATHS.act(1), { ...act, name: '밴드 아우성 리턴즈', start: '15:00', end: '15:30' })).status).toBe(200);
    expect((await call('POST', CONSOLE_PATHS.acts, { ...act, name: '새벽 밴드', start: '20:00', end: '20:30', confirm_overlap: true })).status).toBe(201);
    expect((await call('DELETE', CONSOLE_PATHS.act(2), { uid })).status).toBe(200);

    const after = await slot('2025-09-25', '15:00');
    expect(after.club.current_slot.find((x) => x.id === 1)?.name).toBe('밴드 아우성 리턴즈');
    expect(names(after)).not.toContain(second.name);
    expect(names(after)).toContain('새벽 밴드');

    resetMockState();
    expect(names(await slot('2025-09-25', '15:00'))).toEqual(names(before));
  });
});
