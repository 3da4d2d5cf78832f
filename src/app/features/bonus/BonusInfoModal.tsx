/**
 * The bonus balance info popup (community.md §4, §9), opened from the header's gift badge: each active bonus
 * with its wagering, the rules of bonus money, and Cancel bonus after the spec's confirmation.
 */
import { useEffect, useState } from 'react';
import { toast } from '../../components/toast';
import { ApiError, type Bonus } from '@contract/index';
import { BONUS, PROMOTION_TEXTS } from '@contract/promotions';
import { api } from '../../api/api';
import { Modal } from '../../components/modal';
import { useSession } from '../auth';
import { formatPool } from '../feed/format';
import { SignInButton } from '../promotions/SignInButton';
import { closePromotionModal } from '../promotions/promotion-modals';
import { useWallet } from '../wallet/wallet-store';
import { BonusCard } from './BonusCard';
import { CancelBonusDialog } from './CancelBonusDialog';
import './bonus.css';

/** The rules of bonus money (community.md §9). */
export const BONUS_RULES = [
  `Bonus balance is not accepted in ${BONUS.notAcceptedIn.slice(0, -1).join(', ')} and ${BONUS.notAcceptedIn.at(-1)}.`,
  `A bonus under ${formatPool(BONUS.resetUnderUsd)} has no wager requirement: it is real money at once.`,
  'Wagers in accepted games unfreeze a bonus; when its requirement is met it becomes real money.',
];

async function cancelBonus(bonus: Bonus): Promise<boolean> {
  try {
    await api('POST /api/cancelBonus', { id: bonus._id });
    toast.success('Bonus cancelled');
    return true;
  } catch (error) {
    toast.error(error instanceof ApiError ? error.message : PROMOTION_TEXTS.failed);
    return false;
  } finally {
    await useWallet.getState().loadBonuses();
  }
}

function BonusList() {
  const bonuses = useWallet((state) => state.bonuses);
  const [loaded, setLoaded] = useState(false);
  const [cancelling, setCancelling] = useState<Bonus | null>(null);

  useEffect(() => {
    let active = true;
    void useWallet
      .getState()
      .loadBonuses()
      .then(() => active && setLoaded(true));
    return () => {
      active = false;
    };
  }, []);

  if (bonuses.length === 0)
    return loaded ? (
      <p className="bonus-empty">You have no active bonuses.</p>
    ) : (
      <p className="bonus-empty" aria-busy="true">
        Loading…
      </p>
    );
  return (
    <>
      <ul className="bonus-list" aria-label="Active bonuses">
        {bonuses.map((bonus) => (
          <BonusCard key={bonus._id} bonus={bonus} onCancel={setCancelling} />
        ))}
      </ul>
      <CancelBonusDialog
        bonus={cancelling}
        onKeep={() => setCancelling(null)}
        onConfirm={async (bonus) => {
          if (await cancelBonus(bonus)) setCancelling(null);
        }}
      />
    </>
  );
}

function GuestPrompt() {
  return (
    <div className="bonus-empty">
      <p>Sign in to see your bonus balances.</p>
      <SignInButton />
    </div>
  );
}

export function BonusInfoModal() {
  const signedIn = useSession((state) => state.status === 'signedIn');
  return (
    <Modal open onClose={closePromotionModal} title="Bonus balances" className="bonus-modal">
      {signedIn ? <BonusList /> : <GuestPrompt />}
      <ul className="bonus-rules" aria-label="Bonus rules">
        {BONUS_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </Modal>
  );
}
