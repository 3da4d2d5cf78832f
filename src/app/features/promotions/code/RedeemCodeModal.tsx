import { Link } from 'react-router';
import { Modal } from '../../../components/modal';
import { closePromotionModal } from '../promotion-modals';
import { PromoCodeForm } from './PromoCodeForm';
import './promo-code.css';

/** The footer's Redeem Code dialog (openPromotionModal('redeemCode')): the promo code form on its own. */
export function RedeemCodeModal() {
  return (
    <Modal open onClose={closePromotionModal} title="Redeem a promo code" className="promo-modal">
      <p className="promo-modal__lead">
        Codes give bonus money, spins of the bonus wheel or a deposit bonus.
      </p>
      <PromoCodeForm offerWheel />
      <p className="promo-modal__more">
        Looking for a code?{' '}
        <Link to="/promotions" onClick={closePromotionModal}>
          See the public codes
        </Link>
      </p>
    </Modal>
  );
}
