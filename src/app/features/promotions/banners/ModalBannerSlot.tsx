import { useEffect, useState } from 'react';
import type { ModalBanner as ModalBannerData } from '@contract/index';
import { api } from '../../../api/api';
import { lazyComponent } from '../../../components/lazy';
import { useAppStore } from '../../../stores/app-store';
import { modalBannerDismissed, rememberModalBannerDismissed } from './modal-banner-memory';

const ModalBanner = lazyComponent(() => import('./ModalBanner').then((module) => module.ModalBanner));

/**
 * Asks for the banner modal (POST /api/banner) once the deferred overlays mount, and shows it when the operator
 * enabled it and it was not dismissed in this session, and again when the licence changes (the operator's switch
 * of the banner's plugin). A failed call shows nothing.
 */
export function ModalBannerSlot() {
  const [banner, setBanner] = useState<ModalBannerData | null>(null);
  const licence = useAppStore((state) => state.licence);
  useEffect(() => {
    if (modalBannerDismissed()) return;
    let active = true;
    api('POST /api/banner').then(
      async (answer) => {
        if (!answer.enabled) return;
        // The modal opens complete, not with a loading line in it.
        await ModalBanner.preload();
        if (active) setBanner(answer);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [licence]);
  if (!banner) return null;
  const close = () => {
    rememberModalBannerDismissed();
    setBanner(null);
  };
  return <ModalBanner banner={banner} onClose={close} />;
}
