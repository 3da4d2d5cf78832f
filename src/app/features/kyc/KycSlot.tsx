/**
 * Mounted with the global overlays: renders the KYC modals (their own chunk) while one is open, and while a
 * player is signed in follows their KYC events (a small chunk loaded when the browser is idle).
 */
import { useEffect } from 'react';
import { lazyComponent, whenIdle } from '../../components/lazy';
import { useSession } from '../auth';
import { useKycModal } from './kyc-modal-store';

const KycModals = lazyComponent(() => import('./KycModals').then((module) => module.KycModals));

function useKycEvents(userId: string | null) {
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let active = true;
    const cancel = whenIdle(() => {
      import('./kyc-events').then(
        ({ followKycEvents }) => {
          if (active) stop = followKycEvents(userId);
        },
        () => undefined, // without it the verdict shows on the next visit to the profile instead
      );
    });
    return () => {
      active = false;
      cancel();
      stop?.();
    };
  }, [userId]);
}

export function KycSlot() {
  const open = useKycModal((state) => state.step !== 'closed');
  const userId = useSession((state) => (state.status === 'signedIn' ? (state.user?._id ?? null) : null));
  useKycEvents(userId);
  return open ? <KycModals /> : null;
}
