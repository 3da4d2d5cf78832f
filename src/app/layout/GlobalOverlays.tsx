import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyComponent, whenIdle } from '../components/lazy';
import { ToastHost } from '../components/toast';
import { AuthModals, TelegramAuthOverlay } from '../features/auth';
import { useBetOverview } from '../features/bets/bet-overview-store';
import { UserProfileSlot } from '../features/profile';
import { LiveWidgetSlot } from '../features/sport-widget';
import { SupportWindow } from '../features/support';
import { NavigationProgress } from './NavigationProgress';
import { SearchOverlaySlot } from './SearchOverlaySlot';

// The bet overview (with the fairness code its verify link needs) is not part of the first screen.
const BetOverviewModal = lazyComponent(() =>
  import('../features/bets/BetOverviewModal').then((module) => module.BetOverviewModal),
);

/** The bet overview, once a bet is opened or a shared link names one (?game= or ?bet=); its code loads when idle. */
function BetOverviewSlot() {
  const [params] = useSearchParams();
  const opened = useBetOverview((state) => state.betId !== null);
  const [wanted, setWanted] = useState(false);
  if ((opened || params.has('game') || params.has('bet')) && !wanted) setWanted(true);
  useEffect(() => whenIdle(BetOverviewModal.prefetch), []);
  return wanted ? <BetOverviewModal /> : null;
}

const DeferredSlots = lazyComponent(() => import('./DeferredSlots').then((module) => module.DeferredSlots));

/** Mounts the deferred overlays (DeferredSlots.tsx) once the browser is first idle. */
function IdleSlots() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? <DeferredSlots /> : null;
}

/** Mounted once, with and without the normal layout: toasts, auth modals and overlays. */
export function GlobalOverlays() {
  return (
    <>
      <NavigationProgress />
      <ToastHost />
      <AuthModals />
      <TelegramAuthOverlay />
      <SearchOverlaySlot />
      <BetOverviewSlot />
      <UserProfileSlot />
      <SupportWindow />
      <LiveWidgetSlot />
      <IdleSlots />
    </>
  );
}
