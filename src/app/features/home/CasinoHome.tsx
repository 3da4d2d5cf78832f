import { useSession } from '../auth';
import { PromotionBannersSlot } from '../promotions/banners/PromotionBannersSlot';
import { CategoryRows } from './CategoryRows';
import { GuestPromo } from './GuestPromo';
import { HeroCarousel } from './HeroCarousel';
import { HomeNav } from './HomeNav';

/** The casino home: the hero slides, the promotion banners, the guest promo or the signed-in tabs, then the category rows. */
export function CasinoHome() {
  const status = useSession((session) => session.status);
  return (
    <div className="casino-home">
      <h1 className="visually-hidden">Casino</h1>
      <HeroCarousel />
      <PromotionBannersSlot />
      {status === 'guest' && (
        <>
          <GuestPromo />
          <h2>Explore</h2>
        </>
      )}
      {status === 'signedIn' && <HomeNav />}
      <CategoryRows />
    </div>
  );
}
