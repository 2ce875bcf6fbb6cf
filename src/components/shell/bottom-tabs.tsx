import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { TABS, type TabId } from '@/app/route-rules';
import { BoardIcon, CalendarIcon, GameIcon, HomeIcon, MapIcon } from './icons';
import styles from './shell.module.css';

const ICONS = { map: MapIcon, timetable: CalendarIcon, home: HomeIcon, board: BoardIcon, game: GameIcon } as const;

/** Map, schedule, home, board, game; the active tab has a filled icon, orange text and a top border. */
export function BottomTabs({ active }: { active: TabId | null }) {
  const intl = useIntl();
  return (
    <nav className={styles.bottomTabs} aria-label={intl.formatMessage({ id: 'shell.tabs' })}>
      {TABS.map(({ id, path }) => {
        const Icon = ICONS[id];
        const isActive = id === active;
        return (
          <Link key={id} href={path} className={styles.tab} data-active={isActive || undefined} aria-current={isActive ? 'page' : undefined}>
            <Icon filled={isActive} />
            <span>{intl.formatMessage({ id: `tab.${id}` })}</span>
          </Link>
        );
      })}
    </nav>
  );
}
