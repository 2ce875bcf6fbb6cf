import styles from './board.module.css';

export interface ToastProps {
  /** Nothing is shown while null. */
  message: string | null;
}

/** A short notice above the tabs; the screen decides how long it stays (2 s for an ended event). */
export function Toast({ message }: ToastProps) {
  return (
    <div role="status" aria-live="polite" className={message ? styles.toast : 'visually-hidden'}>
      {message}
    </div>
  );
}
