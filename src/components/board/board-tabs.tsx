import { useIntl } from 'react-intl';
import { BOARD_TABS, type BoardTab } from '@/lib/board-order';
import styles from './board.module.css';

export interface BoardTabsProps {
  active: BoardTab;
  onChange: (tab: BoardTab) => void;
}

/** ALL, Notice, Event, LostItem. */
export function BoardTabs({ active, onChange }: BoardTabsProps) {
  const intl = useIntl();
  return (
    <div className={styles.tabs} role="tablist" aria-label={intl.formatMessage({ id: 'board.tabs' })}>
      {BOARD_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tab === active}
          onClick={() => onChange(tab)}
        >
          {intl.formatMessage({ id: `board.tab.${tab}` })}
        </button>
      ))}
    </div>
  );
}
