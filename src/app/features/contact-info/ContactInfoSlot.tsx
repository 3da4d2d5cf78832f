/**
 * Mounted with the global overlays: the contact-info modal (its own chunk) while it is open, and, when a
 * player signs in, the check of whether to offer it (contact-info-prompt.ts, loaded when idle). A session a
 * page load resumes is not a sign-in: the offer never interrupts a visit under way.
 */
import { useEffect } from 'react';
import type { User } from '@contract/index';
import { lazyComponent, whenIdle } from '../../components/lazy';
import { useSession } from '../auth';
import { useContactInfoModal } from './contact-info-store';

const ContactInfoModal = lazyComponent(() =>
  import('./ContactInfoModal').then((module) => module.ContactInfoModal),
);

function offerWhenIdle(user: User) {
  whenIdle(() => {
    import('./contact-info-prompt').then(
      ({ offerContactInfo }) => {
        // Still the same player (not signed out or switched meanwhile).
        if (useSession.getState().user?._id === user._id) void offerContactInfo(user);
      },
      () => undefined, // an offer, not a need: without its code the player is simply not asked
    );
  });
}

/** A guest who becomes signed in has signed in (or up); booting into a stored session does not count. */
function useContactInfoOffer() {
  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        if (previous.status === 'guest' && state.status === 'signedIn' && state.user)
          offerWhenIdle(state.user);
      }),
    [],
  );
}

export function ContactInfoSlot() {
  const open = useContactInfoModal((state) => state.open);
  const signedIn = useSession((state) => state.status === 'signedIn');
  useContactInfoOffer();
  return open && signedIn ? <ContactInfoModal /> : null;
}
