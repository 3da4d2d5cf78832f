/**
 * Asks before an action that cannot be undone (unlinking a wallet, cancelling a bonus): the question, a button
 * that keeps things as they are and a danger button that does it, disabled while it runs. Open while `subject`
 * is set; the confirm handler receives it.
 */
import { useState, type ReactNode } from 'react';
import { Modal } from './Modal';

export interface ConfirmDialogProps<T> {
  subject: T | null;
  title: string;
  /** The question, for the subject. */
  children: (subject: T) => ReactNode;
  keepLabel: string;
  confirmLabel: string;
  onKeep: () => void;
  onConfirm: (subject: T) => Promise<void>;
}

export function ConfirmDialog<T>(props: ConfirmDialogProps<T>) {
  const { subject, title, children, keepLabel, confirmLabel, onKeep, onConfirm } = props;
  const [busy, setBusy] = useState(false);

  async function confirm(target: T) {
    setBusy(true);
    try {
      await onConfirm(target);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={subject !== null} onClose={onKeep} title={title}>
      {subject !== null && (
        <div className="confirm-dialog">
          {children(subject)}
          <div className="confirm-dialog__actions">
            <button type="button" className="button" onClick={onKeep}>
              {keepLabel}
            </button>
            <button
              type="button"
              className="button confirm-dialog__confirm"
              disabled={busy}
              onClick={() => void confirm(subject)}
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
