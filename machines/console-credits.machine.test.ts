import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { Credit } from '@contract/credits';
import { apiFailure, recordEffects } from './admin-test-kit';
import { consoleCreditsMachine, creditInputOf, moved, type CreditSaveInput } from './console-credits.machine';
import { deferredActor, flush } from './test-utils/deferred';

const A: Credit = { id: 1, name: '김도윤', roles: ['Team Lead', 'Back-End'], roleDisplay: '대표 · 백엔드 개발', major: '컴퓨터공학전공', image: '/images/developers/01.svg', link: null };
const B: Credit = { id: 2, name: '이서연', roles: ['Team Lead', 'Front-End'], roleDisplay: '부대표', major: '멀티미디어', image: null, link: 'https://example.com/seoyeon' };
const C: Credit = { id: 3, name: '박지우', roles: ['PM/DS'], roleDisplay: '기획', major: '경영정보학과', image: null, link: null };

async function listed(uid: string | null = 'u-1') {
  const load = deferredActor<{ uid: string }, Credit[]>();
  const save = deferredActor<CreditSaveInput, { id: number }>();
  const del = deferredActor<{ uid: string; id: number }, unknown>();
  const order = deferredActor<{ uid: string; ids: number[] }, Credit[]>();
  const effects = recordEffects();
  const clock = new SimulatedClock();
  const actor = createActor(
    consoleCreditsMachine.provide({ actors: { loadCredits: load.logic, saveCredit: save.logic, deleteCredit: del.logic, saveOrder: order.logic }, actions: effects.actions }),
    { input: { uid }, clock },
  ).start();
  if (uid) {
    load.last.resolve([A, B, C]);
    await flush();
  }
  const ctx = () => actor.getSnapshot().context;
  return { actor, load, save, del, order, effects, clock, ctx, state: () => actor.getSnapshot().value, ids: () => ctx().credits.map((c) => c.id) };
}

