import { Link } from 'react-router';
import { openPromotionModal } from '../promotion-modals';
import { CURRENT_PROMOTIONS, type CurrentPromotion } from './current-promotions';
import { PublicCodes } from './PublicCodes';
import './promotions-page.css';

function PromotionAction({ action }: { action: CurrentPromotion['action'] }) {
  if ('to' in action)
    return (
      <Link className="button promotion-card__action" to={action.to}>
        {action.label}
      </Link>
    );
  return (
    <button
      type="button"
      className="button promotion-card__action"
      onClick={() => openPromotionModal(action.modal)}
    >
      {action.label}
    </button>
  );
}

/** /promotions: the current promotions as cards, then the public promo codes. */
export function PromotionsPage() {
  return (
    <div className="promotions-page">
      <header className="promotions-page__header">
        <h1>Promotions</h1>
        <p className="promotions-page__lead">
          Bonuses, free spins and rewards for playing. New ones come often.
        </p>
      </header>
      <ul className="promotion-cards" aria-label="Current promotions">
        {CURRENT_PROMOTIONS.map((promotion) => (
          <li key={promotion.id} className={`promotion-card promotion-card--${promotion.id}`}>
            <h2 className="promotion-card__title">{promotion.title}</h2>
            <p className="promotion-card__highlight">{promotion.highlight}</p>
            <p className="promotion-card__description">{promotion.description}</p>
            <PromotionAction action={promotion.action} />
          </li>
        ))}
      </ul>
      <PublicCodes />
    </div>
  );
}
