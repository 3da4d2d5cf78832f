/**
 * Overlays no first screen needs, in one chunk loaded when the browser is first idle: the KYC modals and events,
 * the contact-info offer (made at a sign-in, which takes a person longer than the idle wait) and the
 * wallet-connect modal (its store is in the first bundle, so a click before the chunk arrives is not lost) and
 * the ROI calculator (opened from the trading pages, which load later still) and the promotions modals (the
 * wheel, the promo code, the rakeback claim, the deposit bonus and the bonus balances) and the service worker's
 * registration.
 */
import { BonusSlot } from '../features/bonus/BonusSlot';
import { ContactInfoSlot } from '../features/contact-info/ContactInfoSlot';
import { KycSlot } from '../features/kyc/KycSlot';
import { PromotionModalsSlot } from '../features/promotions/PromotionModalsSlot';
import { PwaSlot } from '../features/pwa/PwaSlot';
import { RakebackSlot } from '../features/rewards/rakeback/RakebackSlot';
import { CalculatorSlot } from '../features/trading/calculator/CalculatorSlot';
import { WalletConnectSlot } from '../features/wallet-connect/WalletConnectSlot';

export function DeferredSlots() {
  return (
    <>
      <KycSlot />
      <ContactInfoSlot />
      <WalletConnectSlot />
      <CalculatorSlot />
      <RakebackSlot />
      <PromotionModalsSlot />
      <BonusSlot />
      <PwaSlot />
    </>
  );
}
