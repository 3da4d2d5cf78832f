import { openAuthModal } from '../auth';
import { closePromotionModal } from './promotion-modals';

/** A guest's action on a reward: closes any promotions modal and opens sign-in (community.md §4, §5). */
export function SignInButton({ label = 'Sign in' }: { label?: string }) {
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={() => {
        closePromotionModal();
        openAuthModal('auth');
      }}
    >
      {label}
    </button>
  );
}
