// The organiser console on PGlite and PostgreSQL: accounts created and revoked by Staff (code shown once,
// stored hashed, revoked codes and their sessions stop at once), the audit log, and booth edits with
// ownership (Club/Major only their own booth) that the visitor's booth page shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestServer, DB_KINDS, type TestServer } from './test/harness';

describe.each(DB_KINDS)('organiser console on %s', (kind) => {
  let s: TestServer;
  let staff: string;
  let stuco: string;
  let club: string;

  beforeAll(async () => {
    s = await createTestServer(kind, { loginLimiter: { maxDelayMs: 50 } });
    staff = await s.login('Staff');
    stuco = await s.login('Stuco');
    club = await s.login('Club');
  });
  afterAll(() => s?.stop());

  const auditCount = async () => (await s.query<{ n: number }>('select count(*)::int as n from audit_log'))[0].n;

  it('lists the accounts for Staff only, with their booths and no codes', async () => {
    const r = await s.call('GET', '/api/console/accounts', undefined, { authorization: `Bearer ${staff}` });
    expect(r.status).toBe(200);
    const frontier = r.body.accounts.find((a: { name: string }) => a.name === adminOf('Club').name);
    expect(frontier).toMatchObject({ role: 'Club', booth_id: 1, booth_name: expect.any(String), revoked_at: null });
    expect(JSON.stringify(r.body)).not.toMatch(/scrypt|code_hash|test-code/);
    const refused = await s.call('GET', `/api/console/accounts?uid=${stuco}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('only Staff can manage admin accounts and read the audit log');
    expect((await s.call('GET', '/api/console/accounts')).status).toBe(401);
  });

  it('creates a Club account tied to a booth: the code is answered once, stored hashed, and logs in', async () => {
    const before = await auditCount();
    const r = await s.call('POST', '/api/console/accounts', { uid: staff, name: '새 동아리', role: 'Club', booth_id: 3 });
    expect(r.status).toBe(201);
    expect(r.body.code).toMatch(/^[A-Z2-9]{12}$/);
    expect(r.body.account).toMatchObject({ name: '새 동아리', role: 'Club', booth_id: 3, revoked_at: null });
    const stored = await s.query<{ code_hash: string }>(`select code_hash from admins where name = '새 동아리'`);
    expect(stored[0].code_hash).toMatch(/^scrypt\$/);
    expect(stored[0].code_hash).not.toContain(r.body.code);
    expect(await auditCount()).toBe(before + 1);
    const [entry] = await s.query<{ admin_name: string; action: string; entity: string; after: string }>(
      'select admin_name, action, entity, after from audit_log order by id desc limit 1',
    );
    expect(entry).toMatchObject({ admin_name: adminOf('Staff').name, action: 'create', entity: 'account' });
    expect(entry.after).toContain('새 동아리');
    expect(entry.after).not.toContain(r.body.code);
    const login = await s.call('POST', '/api/admin/login', { admin_code: r.body.code });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ role: 'Club', name: '새 동아리', booth_id: 3 });
  });

  it('refuses bad accounts with a reason and changes nothing', async () => {
    const before = await auditCount();
    const cases: [unknown, number, string][] = [
      [{ uid: staff, name: '동아리', role: 'Club' }, 400, 'a Club account must be tied to its booth'],
      [{ uid: staff, name: '동아리', role: 'Major', booth_id: 99999 }, 400, 'booth 99999 does not exist'],
      [{ uid: staff, name: '새 동아리', role: 'Club', booth_id: 3 }, 409, 'an account named 새 동아리 already exists'],
      [{ uid: staff, name: '', role: 'Stuco' }, 400, 'please enter the account name'],
      [{ uid: staff, name: '<script>x', role: 'Stuco' }, 400, 'the account name may not contain < or >'],
      [{ uid: staff, name: ' =HYPERLINK("http://evil.example")', role: 'Stuco' }, 400, 'the account name may not start with =, +, - or @'],
      [{ uid: staff, name: 'x', role: 'Staff' }, 400, 'role must be one of Stuco, Club, Major'],
      [{ uid: staff, name: 'x\u0000', role: 'Stuco' }, 400, 'name must not contain control characters'],
      [{ uid: stuco, name: 'x', role: 'Stuco' }, 403, 'only Staff can manage admin accounts and read the audit log'],
    ];
    for (const [body, status, message] of cases) {
      const r = await s.call('POST', '/api/console/accounts', body);
      expect([r.status, r.body.message]).toEqual([status, message]);
    }
    expect(await auditCount()).toBe(before);
  });

  it('revokes an account: its code and its sessions stop at once', async () => {
    const made = await s.call('POST', '/api/console/accounts', { uid: staff, name: '학과 학생회 X', role: 'Major', booth_id: 4 });
    const code = made.body.code as string;
    const uid = (await s.call('POST', '/api/admin/login', { admin_code: code })).body.uid as string;
    // The session works: the booth's own edit is allowed.
    expect((await s.call('PATCH', '/api/console/booths/4', { uid, description: '우리 부스' })).status).toBe(200);
    const r = await s.call('POST', `/api/console/accounts/${made.body.account.id}/revoke`, { uid: staff });
    expect(r.status).toBe(200);
    expect(r.body.account.revoked_at).toEqual(expect.any(String));
    const again = await s.call('PATCH', '/api/console/booths/4', { uid, description: '다시' });
    expect(again.status).toBe(401);
    const login = await s.call('POST', '/api/admin/login', { admin_code: code });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('please check the admin code');
    const twice = await s.call('POST', `/api/console/accounts/${made.body.account.id}/revoke`, { uid: staff });
    expect([twice.status, twice.body.error]).toEqual([409, 'already_revoked']);
    const staffRow = (await s.call('GET', '/api/console/accounts', undefined, { authorization: `Bearer ${staff}` })).body.accounts.find(
      (a: { role: string }) => a.role === 'Staff',
    );
    const staffRevoke = await s.call('POST', `/api/console/accounts/${staffRow.id}/revoke`, { uid: staff });
    expect([staffRevoke.status, staffRevoke.body.message]).toEqual([403, 'Staff accounts are set with ADMIN_CODES, not in the console']);
    expect((await s.call('POST', '/api/console/accounts/99999/revoke', { uid: staff })).status).toBe(404);
  });

  it('lets a Club edit its own menus, hours and description, and the visitor sees them', async () => {
    const r = await s.call('PATCH', '/api/console/booths/1', {
      uid: club,
      description: '새 설명',
      menus: [
        { name: '떡볶이', price: 4000 },
        { name: '어묵', price: 2500, is_soldout: true },
      ],
      hours: [{ day: '2025-09-25', start_time: '11:00', end_time: '18:30' }],
    });
    expect(r.status).toBe(200);
    const d = await s.call('GET', '/api/booths/1/');
    expect(d.body.booth_description).toBe('새 설명');
    expect(d.body.menus.map((m: { name: string; price: number; is_soldout: boolean }) => [m.name, m.price, m.is_soldout])).toEqual([
      ['떡볶이', 4000, false],
      ['어묵', 2500, true],
    ]);
    expect(d.body.schedules).toEqual([{ day: '2025-09-25', start_time: '11:00:00', end_time: '18:30:00' }]);
    const [entry] = await s.query<{ entity: string; entity_id: string; before: string; after: string }>(
      'select entity, entity_id, before, after from audit_log order by id desc limit 1',
    );
    expect(entry).toMatchObject({ entity: 'booth', entity_id: '1' });
    expect(entry.after).toContain('어묵 2500 (sold out)');
  });

  it('tells an admin who they are and which booth they edit', async () => {
    const r = await s.call('GET', '/api/console/me', undefined, { authorization: `Bearer ${club}` });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ role: 'Club', name: adminOf('Club').name, booth_id: 1 });
    expect((await s.call('GET', '/api/console/me?uid=nope')).status).toBe(401);
  });

  it('refuses another booth with a reason, and bad edits change nothing', async () => {
    const before = await s.call('GET', '/api/booths/2/');
    const other = await s.call('PATCH', '/api/console/booths/2', { uid: club, description: '남의 부스' });
    expect([other.status, other.body.message, other.body.error]).toEqual([403, 'you can edit only your own booth', 'not_your_booth']);
    const bad: [unknown, string][] = [
      [{ uid: staff, menus: [{ name: '김밥', price: -1 }] }, 'price may not be negative'],
      [{ uid: staff, menus: [{ name: '김밥', price: '3000' }] }, 'price must be a number'],
      [{ uid: staff, menus: [{ name: '', price: 1 }] }, 'every menu needs a name'],
      // A formula or markup in a menu name: the festival file would refuse its own export.
      [{ uid: staff, menus: [{ name: '=HYPERLINK("http://evil.example")', price: 1 }] }, 'a menu name may not start with =, +, - or @'],
      [{ uid: staff, menus: [{ name: ' @SUM(A1)', price: 1 }] }, 'a menu name may not start with =, +, - or @'],
      [{ uid: staff, menus: [{ name: '<img src=x>', price: 1 }] }, 'a menu name may not contain < or >'],
      [{ uid: staff, description: '<script>alert(1)</script>' }, 'the description may not contain a script tag'],
      [{ uid: staff, hours: [{ day: '2025-09-25', start_time: '18:00', end_time: '10:00' }] }, 'hours of 2025-09-25: the closing time must be after the opening time'],
      [{ uid: staff, hours: [{ day: '2025-09-25', start_time: '25:00', end_time: '10:00' }] }, 'time must be HH:MM'],
    ];
    for (const [body, message] of bad) {
      const r = await s.call('PATCH', '/api/console/booths/2', body);
      expect([r.status, r.body.message]).toEqual([400, message]);
    }
    expect((await s.call('PATCH', '/api/console/booths/99999', { uid: staff, description: 'x' })).status).toBe(404);
    expect((await s.call('GET', '/api/booths/2/')).body).toEqual(before.body);
  });

  it('shows the audit log to Staff, newest first', async () => {
    const r = await s.call('GET', '/api/console/audit', undefined, { authorization: `Bearer ${staff}` });
    expect(r.status).toBe(200);
    expect(r.body.entries[0]).toMatchObject({ entity: 'booth', entity_id: '1', admin_role: 'Club', action: 'update' });
    expect(r.body.entries.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['create', 'revoke', 'update']));
    expect((await s.call('GET', `/api/console/audit?uid=${club}`)).status).toBe(403);
  });
});
