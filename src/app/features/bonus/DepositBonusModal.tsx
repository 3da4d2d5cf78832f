/**
 * The first-deposit bonus popup (community.md §3, §5, §8): title, description and conditions (the wager
 * requirement as x{multiplier}, the largest bonus in dollars), then Opt-in; after the opt-in it offers
 * Deposit and stays open. It closes itself when the offer changes (a deposit used it), unless the change is
 * the opt-in's own.
 */
import { useRef, useState, type RefObject } from 'react';
import { toast } from '../../components/toast';
import { type DepositBonusModel } from '@contract/index';
import { PROMOTION_TEXTS } from '@contract/promotions';
import { Modal } from '../../components/modal';
import { openAuthModal, useSession } from '../auth';
import { closePromotionModal } from '../promotions/promotion-modals';
import { useWalletModal } from '../wallet/wallet-modal-store';
import { maxBonusText, multiplierText } from './bonus-format';
import { useDepositBonus } from './deposit-bonus-store';
import { useOfferWatch } from './use-offer-watch';
import './bonus.css';

function OfferConditions({ model }: { model: DepositBonusModel }) {
  return (
    <ul className="bonus-conditions" aria-label="Conditions">
      <li>
        <span>Deposit match</span>
        <strong>{model.percent}%</strong>
      </li>
      {model.max !== undefined && (
        <li>
          <span>Max bonus</span>
          <strong>{maxBonusText(model.max)}</strong>
        </li>
      )}
      <li>
        <span>Wager requirement</span>
        <strong>{multiplierText(model.multiplier)}</strong>
      </li>
      {model.conditions.map((condition) => (
        <li key={condition} className="bonus-conditions__text">
          {condition}
        </li>
      ))}
    </ul>
  );
}

/**
 * The wallet opens over the popup, which stays beneath until the deposit uses the offer. Opened from the
 * wallet's own banner, the wallet is already beneath: the popup steps aside to show it.
 */
function openDeposit() {
  const wallet = useWalletModal.getState();
  if (wallet.open) closePromotionModal();
  wallet.openWallet('deposit');
}

interface OfferProps {
  /** Set before the opt-in's refresh lands, so that its change of the data does not close the popup. */
  justOptedInRef: RefObject<boolean>;
}

function OfferActions({ model, justOptedInRef }: OfferProps & { model: DepositBonusModel }) {
  const signedIn = useSession((state) => state.status === 'signedIn');
  const checkedIn = useDepositBonus((state) => state.answer?.state?.checkedIn === true);
  const [joined, setJoined] = useState(false);
  const [busy, setBusy] = useState(false);

  async function optIn() {
    if (!signedIn) {
      closePromotionModal();
      openAuthModal('auth');
      toast.error(PROMOTION_TEXTS.signIn);
      return;
    }
    setBusy(true);
    justOptedInRef.current = true;
    try {
      await useDepositBonus.getState().optIn(model._id);
      setJoined(true);
    } catch {
      toast.error(PROMOTION_TEXTS.failed);
    } finally {
      // The refresh has landed: from now on a change of the data is someone else's (a deposit) and closes.
      justOptedInRef.current = false;
      setBusy(false);
    }
  }

  if (joined || checkedIn)
    return (
      <div className="bonus-actions">
        <p className="bonus-note" role="status">
          You are in: your first deposit gets the bonus.
        </p>
        <button type="button" className="button button--primary" onClick={openDeposit}>
          Deposit
        </button>
      </div>
    );
  return (
    <div className="bonus-actions">
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void optIn()}>
        {busy ? 'Opting in…' : 'Opt-in'}
      </button>
    </div>
  );
}

function OfferBody({ justOptedInRef }: OfferProps) {
  const { answer, status } = useDepositBonus();
  if (!answer && status === 'error')
    return (
      <div className="bonus-empty" role="alert">
        <p>The deposit bonus could not be loaded.</p>
        <button type="button" className="button" onClick={() => void useDepositBonus.getState().load()}>
          Try again
        </button>
      </div>
    );
  if (!answer)
    return (
      <p className="bonus-empty" aria-busy="true">
        Loading…
      </p>
    );
  if (!answer.model)
    return <p className="bonus-empty">There is no deposit bonus on offer for your account right now.</p>;
  return (
    <div className="bonus-offer">
      <p className="bonus-offer__description">{answer.model.description}</p>
      <OfferConditions model={answer.model} />
      <OfferActions model={answer.model} justOptedInRef={justOptedInRef} />
    </div>
  );
}

export function DepositBonusModal() {
  const name = useDepositBonus((state) => state.answer?.model?.name);
  const justOptedInRef = useRef(false);
  useOfferWatch(justOptedInRef, closePromotionModal);
  return (
    <Modal open onClose={closePromotionModal} title={name ?? 'Deposit bonus'} className="bonus-modal">
      <OfferBody justOptedInRef={justOptedInRef} />
    </Modal>
  );
}
