import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ImportAnswer, ImportProblem } from '@contract/console-import';
import { apiFailure, recordEffects } from './admin-test-kit';
import { consoleImportMachine, importStep, reportOf, type SheetCallInput } from './console-import.machine';
import { deferredActor, flush } from './test-utils/deferred';

function start(uid: string | null = 'u-1') {
  const check = deferredActor<SheetCallInput, ImportAnswer>();
  const apply = deferredActor<SheetCallInput, ImportAnswer>();
  const effects = recordEffects();
  const actor = createActor(consoleImportMachine.provide({ actors: { checkSheet: check.logic, importSheet: apply.logic }, actions: effects.actions }), {
    input: { uid },
  }).start();
  return { actor, check, apply, effects, snap: () => actor.getSnapshot(), step: () => importStep(actor.getSnapshot()) };
}

const file = { name: 'booths.csv', size: 2_000 };
const counts = { booths: 20, menus: 40, acts: 0 };
const problem = (row: number, column: string, code: ImportProblem['code']): ImportProblem => ({ row, column, code, value: null, message: `row ${row}` });
const refused = (problems: ImportProblem[], more = 0) => apiFailure(400, { error: 'import_problems', problems, more, dry_run: true });

describe('console import', () => {
  it('without a session asks for a login', () => {
    const t = start(null);
    expect(t.snap().matches('loginRequired')).toBe(true);
  });

  it('a bad sheet shows its report; a fixed sheet is checked again and then imported', async () => {
    const t = start();
    expect(t.step()).toBe('choosing');
    t.actor.send({ type: 'file.pick', file });
    expect(t.step()).toBe('checking');
    expect(t.snap().hasTag('busy')).toBe(true);
    expect(t.check.calls[0].input).toEqual({ uid: 'u-1', kind: 'booths', file });
    t.check.calls[0].reject(refused([problem(6, 'price', 'bad_price'), problem(12, 'location', 'unknown_location')]));
    await flush();
    expect(t.step()).toBe('problems');
    expect(t.snap().context.problems.map((p) => [p.row, p.column])).toEqual([
      [6, 'price'],
      [12, 'location'],
    ]);
    // Nothing to import from a report.
    t.actor.send({ type: 'import.confirm' });
    expect(t.step()).toBe('problems');
    expect(t.apply.calls).toHaveLength(0);

    const fixed = { name: 'booths-fixed.csv', size: 2_100 };
    t.actor.send({ type: 'file.pick', file: fixed });
    expect(t.snap().context.problems).toEqual([]);
    t.check.calls[1].resolve({ ok: true, dry_run: true, kind: 'booths', counts });
    await flush();
    expect(t.step()).toBe('clean');
    expect(t.snap().context.counts).toEqual(counts);
    t.actor.send({ type: 'import.confirm' });
    expect(t.step()).toBe('importing');
    expect(t.apply.calls[0].input.file).toEqual(fixed);
    t.apply.calls[0].resolve({ ok: true, dry_run: false, kind: 'booths', counts });
    await flush();
    expect(t.step()).toBe('done');
    t.actor.send({ type: 'import.again' });
    expect(t.step()).toBe('choosing');
    expect(t.snap().context.file).toBeNull();
  });

  it('refuses a file over the cap without sending it', () => {
    const t = start();
    t.actor.send({ type: 'file.pick', file: { name: 'huge.csv', size: 10 * 1024 * 1024 } });
    expect(t.step()).toBe('problems');
    expect(t.check.calls).toHaveLength(0);
    expect(t.snap().context.problems).toEqual([expect.objectContaining({ code: 'file_too_large', value: '10.0 MB' })]);
  });

  it('choosing another kind forgets the file and its report', async () => {
    const t = start();
    t.actor.send({ type: 'file.pick', file });
    t.check.calls[0].reject(refused([problem(2, 'booth', 'formula')], 3));
    await flush();
    expect(t.snap().context.more).toBe(3);
    t.actor.send({ type: 'kind.select', kind: 'stages' });
    expect(t.step()).toBe('choosing');
    expect(t.snap().context).toMatchObject({ kind: 'stages', file: null, problems: [], more: 0 });
    t.actor.send({ type: 'file.pick', file });
    expect(t.check.calls[1].input.kind).toBe('stages');
  });

  it('an import refused with a report shows it; another failure keeps the clean sheet with a message', async () => {
    const t = start();
    t.actor.send({ type: 'file.pick', file });
    t.check.calls[0].resolve({ ok: true, dry_run: true, kind: 'booths', counts });
    await flush();
    t.actor.send({ type: 'import.confirm' });
    t.apply.calls[0].reject(apiFailure(500, { message: 'boom' }));
    await flush();
    expect(t.step()).toBe('clean');
    expect(t.snap().context.message?.tone).toBe('error');
    t.actor.send({ type: 'import.confirm' });
    t.apply.calls[1].reject(refused([problem(3, 'booth', 'duplicate_booth')]));
    await flush();
    expect(t.step()).toBe('problems');
    expect(t.snap().context.problems[0].code).toBe('duplicate_booth');
  });

  it('a check that fails without a report goes back to choosing with a message; an expired session ends the page', async () => {
    const t = start();
    t.actor.send({ type: 'file.pick', file });
    t.check.calls[0].reject(apiFailure(502));
    await flush();
    expect(t.step()).toBe('choosing');
    expect(t.snap().context.message?.id).toBe('console.import.checkFailed');
    t.actor.send({ type: 'file.pick', file });
    t.check.calls[1].reject(apiFailure(401, { message: 'login required', uid_valid: false }));
    await flush();
    expect(t.snap().matches('sessionExpired')).toBe(true);
  });

  it('reads a report from a refusal only', () => {
    expect(reportOf(apiFailure(400, { problems: [], more: 0 }))).toEqual({ problems: [], more: 0 });
    expect(reportOf(apiFailure(400, { message: 'x' }))).toBeNull();
    expect(reportOf(new Error('x'))).toBeNull();
  });
});
