/**
 * Mounted with the global overlays: the contact-info modal (its own chunk) while it is open, and, when a
 * player's session starts, the check of whether to offer it (contact-info-prompt.ts, loaded when idle).
 */
import { useEffect } from 'react';
import { lazyComponent, whenIdle } from '../../components/lazy';
import { useSession } from '../auth';
import { useContactInfoModal } from './contact-info-store';

const ContactInfoModal = lazyComponent(() =>
  import('./ContactInfoModal').then((module) => module.ContactInfoModal),
);

function useContactInfoOffer(userId: string | null) {
  useEffect(() => {
    if (!userId) return;
    let active = true;
    whenIdle(() => {
      void import('./contact-info-prompt').then(({ offerContactInfo }) => {
        const { user } = useSession.getState();
        if (active && user?._id === userId) void offerContactInfo(user);
      });
    });
    return () => {
      active = false;
    };
  }, [userId]);
}

export function ContactInfoSlot() {
  const open = useContactInfoModal((state) => state.open);
  const userId = useSession((state) => (state.status === 'signedIn' ? (state.user?._id ?? null) : null));
  useContactInfoOffer(userId);
  return open && userId ? <ContactInfoModal /> : null;
}
