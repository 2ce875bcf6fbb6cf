// The console's spreadsheet import (Staff): choose what to import (booths with menus, or the stage schedule),
// pick a file, and the server's dry run lists every problem by row and column (contract/console-import.ts);
// the admin fixes the sheet and picks it again, and only a clean sheet can be imported. The import answers
// with what was added. A file over the size cap is refused here before it is sent.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { IMPORT_LIMITS, type ImportAnswer, type ImportCounts, type ImportKind, type ImportProblem } from '@contract/console-import';
import { isRecord } from '@contract/rules/record';
import { ADMIN_DELAYS, adminEffects, isSessionFailure, loginRequiredState, noUid, sessionEndStates, sessionFailureTo } from './admin-shared';
import { consoleFailure, withTone, type ConsoleMessage, type SaidMessage } from './console-accounts.machine';

/** What the machine needs of a picked file (a browser File is one). */
export interface SheetFile {
  name: string;
  size: number;
}
export interface SheetCallInput {
  uid: string;
  kind: ImportKind;
  file: SheetFile;
}

export type ConsoleImportEvent =
  | { type: 'kind.select'; kind: ImportKind }
  | { type: 'file.pick'; file: SheetFile }
  | { type: 'import.confirm' }
  | { type: 'import.again' };

export interface ConsoleImportContext {
  uid: string;
  kind: ImportKind;
  file: SheetFile | null;
  problems: ImportProblem[];
  /** Problems left out of a very long report. */
  more: number;
  counts: ImportCounts | null;
  message: ConsoleMessage | null;
}

/** The report of a refused sheet (400 or 413 with `problems`), or null for any other failure. */
export function reportOf(e: unknown): { problems: ImportProblem[]; more: number } | null {
  const body = isRecord(e) ? (e.body ?? e.data) : undefined;
  if (!isRecord(body) || !Array.isArray(body.problems)) return null;
  return { problems: body.problems as ImportProblem[], more: typeof body.more === 'number' ? body.more : 0 };
}

const tooLargeReport = (file: SheetFile): ImportProblem[] => [
  {
    row: null,
    column: null,
    code: 'file_too_large',
    value: `${(file.size / (1024 * 1024)).toFixed(1)} MB`,
    message: 'the file is too large',
  },
];

const noReport = { problems: [] as ImportProblem[], more: 0, counts: null, message: null };

export const consoleImportMachine = setup({
  types: {
    context: {} as ConsoleImportContext,
    events: {} as ConsoleImportEvent,
    input: {} as { uid: string | null | undefined; kind?: ImportKind },
    tags: {} as 'busy',
  },
  actors: {
    checkSheet: fromPromise<ImportAnswer, SheetCallInput>(async () => {
      throw new Error('provide me: checkSheet');
    }),
    importSheet: fromPromise<ImportAnswer, SheetCallInput>(async () => {
      throw new Error('provide me: importSheet');
    }),
  },
  guards: {
    noUid,
    tooLarge: ({ event }) => event.type === 'file.pick' && event.file.size > IMPORT_LIMITS.bytes,
    sessionFailure: (_, params: { error: unknown }) => isSessionFailure(params.error),
    hasReport: (_, params: { error: unknown }) => reportOf(params.error) !== null,
  },
  delays: ADMIN_DELAYS,
  actions: {
    ...adminEffects,
    say: assign((_, params: { message: SaidMessage | null }) => ({ message: withTone(params.message) })),
    setKind: assign(({ event }) => (event.type === 'kind.select' ? { kind: event.kind, file: null, ...noReport } : {})),
    setFile: assign(({ event }) => (event.type === 'file.pick' ? { file: event.file, ...noReport } : {})),
    refuseSize: assign(({ event }) => (event.type === 'file.pick' ? { file: event.file, ...noReport, problems: tooLargeReport(event.file) } : {})),
    keepReport: assign((_, params: { error: unknown }) => ({ ...noReport, ...reportOf(params.error) })),
    keepCounts: assign((_, params: { output: ImportAnswer }) => ({ counts: params.output.counts, problems: [], more: 0, message: null })),
    clear: assign({ file: null, ...noReport }),
  },
}).createMachine({
  id: 'consoleImport',
  context: ({ input }) => ({ uid: input.uid ?? '', kind: input.kind ?? 'booths', file: null, ...noReport }),
  initial: 'gate',
  on: {
    'kind.select': { target: '.choosing', actions: 'setKind' },
  },
  states: {
    gate: { always: [{ guard: 'noUid', target: 'loginRequired' }, { target: 'choosing' }] },
    loginRequired: loginRequiredState,
    choosing: {
      description: 'What to import is chosen; no file yet (or the last one could not be checked).',
      on: { 'file.pick': [{ guard: 'tooLarge', target: 'problems', actions: 'refuseSize' }, { target: 'checking', actions: 'setFile' }] },
    },
    checking: {
      tags: ['busy'],
      description: 'The dry run: the server reads the sheet and lists every problem; nothing is written.',
      invoke: {
        src: 'checkSheet',
        input: ({ context }) => ({ uid: context.uid, kind: context.kind, file: context.file! }),
        onDone: { target: 'clean', actions: { type: 'keepCounts', params: ({ event }) => ({ output: event.output }) } },
        onError: [
          sessionFailureTo,
          { guard: { type: 'hasReport', params: ({ event }) => ({ error: event.error }) }, target: 'problems', actions: { type: 'keepReport', params: ({ event }) => ({ error: event.error }) } },
          { target: 'choosing', actions: { type: 'say', params: ({ event }) => ({ message: consoleFailure(event.error, 'console.import.checkFailed') }) } },
        ],
      },
    },
    problems: {
      description: 'The report lists each problem by row and column; nothing can be imported until a fixed file is picked.',
      on: { 'file.pick': [{ guard: 'tooLarge', target: 'problems', reenter: true, actions: 'refuseSize' }, { target: 'checking', actions: 'setFile' }] },
    },
    clean: {
      description: 'The dry run found nothing wrong: the counts show and the import can start.',
      on: {
        'file.pick': [{ guard: 'tooLarge', target: 'problems', actions: 'refuseSize' }, { target: 'checking', actions: 'setFile' }],
        'import.confirm': 'importing',
      },
    },
    importing: {
      tags: ['busy'],
      invoke: {
        src: 'importSheet',
        input: ({ context }) => ({ uid: context.uid, kind: context.kind, file: context.file! }),
        onDone: { target: 'done', actions: { type: 'keepCounts', params: ({ event }) => ({ output: event.output }) } },
        onError: [
          sessionFailureTo,
          { guard: { type: 'hasReport', params: ({ event }) => ({ error: event.error }) }, target: 'problems', actions: { type: 'keepReport', params: ({ event }) => ({ error: event.error }) } },
          { target: 'clean', actions: { type: 'say', params: ({ event }) => ({ message: consoleFailure(event.error, 'console.import.importFailed') }) } },
        ],
      },
    },
    done: {
      description: 'Imported: what was added shows; another sheet can be imported.',
      on: { 'import.again': { target: 'choosing', actions: 'clear' } },
    },
    ...sessionEndStates,
  },
});

export type ConsoleImportSnapshot = SnapshotFrom<typeof consoleImportMachine>;
export type ConsoleImportStep = 'choosing' | 'checking' | 'problems' | 'clean' | 'importing' | 'done';
/** The step a screen shows (components read this, not the state path). */
export const importStep = (s: ConsoleImportSnapshot): ConsoleImportStep | null =>
  (['choosing', 'checking', 'problems', 'clean', 'importing', 'done'] as const).find((k) => s.matches(k)) ?? null;
