import { useIntl } from 'react-intl';
import { BOARD_PAGING } from '@contract/constants';
import { useHydrated } from '@/hooks/use-hydrated';
import styles from './board.module.css';

export interface BoardSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** The board's search box: the server matches title, writer, booth name and detail (up to 100 characters). */
export function BoardSearch({ value, onChange }: BoardSearchProps) {
  const intl = useIntl();
  // Typing waits for React: in a page the server drew, text typed before would never reach the search.
  const ready = useHydrated();
  return (
    <div className={styles.search} role="search">
      <svg className={styles.searchIcon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        className={styles.searchInput}
        value={value}
        readOnly={!ready}
        onChange={(e) => onChange(e.target.value)}
        placeholder={intl.formatMessage({ id: 'board.searchPlaceholder' })}
        aria-label={intl.formatMessage({ id: 'board.search' })}
        enterKeyHint="search"
        maxLength={BOARD_PAGING.searchChars}
      />
    </div>
  );
}
