/**
 * The promotions /promotions lists (platform.md §1 and issue scope): what each offers, in the contract's
 * figures, and where its button goes: a promotions modal or the page that runs it.
 */
import { AFFILIATE, CASHBACK_PERCENT_BY_LEVEL, DEPOSIT_BONUS, RAKEBACK, WHEEL } from '@contract/index';
import type { PromotionModal } from '../promotion-modals';
import { formatUsd } from '../promo-texts';

export interface CurrentPromotion {
  id: string;
  title: string;
  /** The headline figure. */
  highlight: string;
  description: string;
  action: { label: string } & ({ modal: PromotionModal } | { to: string });
}

const topCashback = Math.max(...CASHBACK_PERCENT_BY_LEVEL);
const topWheelPrize = WHEEL.defaultSegments.at(-1);

export const CURRENT_PROMOTIONS: readonly CurrentPromotion[] = [
  {
    id: 'deposit-bonus',
    title: 'First deposit bonus',
    highlight: `${DEPOSIT_BONUS.percent}% up to ${formatUsd(DEPOSIT_BONUS.maxUsd)}`,
    description: `Opt in, deposit, and we match it. Wager the bonus x${DEPOSIT_BONUS.multiplier} to make it yours.`,
    action: { label: 'Opt in', modal: 'depositBonus' },
  },
  {
    id: 'wheel',
    title: 'Bonus wheel',
    highlight: `Win up to ${topWheelPrize}`,
    description: 'Every new player gets a free spin; special promo codes give more.',
    action: { label: 'Spin the wheel', modal: 'wheel' },
  },
  {
    id: 'faucet',
    title: 'Faucet',
    highlight: 'Free money every day',
    description: 'Claim once a day after your first deposit. The higher your VIP level, the more it gives.',
    action: { label: 'Open the faucet', to: '/bonus' },
  },
  {
    id: 'rakeback',
    title: 'Rakeback',
    highlight: `${RAKEBACK.basePercent}% back`,
    description: 'A share of the house edge on every bet you make, to claim every 4 hours.',
    action: { label: 'Claim rakeback', to: '/rewards' },
  },
  {
    id: 'weekly-race',
    title: 'Weekly race',
    highlight: 'Prizes every Sunday',
    description: 'Every bet counts toward the leaderboard. The top players share the prize pool.',
    action: { label: 'See the race', to: '/weekly-race' },
  },
  {
    id: 'cashback',
    title: 'Daily cashback',
    highlight: `Up to ${topCashback}% of losses`,
    description: 'A share of the day’s net loss comes back at midnight, by VIP level.',
    action: { label: 'See my cashback', to: '/rewards' },
  },
  {
    id: 'affiliate',
    title: 'Affiliate programme',
    highlight: `Up to ${AFFILIATE.maxPercent}% commission`,
    description: 'Invite friends with your link and earn from every bet they make.',
    action: { label: 'Become a partner', to: '/partner' },
  },
];
