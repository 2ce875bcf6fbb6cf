import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { ConsoleAccount, ConsoleAccountCreated } from '@contract/console';
import { apiFailure, recordEffects } from './admin-test-kit';
import { consoleAccountsMachine, consoleFailure, draftProblem, type CreateAccountInput } from './console-accounts.machine';
import { deferredActor, flush } from './test-utils/deferred';

const CLUB: ConsoleAccount = { id: 4, name: '중앙동아리 프론티어', role: 'Club', booth_id: 1, booth_name: '프론티어 주점', revoked_at: null, created_at: null };

function setup(uid: string | null = 'u-1') {
  const load = deferredActor<{ uid: string }, ConsoleAccount[]>();
  const create = deferredActor<CreateAccountInput, ConsoleAccountCreated>();
  const revoke = deferredActor<{ uid: string; id: number }, ConsoleAccount>();
  const effects = recordEffects();
  const clock = new SimulatedClock();
  const actor = createActor(
    consoleAccountsMachine.provide({ actors: { loadAccounts: load.logic, createAccount: create.logic, revokeAccount: revoke.logic }, actions: effects.actions }),
    { input: { uid }, clock },
  ).start();
  const state = () => actor.getSnapshot().value;
  const ctx = () => actor.getSnapshot().context;
  return { actor, load, create, revoke, effects, clock, state, ctx };
}

async function loaded() {
  const m = setup();
  m.load.last.resolve([CLUB]);
  await flush();
  return m;
}

