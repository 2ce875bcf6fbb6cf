import { useEffect, useId, useRef } from 'react';
import styles from './admin.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, already translated. */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: both buttons wait. */
  busy?: boolean;
  /** Destructive actions get the red button. */
  danger?: boolean;
}

/** A modal question with a confirm and a cancel button; Escape cancels. */
export function ConfirmDialog({ open, message, confirmLabel, cancelLabel, onConfirm, onCancel, busy, danger }: ConfirmDialogProps) {
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) confirmRef.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div className={styles.backdrop} onClick={busy ? undefined : onCancel}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={id}
        className={styles.dialog}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !busy) onCancel();
        }}
      >
        <p id={id}>{message}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button ref={confirmRef} type="button" className={danger ? styles.danger : styles.button} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
