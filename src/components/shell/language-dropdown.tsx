import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGE_LABELS, type Language } from '@contract/constants';
import { ChevronDownIcon } from './icons';
import styles from './shell.module.css';

/** Menu order of spec §2: KR, ENG, 中文, 日本語 (the labels' own order). */
const MENU = Object.keys(LANGUAGE_LABELS) as Language[];

export interface LanguageDropdownProps {
  value: Language;
  onChange: (lang: Language) => void;
  /** Starts open (stories). */
  defaultOpen?: boolean;
}

/** Labels KR, ENG, 中文, 日本語; closes on a click outside or Escape. */
export function LanguageDropdown({ value, onChange, defaultOpen = false }: LanguageDropdownProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.dropdown} ref={root}>
      <button
        type="button"
        className={styles.dropdownButton}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${intl.formatMessage({ id: 'shell.language' })}: ${LANGUAGE_LABELS[value]}`}
        onClick={() => setOpen((o) => !o)}
      >
        {LANGUAGE_LABELS[value]}
        <ChevronDownIcon />
      </button>
      {open && (
        <ul className={styles.dropdownList} role="listbox" id={listId} aria-label={intl.formatMessage({ id: 'shell.language' })}>
          {MENU.map((lang) => (
            <li
              key={lang}
              role="option"
              aria-selected={lang === value}
              tabIndex={0}
              className={styles.dropdownOption}
              lang={lang}
              onClick={() => {
                onChange(lang);
                setOpen(false);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onChange(lang);
                  setOpen(false);
                }
              }}
            >
              {LANGUAGE_LABELS[lang]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
