import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Language } from '@contract/constants';
import type { TopBarVariant } from '@/app/route-rules';
import { BackIcon, LogoMark, PersonIcon } from './icons';
import { LanguageDropdown } from './language-dropdown';
import styles from './shell.module.css';

export interface TopBarProps {
  variant: TopBarVariant;
  lang: Language;
  onLanguageChange: (lang: Language) => void;
  showLanguage: boolean;
  onBack: () => void;
  /** Board detail's own bar carries the board's name. */
  title?: string;
}

export function TopBar({ variant, lang, onLanguageChange, showLanguage, onBack, title }: TopBarProps) {
  const intl = useIntl();
  if (variant === 'none') return null;
  if (variant !== 'default') {
    return (
      <header className={styles.topBar} data-variant={variant}>
        <button type="button" className={styles.iconButton} onClick={onBack} aria-label={intl.formatMessage({ id: 'shell.back' })}>
          <BackIcon />
        </button>
        {title && <h1 className={styles.topBarTitle}>{title}</h1>}
      </header>
    );
  }
  return (
    <header className={styles.topBar} data-variant="default">
      <Link href="/" className={styles.logo} aria-label={intl.formatMessage({ id: 'shell.logo' })}>
        <LogoMark />
      </Link>
      <div className={styles.topBarEnd}>
        {showLanguage && <LanguageDropdown value={lang} onChange={onLanguageChange} />}
        <Link href="/developers" className={styles.iconButton} aria-label={intl.formatMessage({ id: 'shell.admin' })}>
          <PersonIcon />
        </Link>
      </div>
    </header>
  );
}
