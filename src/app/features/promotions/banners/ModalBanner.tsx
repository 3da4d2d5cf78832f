import type { ModalBanner as ModalBannerData } from '@contract/index';
import { Modal } from '../../../components/modal';
import './banners.css';

/** The operator's banner modal (platform.md §2, §3 "Banner (modal)"): title, image and content. */
export function ModalBanner({ banner, onClose }: { banner: ModalBannerData; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={banner.title} className="modal-banner">
      {banner.image && <img className="modal-banner__image" src={banner.image} alt="" />}
      <p className="modal-banner__content">{banner.content}</p>
      <button type="button" className="button button--primary modal-banner__close" onClick={onClose}>
        Got it
      </button>
    </Modal>
  );
}
