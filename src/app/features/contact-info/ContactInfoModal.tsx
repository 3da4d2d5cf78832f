import { useEffect, useState } from 'react';
import type { ContactInfoSettings } from '@contract/contact-info';
import { Modal } from '../../components/modal';
import { useSession } from '../auth';
import { loadContactInfoSettings } from './contact-info-api';
import { rememberContact } from './contact-info-memory';
import { useContactInfoModal } from './contact-info-store';
import { ContactInfoForm } from './ContactInfoForm';
import './contact-info.css';

type Loaded =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; settings: ContactInfoSettings };

/** The first image leads as a banner; the others are the perks beside the pitch (all decorative). */
function Pitch({ settings }: { settings: ContactInfoSettings }) {
  const [banner, ...perks] = settings.images;
  return (
    <div className="contact-pitch">
      {banner && <img className="contact-pitch__banner" src={banner} alt="" />}
      <p className="contact-pitch__text">{settings.description}</p>
      {perks.length > 0 && (
        <div className="contact-pitch__perks">
          {perks.map((image) => (
            <img key={image} src={image} alt="" width={72} height={72} />
          ))}
        </div>
      )}
    </div>
  );
}

/** The contact-info modal with the VIP pitch (platform.md §2, §7). */
export function ContactInfoModal() {
  const close = useContactInfoModal((state) => state.closeContactInfo);
  const user = useSession((state) => state.user);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    loadContactInfoSettings().then(
      (settings) => active && setLoaded({ status: 'ready', settings }),
      () => active && setLoaded({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <Modal open={user !== null} onClose={close} title="Meet your VIP host" className="contact-info-modal">
      {loaded.status === 'loading' && <p role="status">Loading…</p>}
      {loaded.status === 'failed' && (
        <p role="alert">This can't be loaded right now. Please try again later.</p>
      )}
      {loaded.status === 'ready' && user && (
        <>
          <Pitch settings={loaded.settings} />
          <ContactInfoForm
            fields={loaded.settings.fields}
            email={user.email}
            onSaved={() => {
              rememberContact(user._id, { given: true });
              close();
            }}
          />
        </>
      )}
    </Modal>
  );
}
