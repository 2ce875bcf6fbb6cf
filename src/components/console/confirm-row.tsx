// A list row's destructive button that asks first (credits, acts, booths, accounts): the button names the row, a
// press asks the question in a modal dialog, which waits while the removal runs. What failed is said by the list's
// own note above it; the row and its button stay, to try again.
import { ConfirmDialog } from '@/components/admin/confirm-dialog';

export interface ConfirmRowProps {
  /** The button's text ("Delete"), also the dialog's confirm button unless `confirmLabel` is given. */
  label: string;
  /** The button's accessible name, naming its row ("Delete: Frontier"). */
  name: string;
  /** The question, already translated. */
  question: string;
  confirmLabel?: string;
  cancelLabel: string;
  /** This row's question is open. */
  asking: boolean;
  /** The confirmed removal is running: the dialog's buttons wait. */
  busy?: boolean;
  /** The row's button cannot be pressed now. */
  disabled?: boolean;
  className: string;
  onAsk: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmRow(p: ConfirmRowProps) {
  return (
    <>
      <button type="button" className={p.className} onClick={p.onAsk} disabled={p.disabled} aria-label={p.name}>
        {p.label}
      </button>
      <ConfirmDialog
        open={p.asking}
        message={p.question}
        confirmLabel={p.confirmLabel ?? p.label}
        cancelLabel={p.cancelLabel}
        onConfirm={p.onConfirm}
        onCancel={p.onCancel}
        busy={p.busy}
        danger
      />
    </>
  );
}
