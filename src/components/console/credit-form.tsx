import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CreditProblem } from '@contract/rules/credits';
import { DEVELOPER_TEAMS, type DeveloperTeam } from '@contract/types';
import type { ConsoleMessage } from '@machines/console-accounts.machine';
import type { CreditDraft, CreditField } from '@machines/console-credits.machine';
import admin from '@/components/admin/admin.module.css';
import { ConsoleNote } from './accounts-panel';
import { PhotoField } from './photo-field';
import styles from './console.module.css';

export interface CreditFormProps {
  draft: CreditDraft;
  problems: CreditProblem[];
  message: ConsoleMessage | null;
  busy?: boolean;
  onField: (field: CreditField, value: string) => void;
  onTeam: (team: DeveloperTeam, on: boolean) => void;
  onImage: (file: File | null) => void;
  onRemoveImage: () => void;
  onSubmit: () => void;
  onCancel: () => void;
}

const fieldset = { border: 0, padding: 0, margin: 0 } as const;

/** One person of the credits: name, teams, role, major, photo and web page; each problem beside its field. */
export function CreditForm(p: CreditFormProps) {
  const intl = useIntl();
  const id = useId();
  const d = p.draft;
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const problemOf = (field: string) => p.problems.find((x) => x.field === field);
  const invalid = (field: string) => (problemOf(field) ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-p` } : {});
  const problem = (field: string) => {
    const x = problemOf(field);
    return x ? (
      <p id={`${id}-${field}-p`} className={admin.error}>
        {t(`console.credits.problem.${x.code}`)}
      </p>
    ) : null;
  };
  const text = (field: CreditField, label: string, extra: Record<string, string> = {}) => (
    <div className={admin.field}>
      <label htmlFor={`${id}-${field}`} className={admin.label}>
        <FormattedMessage id={label} />
      </label>
      <input id={`${id}-${field}`} className={admin.input} value={d[field]} onChange={(e) => p.onField(field, e.target.value)} {...extra} {...invalid(field)} />
      {problem(field)}
    </div>
  );
  return (
    <section className={admin.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={admin.subheading}>
        {d.id === null ? <FormattedMessage id="console.credits.add" /> : t('console.credits.edit', { name: d.name })}
      </h2>
      <ConsoleNote message={p.message} />
      <form
        className={admin.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          p.onSubmit();
        }}
      >
        {text('name', 'console.credits.name')}
        <fieldset className={admin.field} style={fieldset} {...(problemOf('teams') ? { 'aria-describedby': `${id}-teams-p` } : {})}>
          <legend className={admin.label}>
            <FormattedMessage id="console.credits.teams" />
          </legend>
          {DEVELOPER_TEAMS.map((team) => (
            <label key={team} className={styles.soldout}>
              <input type="checkbox" checked={d.teams.includes(team)} onChange={(e) => p.onTeam(team, e.target.checked)} />
              <FormattedMessage id={`developers.team.${team}`} />
            </label>
          ))}
          {problem('teams')}
        </fieldset>
        {text('role', 'console.credits.role')}
        {text('major', 'console.credits.major')}
        {text('link', 'console.credits.webPage', { type: 'url', inputMode: 'url', placeholder: 'https://' })}
        <PhotoField id={`${id}-img`} imageUrl={d.imageUrl} choice={d.image} onImage={p.onImage} onRemoveImage={p.onRemoveImage} />
        <div className={admin.actions}>
          <button type="button" className={admin.secondary} onClick={p.onCancel} disabled={p.busy}>
            <FormattedMessage id="console.acts.cancel" />
          </button>
          <button type="submit" className={admin.button} disabled={p.busy} aria-busy={p.busy || undefined}>
            <FormattedMessage id="console.credits.save" />
          </button>
        </div>
      </form>
    </section>
  );
}