describe('consoleCreditsMachine', () => {
  it('without a uid says login required and goes to login', async () => {
    const m = await listed(null);
    expect(m.state()).toBe('loginRequired');
    m.clock.increment(2000);
    expect(m.effects.redirects).toEqual(['/admin/login']);
  });

  it('a failed load offers a retry; a 401 ends the session', async () => {
    const load = deferredActor<{ uid: string }, Credit[]>();
    const effects = recordEffects();
    const actor = createActor(consoleCreditsMachine.provide({ actors: { loadCredits: load.logic }, actions: effects.actions }), { input: { uid: 'u' } }).start();
    load.last.reject(apiFailure(500, { message: 'boom' }));
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'retry' });
    load.last.reject(apiFailure(401, { uid_valid: false, message: 'session expired, please log in again' }));
    await flush();
    expect(actor.getSnapshot().value).toBe('sessionExpired');
    expect(effects.sessionsEnded).toBe(1);
  });

  it('adds a person: checks every field first, sends the cleaned form, says so and reads the list again', async () => {
    const m = await listed();
    m.actor.send({ type: 'person.add' });
    expect(m.state()).toBe('form');
    m.actor.send({ type: 'field.change', field: 'link', value: 'javascript:alert(1)' });
    m.actor.send({ type: 'form.submit' });
    expect(m.ctx().problems.map((p) => `${p.field}:${p.code}`)).toEqual(['name:name_required', 'teams:teams_required', 'role:role_required', 'link:link_scheme']);
    expect(m.ctx().message).toEqual({ id: 'console.booths.fixFields', tone: 'error' });
    expect(m.save.calls).toHaveLength(0);
    // Fixing a field takes its problem away at once.
    m.actor.send({ type: 'field.change', field: 'name', value: ' 김새봄 ' });
    expect(m.ctx().problems.map((p) => p.field)).toEqual(['teams', 'role', 'link']);
    m.actor.send({ type: 'team.toggle', team: 'Front-End', on: true });
    m.actor.send({ type: 'field.change', field: 'role', value: '프론트엔드 개발' });
    m.actor.send({ type: 'field.change', field: 'link', value: ' https://example.com/saebom ' });
    expect(m.ctx().problems).toEqual([]);
    m.actor.send({ type: 'form.submit' });
    expect(m.state()).toBe('saving');
    expect(m.save.last.input).toEqual({ uid: 'u-1', id: null, name: '김새봄', teams: ['Front-End'], role: '프론트엔드 개발', major: '', link: 'https://example.com/saebom', image: null });
    m.save.last.resolve({ id: 25 });
    await flush();
    expect(m.state()).toBe('loading');
    expect(m.ctx().message).toEqual({ id: 'console.credits.added', values: { name: '김새봄' }, tone: 'ok' });
    m.load.last.resolve([A, B, C, { ...C, id: 25, name: '김새봄' }]);
    await flush();
    expect(m.state()).toBe('list');
    expect(m.ids()).toEqual([1, 2, 3, 25]);
  });

  it('edits a person: the photo stays unless replaced or removed; a refusal shows its problems; cancel goes back', async () => {
    const m = await listed();
    m.actor.send({ type: 'person.edit', id: 2 });
    expect(m.ctx().draft).toMatchObject({ id: 2, name: '이서연', link: 'https://example.com/seoyeon', teams: ['Team Lead', 'Front-End'] });
    expect('image' in creditInputOf('u', m.ctx().draft!)).toBe(false);
    m.actor.send({ type: 'image.change', dataUrl: 'data:application/pdf;base64,AA', name: 'x.pdf', bytes: 2, mime: 'application/pdf' });
    expect(m.ctx().message).toEqual({ id: 'console.booths.imageType', tone: 'error' });
    m.actor.send({ type: 'image.change', dataUrl: 'data:image/png;base64,AA', name: 'big.png', bytes: 2 * 1024 * 1024, mime: 'image/png' });
    expect(m.ctx().message).toEqual({ id: 'console.booths.imageTooLarge', tone: 'error' });
    m.actor.send({ type: 'image.change', dataUrl: 'data:image/png;base64,AA', name: 'me.png', bytes: 2, mime: 'image/png' });
    expect(creditInputOf('u', m.ctx().draft!).image).toBe('data:image/png;base64,AA');
    m.actor.send({ type: 'image.remove' });
    m.actor.send({ type: 'team.toggle', team: 'Team Lead', on: false });
    m.actor.send({ type: 'form.submit' });
    expect(m.save.last.input).toMatchObject({ id: 2, teams: ['Front-End'], image: null });
    m.save.last.reject(apiFailure(400, { error: 'invalid_credit', message: 'the link must be an http:// or https:// address', problems: [{ field: 'link', code: 'link_scheme', text: 'x' }] }));
    await flush();
    expect(m.state()).toBe('form');
    expect(m.ctx().problems.map((p) => p.code)).toEqual(['link_scheme']);
    m.actor.send({ type: 'form.cancel' });
    expect(m.state()).toBe('list');
    expect(m.ctx().draft).toBeNull();
  });

  it('moves a person at once and keeps the server order; a refused move goes back and says why', async () => {
    const m = await listed();
    m.actor.send({ type: 'person.move', id: 1, by: -1 });
    expect(m.state()).toBe('list');
    expect(m.order.calls).toHaveLength(0);
    m.actor.send({ type: 'person.move', id: 3, by: -1 });
    expect(m.state()).toBe('reordering');
    expect(m.ids()).toEqual([1, 3, 2]);
    expect(m.order.last.input).toEqual({ uid: 'u-1', ids: [1, 3, 2] });
    m.order.last.resolve([A, C, B]);
    await flush();
    expect(m.ctx().message).toEqual({ id: 'console.credits.moved', tone: 'ok' });
    m.actor.send({ type: 'person.move', id: 1, by: 1 });
    expect(m.ids()).toEqual([3, 1, 2]);
    m.order.last.reject(apiFailure(409, { error: 'credit_order_mismatch', message: 'the order must list every person on the credits exactly once; read the list again' }));
    await flush();
    expect(m.state()).toBe('list');
    expect(m.ids()).toEqual([1, 3, 2]);
    expect(m.ctx().message).toEqual({ id: 'console.error.credit_order_mismatch', tone: 'error' });
  });

  it('removes a person only after the confirmation', async () => {
    const m = await listed();
    m.actor.send({ type: 'person.delete', id: 2 });
    expect(m.state()).toBe('confirmDelete');
    m.actor.send({ type: 'delete.cancel' });
    expect(m.state()).toBe('list');
    expect(m.del.calls).toHaveLength(0);
    m.actor.send({ type: 'person.delete', id: 2 });
    m.actor.send({ type: 'delete.confirm' });
    expect(m.del.last.input).toEqual({ uid: 'u-1', id: 2 });
    m.del.last.resolve({ id: 2 });
    await flush();
    expect(m.ids()).toEqual([1, 3]);
    expect(m.ctx().message).toEqual({ id: 'console.credits.removed', values: { name: '이서연' }, tone: 'ok' });
    m.actor.send({ type: 'person.delete', id: 3 });
    m.actor.send({ type: 'delete.confirm' });
    m.del.last.reject(apiFailure(404, { error: 'credit_not_found', message: 'This person is not on the credits' }));
    await flush();
    expect(m.ids()).toEqual([1, 3]);
    expect(m.ctx().message).toEqual({ id: 'console.error.credit_not_found', tone: 'error' });
  });

  it('moved() swaps neighbours and leaves the ends alone', () => {
    expect(moved([A, B, C], 2, 1).map((c) => c.id)).toEqual([1, 3, 2]);
    expect(moved([A, B, C], 3, 1).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(moved([A, B, C], 9, -1).map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
