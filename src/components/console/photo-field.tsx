// The photo field of the console's forms (a booth's identity, a person of the credits): the current photo, or a
// line saying there is none or it will be removed; a file input to replace it, naming the file chosen; a button
// to remove it. The choice is kept in the form's draft and sent on save.
import { FormattedMessage, useIntl } from 'react-intl';
import { photoShown, type PhotoChoice } from '@machines/admin-shared';
import admin from '@/components/admin/admin.module.css';
import styles from './console.module.css';

export interface PhotoFieldProps {
  /** The file input's id (the label points at it). */
  id: string;
  /** The stored photo. */
  imageUrl: string | null;
  choice: PhotoChoice;
  onImage: (file: File | null) => void;
  onRemoveImage: () => void;
}

export function PhotoField({ id, imageUrl, choice, onImage, onRemoveImage }: PhotoFieldProps) {
  const intl = useIntl();
  const shown = photoShown(imageUrl, choice);
  return (
    <div className={admin.field}>
      <label htmlFor={id} className={admin.label}>
        <FormattedMessage id="console.booths.photo" />
      </label>
      {shown ? (
        <img src={shown} alt={intl.formatMessage({ id: 'console.booth.identity.photoNow' })} className={styles.photoNow} />
      ) : (
        <p className={admin.hint}>
          <FormattedMessage id={choice.kind === 'remove' ? 'console.booth.identity.photoRemoved' : 'console.booth.identity.noPhoto'} />
        </p>
      )}
      <input id={id} type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => onImage(e.target.files?.[0] ?? null)} />
      {choice.kind === 'replace' && (
        <p className={admin.hint}>
          <FormattedMessage id="console.booths.photoChosen" values={{ name: choice.name }} />
        </p>
      )}
      {shown && (
        <button type="button" className={admin.secondary} onClick={onRemoveImage}>
          <FormattedMessage id="console.booth.identity.removePhoto" />
        </button>
      )}
    </div>
  );
}
