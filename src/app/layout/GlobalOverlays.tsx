import { Toaster } from 'sonner';
import { AuthModals, TelegramAuthOverlay } from '../features/auth';
import { BetOverviewModal } from '../features/bets';
import { UserProfileSlot } from '../features/profile';
import { SupportWindow } from '../features/support';
import { NavigationProgress } from './NavigationProgress';
import { PendingFeatureModal } from './PendingFeatureModal';

/** Mounted once, with and without the normal layout: toasts, auth modals and overlays. */
export function GlobalOverlays() {
  return (
    <>
      <NavigationProgress />
      <Toaster position="top-right" theme="dark" richColors closeButton />
      <AuthModals />
      <TelegramAuthOverlay />
      <PendingFeatureModal />
      <BetOverviewModal />
      <UserProfileSlot />
      <SupportWindow />
    </>
  );
}
