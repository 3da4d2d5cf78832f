/** Asks before a bonus is cancelled (community.md §4): it cannot be had again unless the promotion says so. */
import { useState } from 'react';
import { type Bonus } from '@contract/index';
import { BONUS } from '@contract/promotions';
import { Modal } from '../../components/modal';

export interface CancelBonusDialogProps {
  bonus: Bonus | null;
  onKeep: () => void;
  onConfirm: (bonus: Bonus) => Promise<void>;
}

export function CancelBonusDialog({ bonus, onKeep, onConfirm }: CancelBonusDialogProps) {
  const [busy, setBusy] = useState(false);

  async function confirm(target: Bonus) {
    setBusy(true);
    try {
      await onConfirm(target);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={bonus !== null} onClose={onKeep} title="Cancel bonus?" className="bonus-confirm">
      {bonus && (
        <div className="bonus-confirm__body">
          <p>{BONUS.cancelConfirm}</p>
          <div className="bonus-confirm__actions">
            <button type="button" className="button" onClick={onKeep}>
              Keep bonus
            </button>
            <button
              type="button"
              className="button bonus-confirm__cancel"
              disabled={busy}
              onClick={() => void confirm(bonus)}
            >
              Cancel bonus
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
