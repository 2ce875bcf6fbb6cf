// /admin/console/import: Staff import booths with menus or the stage schedule from a CSV or XLSX sheet
// (machines/console-import.machine.ts): a dry run first, every problem by row and column, then the import.
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { importTemplate } from '@contract/console-import';
import { CAMPUS_LOCATIONS } from '@contract/sample/locations';
import { consoleImportMachine, importStep } from '@machines/console-import.machine';
import { sendSheet } from '@/api/console-import';
import { getInspect } from '@/lib/inspector';
import { ImportPanel } from '@/components/console/import-panel';
import { useAdminEffects } from '@/screens/admin/use-admin-effects';
import { useFestival } from '@/stores/festival';
import { ConsolePage } from './console-page';

const STAFF = ['Staff'] as const;

function Import({ uid }: { uid: string }) {
  const effects = useAdminEffects();
  const festival = useFestival();
  const ref = useActorRef(
    consoleImportMachine.provide({
      actors: {
        checkSheet: fromPromise(({ input, signal }) => sendSheet(input.uid, input.kind, input.file as File, false, signal)),
        importSheet: fromPromise(({ input, signal }) => sendSheet(input.uid, input.kind, input.file as File, true, signal)),
      },
      actions: effects,
    }),
    { input: { uid }, inspect: getInspect() },
  );
  const s = useSelector(ref, (snap) => snap);
  const step = importStep(s) ?? 'choosing';
  return (
    <ImportPanel
      kind={s.context.kind}
      step={step}
      fileName={s.context.file?.name ?? null}
      problems={s.context.problems}
      more={s.context.more}
      counts={s.context.counts}
      message={s.context.message}
      template={importTemplate(s.context.kind, festival.dates, CAMPUS_LOCATIONS[0]?.names.en)}
      onKind={(kind) => ref.send({ type: 'kind.select', kind })}
      onFile={(file) => ref.send({ type: 'file.pick', file })}
      onImport={() => ref.send({ type: 'import.confirm' })}
      onAgain={() => ref.send({ type: 'import.again' })}
    />
  );
}

export default function ConsoleImportScreen() {
  return (
    <ConsolePage title="console.title" roles={STAFF}>
      {(uid) => <Import uid={uid} />}
    </ConsolePage>
  );
}
