import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Redirect, useLocation, useParams } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import type { Category } from '@contract/constants';
import type { BoothDetail } from '@contract/types';
import { boothDetailQuery } from '@/api/query-client';
import { isApiError } from '@/api/client';
import { useBack } from '@/app/use-back';
import { NotFound } from '@/components/shell/not-found';
import styles from '@/components/booth/booth.module.css';

/** The detail route of each category; a store has no detail page. */
const ROUTE_OF: Record<Category, string | null> = { Booth: 'booth', FoodTruck: 'foodtruck', Drink: 'drink', Toilet: 'toilet', Store: null };

/**
 * The booth-detail call behind every detail page (booth, drink, food truck, toilet): loading, 'does not exist'
 * (a 404 or an id that is not a number, or a store, which has no detail page), a failed load (not-found screen
 * with back), or the page itself. A place opened under another category's route (/drink/1 for a booth) goes to
 * its own route, in place of this entry in the history.
 */
export function DetailGate({ notExistId, children }: { notExistId: string; children: (detail: BoothDetail) => ReactNode }) {
  const intl = useIntl();
  const { id = '' } = useParams<{ id: string }>();
  const [path] = useLocation();
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
  const route = query.data ? ROUTE_OF[query.data.category ?? 'Booth'] : undefined;
  if (route && !path.startsWith(`/${route}/`)) return <Redirect to={`/${route}/${id}`} replace />;
  if (!valid || query.isError || !query.data || route === null) {
    const missing = !valid || route === null || (isApiError(query.error) && query.error.status === 404);
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
