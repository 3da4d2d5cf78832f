/** Asks before a bonus is cancelled (community.md §4): it cannot be had again unless the promotion says so. */
import { type Bonus } from '@contract/index';
import { BONUS } from '@contract/promotions';
import { ConfirmDialog } from '../../components/modal';

export interface CancelBonusDialogProps {
  bonus: Bonus | null;
  onKeep: () => void;
  onConfirm: (bonus: Bonus) => Promise<void>;
}

export const CancelBonusDialog = ({ bonus, onKeep, onConfirm }: CancelBonusDialogProps) => (
  <ConfirmDialog
    subject={bonus}
    title="Cancel bonus?"
    keepLabel="Keep bonus"
    confirmLabel="Cancel bonus"
    onKeep={onKeep}
    onConfirm={onConfirm}
  >
    {() => <p>{BONUS.cancelConfirm}</p>}
  </ConfirmDialog>
);
