/**
 * The deposit tab's line about the deposit bonus: 'Get 100% up to $1,000 — Opt in' while it is on offer, and a
 * reminder once opted in. Opt in opens the popup (its conditions and the opt-in).
 */
import { useEffect } from 'react';
import { openPromotionModal } from '../promotions/promotion-modals';
import { offerHeadline } from './bonus-format';
import { useDepositBonus } from './deposit-bonus-store';
import './bonus.css';

export function DepositBonusBanner() {
  const answer = useDepositBonus((state) => state.answer);
  useEffect(() => void useDepositBonus.getState().load(), []);

  const model = answer?.model;
  if (!model || !answer.state) return null;
  if (answer.state.checkedIn)
    return (
      <p className="deposit-bonus-banner" role="note">
        <span className="deposit-bonus-banner__text">{offerHeadline(model)}: your first deposit gets it</span>
      </p>
    );
  return (
    <p className="deposit-bonus-banner" role="note">
      <span className="deposit-bonus-banner__text">{offerHeadline(model)}</span>
      <button
        type="button"
        className="deposit-bonus-banner__action"
        onClick={() => openPromotionModal('depositBonus')}
      >
        Opt in
      </button>
    </p>
  );
}
