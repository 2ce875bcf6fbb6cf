import { FormattedMessage } from 'react-intl';
import styles from './admin.module.css';

export interface SignOutButtonProps {
  /** Who is signed in on this device, shown beside the button. */
  name: string | null;
  onSignOut: () => void;
}

/** Signs this device out of the admin area; the admin's other devices stay signed in. */
export function SignOutButton({ name, onSignOut }: SignOutButtonProps) {
  return (
    <div className={styles.signOutBar}>
      {name && <span>{name}</span>}
      <button type="button" className={styles.secondary} onClick={onSignOut}>
        <FormattedMessage id="admin.signOut" />
      </button>
    </div>
  );
}