describe('consoleAccountsMachine', () => {
  it('without a uid says login required and goes to login after 2 s', () => {
    const m = setup(null);
    expect(m.state()).toBe('loginRequired');
    expect(m.ctx().message?.id).toBe('admin.error.loginRequired');
    m.clock.increment(2000);
    expect(m.effects.redirects).toEqual(['/admin/login']);
  });

  it('loads the accounts with the uid, and offers a retry when the list cannot be read', async () => {
    const m = setup();
    expect(m.load.last.input).toEqual({ uid: 'u-1' });
    expect(m.actor.getSnapshot().hasTag('busy')).toBe(true);
    m.load.last.reject(apiFailure(500, { message: 'unknown error occurred, please try again later' }));
    await flush();
    expect(m.state()).toBe('loadFailed');
    expect(m.ctx().message).toEqual({ id: 'console.error.loadFailed', serverText: 'unknown error occurred, please try again later', tone: 'error' });
    m.actor.send({ type: 'retry' });
    m.load.last.resolve([CLUB]);
    await flush();
    expect(m.state()).toBe('ready');
    expect(m.ctx().accounts).toEqual([CLUB]);
    expect(m.ctx().message).toBeNull();
  });

  it('keeps what the admin types while the list still loads, and after a new code is shown', async () => {
    const m = setup();
    m.actor.send({ type: 'form.change', field: 'name', value: '가을 동아리' });
    expect(m.state()).toBe('loading');
    m.load.last.resolve([CLUB]);
    await flush();
    expect(m.ctx().draft.name).toBe('가을 동아리');
    m.actor.send({ type: 'form.change', field: 'role', value: 'Staff' });
    m.actor.send({ type: 'form.submit' });
    m.create.last.resolve({ account: { ...CLUB, id: 5, name: '가을 동아리', role: 'Staff', booth_id: null, booth_name: null }, code: 'ABCDEFGH2345' });
    await flush();
    expect(m.state()).toBe('codeShown');
    m.actor.send({ type: 'form.change', field: 'name', value: '축제 본부' });
    expect(m.ctx().draft.name).toBe('축제 본부');
    expect(m.ctx().createdCode).toBe('ABCDEFGH2345');
  });

  it('checks the draft before sending: a name, and a booth for Club and Major', async () => {
    const m = await loaded();
    m.actor.send({ type: 'form.submit' });
    expect(m.ctx().message?.id).toBe('console.error.nameRequired');
    m.actor.send({ type: 'form.change', field: 'name', value: '새 동아리' });
    expect(m.ctx().message).toBeNull();
    m.actor.send({ type: 'form.submit' });
    expect(m.ctx().message?.id).toBe('console.error.booth_required');
    expect(m.create.calls).toHaveLength(0);
    m.actor.send({ type: 'form.change', field: 'role', value: 'Stuco' });
    m.actor.send({ type: 'form.submit' });
    expect(m.state()).toBe('creating');
    expect(m.create.last.input).toEqual({ uid: 'u-1', name: '새 동아리', role: 'Stuco', booth_id: null });
  });

  it('shows the new code once, adds the account, and forgets the code when dismissed', async () => {
    const m = await loaded();
    m.actor.send({ type: 'form.change', field: 'name', value: ' 새 동아리 ' });
    m.actor.send({ type: 'form.change', field: 'boothId', value: '3' });
    m.actor.send({ type: 'form.submit' });
    expect(m.create.last.input).toEqual({ uid: 'u-1', name: '새 동아리', role: 'Club', booth_id: 3 });
    const account: ConsoleAccount = { ...CLUB, id: 10, name: '새 동아리', booth_id: 3 };
    m.create.last.resolve({ account, code: 'ABCDEFGHJK23' });
    await flush();
    expect(m.state()).toBe('codeShown');
    expect(m.ctx()).toMatchObject({ createdCode: 'ABCDEFGHJK23', createdName: '새 동아리', accounts: [CLUB, account] });
    expect(m.ctx().draft.name).toBe('');
    m.actor.send({ type: 'code.dismiss' });
    expect(m.state()).toBe('ready');
    expect(m.ctx().createdCode).toBeNull();
  });

  it('words a refusal by its code in the admin language, and keeps the draft', async () => {
    const m = await loaded();
    m.actor.send({ type: 'form.change', field: 'name', value: '중앙동아리 프론티어' });
    m.actor.send({ type: 'form.change', field: 'boothId', value: '1' });
    m.actor.send({ type: 'form.submit' });
    m.create.last.reject(apiFailure(409, { message: 'an account named 중앙동아리 프론티어 already exists', error: 'name_taken' }));
    await flush();
    expect(m.state()).toBe('ready');
    expect(m.ctx().message).toEqual({ id: 'console.error.name_taken', tone: 'error' });
    expect(m.ctx().draft.name).toBe('중앙동아리 프론티어');
  });

  it('revokes only after a confirmation, and marks the account revoked', async () => {
    const m = await loaded();
    m.actor.send({ type: 'account.revoke', id: 4 });
    expect(m.state()).toBe('confirmingRevoke');
    m.actor.send({ type: 'revoke.cancel' });
    expect(m.state()).toBe('ready');
    expect(m.revoke.calls).toHaveLength(0);
    m.actor.send({ type: 'account.revoke', id: 4 });
    m.actor.send({ type: 'revoke.confirm' });
    expect(m.revoke.last.input).toEqual({ uid: 'u-1', id: 4 });
    m.revoke.last.resolve({ ...CLUB, revoked_at: '2025-09-25T05:00:00.000Z' });
    await flush();
    expect(m.state()).toBe('ready');
    expect(m.ctx().accounts[0].revoked_at).toBe('2025-09-25T05:00:00.000Z');
    expect(m.ctx().message).toEqual({ id: 'console.accounts.revoked', tone: 'ok' });
  });

  it('ends the session on a 401 and goes to login', async () => {
    const m = await loaded();
    m.actor.send({ type: 'account.revoke', id: 4 });
    m.actor.send({ type: 'revoke.confirm' });
    m.revoke.last.reject(apiFailure(401, { message: 'session expired, please log in again', uid_valid: false }));
    await flush();
    expect(m.state()).toBe('sessionExpired');
    expect(m.effects.sessionsEnded).toBe(1);
    m.clock.increment(1800);
    expect(m.effects.redirects).toEqual(['/admin/login']);
  });

  it('reads read-only, no network and unknown codes', () => {
    expect(consoleFailure(apiFailure(503, { error: 'read_only', message: 'x' }), 'f').id).toBe('admin.error.readOnly');
    expect(consoleFailure(Object.assign(new Error('n'), { status: 0, kind: 'network' }), 'f').id).toBe('offline.needsNetwork');
    expect(consoleFailure(apiFailure(400, { error: 'validation_error', message: 'name must not contain control characters' }), 'f')).toEqual({
      id: 'f',
      serverText: 'name must not contain control characters',
      tone: 'error',
    });
    expect(draftProblem({ name: 'a'.repeat(41), role: 'Stuco', boothId: '' })).toBe('console.error.nameTooLong');
    expect(draftProblem({ name: '<b>', role: 'Stuco', boothId: '' })).toBe('console.error.nameChars');
    expect(draftProblem({ name: ' =HYPERLINK("x")', role: 'Stuco', boothId: '' })).toBe('console.error.nameChars');
    expect(draftProblem({ name: '-총학-', role: 'Stuco', boothId: '' })).toBe('console.error.nameChars');
    expect(draftProblem({ name: '총학 +1', role: 'Stuco', boothId: '' })).toBeNull();
  });
});
