import { openPromotionModal } from '../../promotions/promotion-modals';
import { SignInButton } from '../../promotions/SignInButton';
import { RewardCard } from './RewardCard';

const LEAD = 'Redeem a promo code for bonus money, wheel spins or a higher rakeback.';

/** Redeem (the promo code dialog); guests are asked to sign in (community.md §5). */
export function PromoCodeCard({ signedIn }: { signedIn: boolean }) {
  return (
    <RewardCard title="Promo codes" lead={LEAD}>
      {signedIn ? (
        <button
          type="button"
          className="button button--primary"
          onClick={() => openPromotionModal('redeemCode')}
        >
          Redeem
        </button>
      ) : (
        <SignInButton label="Sign in to redeem" />
      )}
    </RewardCard>
  );
}
