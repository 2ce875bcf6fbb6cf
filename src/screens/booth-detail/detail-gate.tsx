import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import type { BoothDetail } from '@contract/types';
import { boothDetailQuery } from '@/api/query';
import { isApiError } from '@/api/client';
import { useBack } from '@/app/use-back';
import { NotFound } from '@/components/shell/not-found';
import styles from '@/components/booth/booth.module.css';

/**
 * The booth-detail call behind every detail page (booth, drink, food truck, toilet): loading, 'does not exist'
 * (a 404 or an id that is not a number), a failed load (not-found screen with back), or the page itself.
 */
export function DetailGate({ notExistId, children }: { notExistId: string; children: (detail: BoothDetail) => ReactNode }) {
  const intl = useIntl();
  const { id = '' } = useParams<{ id: string }>();
  const back = useBack('/map');
  const valid = /^\d+$/.test(id);
  const query = useQuery({ ...boothDetailQuery(id), enabled: valid });

  if (valid && query.isPending) {
    return (
      <p role="status" aria-busy="true" className={styles.muted} style={{ padding: 24, textAlign: 'center' }}>
        {intl.formatMessage({ id: 'common.loading' })}
      </p>
    );
  }
  if (!valid || query.isError || !query.data) {
    const missing = !valid || (isApiError(query.error) && query.error.status === 404);
    if (query.error) console.warn('detail failed', query.error);
    return (
      <div>
        <p role="alert" style={{ margin: '24px 16px 0', textAlign: 'center', fontWeight: 700 }}>
          {intl.formatMessage({ id: missing ? notExistId : 'booth.loadError' })}
        </p>
        <NotFound onBack={back} />
      </div>
    );
  }
  return children(query.data);
}
