import { useId } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import styles from './map.module.css';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
}

/** The map's search field with its magnifier icon; filters as the visitor types. */
export function SearchBox({ value, onChange, label, placeholder }: SearchBoxProps) {
  const id = useId();
  // Typing waits for React: in a page the server drew, text typed before would never reach the list.
  const ready = useHydrated();
  return (
    <form role="search" className={styles.search} onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <svg className={styles.searchIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        value={value}
        readOnly={!ready}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => onChange(e.target.value)}
      />
    </form>
  );
}
