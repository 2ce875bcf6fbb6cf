import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import styles from '@/components/admin/admin.module.css';

/** /admin: the placeholder page titled 'admin page'. */
export default function AdminPageScreen() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage id="admin.pageTitle" />
      </h1>
      <Link href="/admin/login" className={styles.secondary}>
        <FormattedMessage id="admin.page.login" />
      </Link>
    </div>
  );
}
