import { useIntl } from 'react-intl';
import { paginationItems } from '@/lib/pagination';
import styles from './board.module.css';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Previous, at most 5 page numbers with ellipses, next. Hidden when there is only one page. */
export function Pagination({ page, pageCount, onChange }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'board.pagination' })}>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={intl.formatMessage({ id: 'board.prev' })}
      >
        ‹
      </button>
      {paginationItems(page, pageCount).map((item) =>
        item.type === 'ellipsis' ? (
          <span key={item.side} className={styles.ellipsis} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={styles.pageButton}
            aria-current={item.page === page ? 'page' : undefined}
            onClick={() => onChange(item.page)}
          >
            {/* Named by hidden text: as aria-label, "4페이지" would not contain the visible "4" as a word. */}
            <span className="visually-hidden">{intl.formatMessage({ id: 'board.page' }, { page: item.page })}</span>
            <span aria-hidden="true">{item.page}</span>
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.pageButton}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
        aria-label={intl.formatMessage({ id: 'board.next' })}
      >
        ›
      </button>
    </nav>
  );
}
