/** The bonus popups, one chunk: the deposit bonus offer or the bonus balance info, whichever is open. */
import { BonusInfoModal } from './BonusInfoModal';
import { DepositBonusModal } from './DepositBonusModal';

export function BonusModals({ open }: { open: 'depositBonus' | 'bonusInfo' }) {
  return open === 'depositBonus' ? <DepositBonusModal /> : <BonusInfoModal />;
}
