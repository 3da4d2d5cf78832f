/**
 * The promotions, rewards, VIP and affiliate calls in the route map (platform.md §7, community.md §7). The
 * spec names most of them; the Discord bonus, the daily cashback and the affiliate programme have screens and
 * rules but no call, so theirs are extensions (README "What a real API must add").
 */
import type { OkAnswer } from './routes';
import type {
  AffiliateAnswer,
  CashbackInfo,
  DepositBonusAnswer,
  DiscordState,
  FaucetAnswer,
  ModalBanner,
  PromoActivation,
  PromotionBanner,
  PublicPromoCode,
  RakebackEntry,
  RakebackInfo,
  SpinResult,
  TicketData,
} from './promotions';

export interface PromotionsRouteMap {
  'POST /api/promocode/activate': { body: { code: string }; answer: PromoActivation };
  'POST /api/promocode/listPublic': { body: void; answer: PublicPromoCode[] };
  'POST /api/promocode/ticket/data': { body: void; answer: TicketData };
  'POST /api/promocode/ticket/spin': { body: void; answer: SpinResult };
  /** The faucet (community.md §7). */
  'POST /api/promocode/bonus': { body: void; answer: FaucetAnswer };
  'POST /api/promocode/promotion-banner-activate': { body: { code: string }; answer: PromoActivation };
  /** The banners of the home slider; `sport` picks the sportsbook layout's (community.md §7). */
  'POST /api/promotionBanners': { body: { sport?: boolean }; answer: PromotionBanner[] };
  'POST /api/banner': { body: void; answer: ModalBanner };
  'POST /api/data/promotions/depositBonus': { body: void; answer: DepositBonusAnswer };
  'POST /api/data/promotions/depositOptIn': { body: { id: string }; answer: OkAnswer };
  'POST /api/data/promotions/rakeback': { body: void; answer: RakebackInfo };
  'POST /api/data/rakeback': { body: void; answer: RakebackEntry[] };
  'POST /api/data/claimRakeback': { body: void; answer: OkAnswer };
  'POST /api/cancelBonus': { body: { id: string }; answer: OkAnswer };
  /** Extension: whether the player joined the Discord server and took its bonus. */
  'POST /api/promocode/discord/state': { body: void; answer: DiscordState };
  /** Extension: the emulated Discord sign-in that joins the server (sim worlds; a real API uses Discord's). */
  'POST /api/promocode/discord/join': { body: void; answer: DiscordState };
  /** Extension: the Discord bonus (codes 1 and 2 of platform.md §8). */
  'POST /api/promocode/discord': { body: void; answer: TicketData };
  /** Extension: the daily cashback of the player's VIP level. */
  'POST /api/data/cashback': { body: void; answer: CashbackInfo };
  /** Extension: the player's affiliate code, tier, referred players and commission. */
  'POST /api/affiliate': { body: void; answer: AffiliateAnswer };
}

/** Guests see the banners, the modal banner, the public codes and what the deposit bonus is. */
export const PROMOTIONS_PUBLIC_ROUTES = [
  'POST /api/promocode/listPublic',
  'POST /api/promotionBanners',
  'POST /api/banner',
  'POST /api/data/promotions/depositBonus',
] as const;

const discord = {
  feature: 'Discord bonus',
  // Why: the spec gives the Discord bonus's codes 1 and 2 but names no call that claims it or joins the server
};

export const PROMOTIONS_EXTENSION_ROUTES = {
  'POST /api/promocode/discord/state': discord,
  'POST /api/promocode/discord/join': discord,
  'POST /api/promocode/discord': discord,
  'POST /api/data/cashback': {
    feature: 'Daily cashback',
    // Why: the spec pays a daily cashback at 0:00 by VIP level but names no call that shows it
  },
  'POST /api/affiliate': {
    feature: 'Affiliate programme',
    // Why: the spec names the /partner screen and the referral link, but no call for a player's referrals
  },
} as const;
