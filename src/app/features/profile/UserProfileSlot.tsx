import { lazyComponent } from '../../components/lazy';
import { useProfilePopup } from './profile-popup-store';

// Its own chunk, downloaded the first time a profile opens.
const LazyUserProfilePopup = lazyComponent(() =>
  import('./UserProfilePopup').then((module) => module.UserProfilePopup),
);

/** Mounted once with the global overlays: the user profile popup while one is open. */
export function UserProfileSlot() {
  const userId = useProfilePopup((state) => state.userId);
  return userId ? <LazyUserProfilePopup userId={userId} /> : null;
}
