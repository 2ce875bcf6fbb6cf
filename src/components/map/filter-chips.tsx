import styles from './map.module.css';

export interface ChipItem<T extends string> {
  id: T;
  label: string;
}

export interface FilterChipsProps<T extends string> {
  items: readonly ChipItem<T>[];
  value: T | null;
  /** Called on every click, also on the active chip (it stays selected; the screen clears the pin). */
  onSelect: (id: T) => void;
  label: string;
}

/** Toggle chips: one is active; clicking it again keeps it, clicking another switches. */
export function FilterChips<T extends string>({ items, value, onSelect, label }: FilterChipsProps<T>) {
  return (
    <div role="group" aria-label={label} className={styles.chips}>
      {items.map((c) => (
        <button key={c.id} type="button" className={styles.chip} aria-pressed={c.id === value} onClick={() => onSelect(c.id)}>
          {c.label}
        </button>
      ))}
      <span className="more-chips" aria-hidden="true" />
    </div>
  );
}
