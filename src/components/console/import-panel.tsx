// The spreadsheet import on a phone (machines/console-import.machine.ts): what to import, its columns and a
// template, the file, then the dry run's report (row, column and what is wrong, in the admin's language) or
// the counts of a clean sheet and the import button, then what was added.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IMPORT_KINDS, type ImportCounts, type ImportKind, type ImportProblem } from '@contract/console-import';
import type { ConsoleMessage } from '@machines/console-accounts.machine';
import type { ConsoleImportStep } from '@machines/console-import.machine';
import admin from '@/components/admin/admin.module.css';
import { ConsoleNote } from './accounts-panel';

export interface ImportPanelProps {
  kind: ImportKind;
  step: ConsoleImportStep;
  fileName: string | null;
  problems: ImportProblem[];
  more: number;
  counts: ImportCounts | null;
  message: ConsoleMessage | null;
  /** The template of the chosen kind, as CSV text. */
  template: string;
  onKind: (kind: ImportKind) => void;
  onFile: (file: File) => void;
  onImport: () => void;
  onAgain: () => void;
}

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function ImportPanel(p: ImportPanelProps) {
  const intl = useIntl();
  const id = useId();
  const busy = p.step === 'checking' || p.step === 'importing';
  const file = p.fileName ?? '';
  const counts = p.counts ?? { booths: 0, menus: 0, acts: 0 };
  // A BOM so spreadsheet programs read the Korean in the template as UTF-8.
  const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${p.template}`)}`;
  return (
    <section className={admin.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={admin.subheading}>
        <FormattedMessage id="console.import.title" />
      </h2>
      <fieldset className={admin.field} style={{ border: 0, padding: 0, margin: 0 }} disabled={busy}>
        <legend className={admin.label}>
          <FormattedMessage id="console.import.what" />
        </legend>
        {IMPORT_KINDS.map((k) => (
          <label key={k} className={admin.row}>
            <input type="radio" name={`${id}-kind`} value={k} checked={p.kind === k} onChange={() => p.onKind(k)} />{' '}
            <FormattedMessage id={`console.import.kind.${k}`} />
          </label>
        ))}
      </fieldset>
      <p className={admin.hint}>
        <FormattedMessage id={`console.import.columns.${p.kind}`} />
      </p>
      <a className={admin.secondary} href={templateHref} download={`${p.kind}-template.csv`}>
        <FormattedMessage id="console.import.template" />
      </a>
      {p.step !== 'done' && (
        <div className={admin.field}>
          <label htmlFor={`${id}-file`} className={admin.label}>
            <FormattedMessage id="console.import.file" />
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            disabled={busy}
            onChange={(e) => {
              const f = e.currentTarget.files?.[0];
              e.currentTarget.value = ''; // the same (fixed) file can be picked again
              if (f) p.onFile(f);
            }}
          />
        </div>
      )}
      <ConsoleNote message={p.message} />
      {p.step === 'checking' && (
        <p role="status" className={admin.info}>
          <FormattedMessage id="console.import.checking" values={{ file }} />
        </p>
      )}
      {p.step === 'problems' && (
        <div role="alert">
          <p className={admin.error}>
            <FormattedMessage id="console.import.problems" values={{ file, count: p.problems.length + p.more }} />
          </p>
          <ol className={admin.list} aria-label={intl.formatMessage({ id: 'console.import.title' })}>
            {p.problems.map((x, i) => (
              <li key={i} className={admin.row}>
                <strong>
                  {x.row === null ? (
                    <FormattedMessage id="console.import.whereFile" />
                  ) : (
                    <FormattedMessage id="console.import.where" values={{ row: x.row, column: x.column ?? '' }} />
                  )}
                </strong>{' '}
                <FormattedMessage id={`console.import.problem.${x.code}`} values={{ value: x.value ?? '' }} />
              </li>
            ))}
          </ol>
          {p.more > 0 && (
            <p className={admin.hint}>
              <FormattedMessage id="console.import.more" values={{ count: p.more }} />
            </p>
          )}
        </div>
      )}
      {(p.step === 'clean' || p.step === 'importing') && (
        <>
          <p role="status" className={admin.info}>
            <FormattedMessage id="console.import.clean" values={{ file, ...counts }} />
          </p>
          <button type="button" className={admin.button} disabled={busy} onClick={p.onImport}>
            <FormattedMessage id={busy ? 'console.import.importing' : 'console.import.confirm'} />
          </button>
        </>
      )}
      {p.step === 'done' && (
        <>
          <p role="status" className={admin.info}>
            <FormattedMessage id="console.import.done" values={{ ...counts }} />
          </p>
          <button type="button" className={admin.secondary} onClick={p.onAgain}>
            <FormattedMessage id="console.import.again" />
          </button>
        </>
      )}
    </section>
  );
}
