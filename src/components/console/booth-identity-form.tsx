import { FormattedMessage, useIntl } from 'react-intl';
import type { Category } from '@contract/constants';
import type { ConsoleLocation } from '@contract/console-booths';
import type { BoothProblem } from '@contract/rules/booth-admin';
import type { ConsoleMessage } from '@machines/console-accounts.machine';
import { carries } from '@machines/console-booth-create.machine';
import type { IdentityDraft } from '@machines/console-booth-identity.machine';
import admin from '@/components/admin/admin.module.css';
import { ConsoleNote } from './accounts-panel';
import { BoothBasicsFields, CornerFields, useFieldProblems } from './booth-fields';
import styles from './console.module.css';

export interface BoothIdentityFormProps {
  draft: IdentityDraft | null;
  locations: ConsoleLocation[];
  problems: BoothProblem[];
  message: ConsoleMessage | null;
  loading?: boolean;
  failed?: boolean;
  busy?: boolean;
  onField: (field: 'name' | 'locationId', value: string) => void;
  onCategory: (value: Category) => void;
  onNight: (value: boolean) => void;
  onDorder: (value: boolean) => void;
  onImage: (file: File | null) => void;
  onRemoveImage: () => void;
  onCorner: (index: number, value: string) => void;
  onAddCorner: () => void;
  onRemoveCorner: (index: number) => void;
  onSave: () => void;
  onRetry: () => void;
}

/** Staff: an existing booth's name, category, location, day/night, photo and corners; each problem beside its field. */
export function BoothIdentityForm(p: BoothIdentityFormProps) {
  const intl = useIntl();
  const f = useFieldProblems(p.problems);
  const { id } = f;
  const d = p.draft;
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const c = d ? carries(d) : null;
  const shown = d ? (d.image.kind === 'replace' ? d.image.dataUrl : d.image.kind === 'remove' ? null : d.imageUrl) : null;
  return (
    <section className={admin.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={admin.subheading}>
        <FormattedMessage id="console.booth.identity.title" />
      </h2>
      <ConsoleNote message={p.message} />
      {p.loading ? (
        <p role="status" aria-busy="true" className={admin.hint}>
          <FormattedMessage id="console.loading" />
        </p>
      ) : p.failed || !d || !c ? (
        <button type="button" className={admin.secondary} onClick={p.onRetry}>
          <FormattedMessage id="console.retry" />
        </button>
      ) : (
        <form
          className={admin.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            p.onSave();
          }}
        >
          <BoothBasicsFields f={f} draft={d} carried={c} locations={p.locations} onField={p.onField} onCategory={p.onCategory} onNight={p.onNight} onDorder={p.onDorder} menusProblemHere />
          <div className={admin.field}>
            <label htmlFor={`${id}-img`} className={admin.label}>
              <FormattedMessage id="console.booths.photo" />
            </label>
            {shown ? (
              <img src={shown} alt={t('console.booth.identity.photoNow')} className={styles.photoNow} />
            ) : (
              <p className={admin.hint}>
                <FormattedMessage id={d.image.kind === 'remove' ? 'console.booth.identity.photoRemoved' : 'console.booth.identity.noPhoto'} />
              </p>
            )}
            <input id={`${id}-img`} type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => p.onImage(e.target.files?.[0] ?? null)} />
            {d.image.kind === 'replace' && (
              <p className={admin.hint}>
                <FormattedMessage id="console.booths.photoChosen" values={{ name: d.image.name }} />
              </p>
            )}
            {shown && (
              <button type="button" className={admin.secondary} onClick={p.onRemoveImage}>
                <FormattedMessage id="console.booth.identity.removePhoto" />
              </button>
            )}
          </div>
          <CornerFields f={f} corners={d.corners} shown={c.corners} onCorner={p.onCorner} onAddCorner={p.onAddCorner} onRemoveCorner={p.onRemoveCorner} />
          <button type="submit" className={admin.button} disabled={p.busy} aria-busy={p.busy || undefined}>
            <FormattedMessage id="console.booth.identity.save" />
          </button>
        </form>
      )}
    </section>
  );
}
