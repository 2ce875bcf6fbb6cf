import { FormattedMessage } from 'react-intl';
import type { Category } from '@contract/constants';
import type { ConsoleLocation } from '@contract/console-booths';
import type { BoothProblem } from '@contract/rules/booth-admin';
import type { ConsoleMessage } from '@machines/console-accounts.machine';
import { carries } from '@machines/console-booth-create.machine';
import type { IdentityDraft } from '@machines/console-booth-identity.machine';
import admin from '@/components/admin/admin.module.css';
import { ConsoleNote } from './accounts-panel';
import { PhotoField } from './photo-field';
import { BoothBasicsFields, CornerFields, useFieldProblems } from './booth-fields';

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
  const f = useFieldProblems(p.problems);
  const { id } = f;
  const d = p.draft;
  const c = d ? carries(d) : null;
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
          <PhotoField id={`${id}-img`} imageUrl={d.imageUrl} choice={d.image} onImage={p.onImage} onRemoveImage={p.onRemoveImage} />
          <CornerFields f={f} corners={d.corners} shown={c.corners} onCorner={p.onCorner} onAddCorner={p.onAddCorner} onRemoveCorner={p.onRemoveCorner} />
          <button type="submit" className={admin.button} disabled={p.busy} aria-busy={p.busy || undefined}>
            <FormattedMessage id="console.booth.identity.save" />
          </button>
        </form>
      )}
    </section>
  );
}
