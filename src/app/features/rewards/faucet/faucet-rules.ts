/**
 * The faucet's rules on the client (community.md §4, §5, §8, §9): its status text, when Spin is allowed, the
 * next claim time and the texts of its refusals.
 */
import { ApiError, FAUCET_ERRORS, PROMOTION_TEXTS, type VipLevel } from '@contract/index';

export const AVAILABLE = 'Available';
/** What the dial reads while the claim is in flight and the number runs down. */
export const SPINNING = 'Spinning...';
/** The rules as the product states them (community.md §5). */
export const FAUCET_RULES = ['Deposit required', 'Once per day', 'Max reward by VIP level'] as const;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * 'Available' when there is no next time or it has passed, else 'Available in N seconds/minutes/hours'. Each
 * unit counts a started one as whole, so the text never reads 'in 0 seconds' while the faucet is closed.
 */
export function faucetStatusText(nextAt: number | null, now: number): string {
  if (nextAt === null || now >= nextAt) return AVAILABLE;
  const seconds = Math.ceil((nextAt - now) / 1000);
  if (seconds < 60) return `${AVAILABLE} in ${plural(seconds, 'second')}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${AVAILABLE} in ${plural(minutes, 'minute')}`;
  return `${AVAILABLE} in ${plural(Math.ceil(minutes / 60), 'hour')}`;
}

/** Spin is allowed only when the faucet is available and no claim is under way. */
export const canSpin = (statusText: string, busy: boolean) => statusText === AVAILABLE && !busy;

/**
 * When the next claim opens (ms): the later of the user's bonus_claim (ms) and the last claim's `next`
 * (seconds, as the spec sends it), or null when neither says.
 */
export function nextClaimAt(bonusClaimMs: number | null, answerNextSeconds: number | null): number | null {
  const times = [bonusClaimMs, answerNextSeconds === null ? null : answerNextSeconds * 1000].filter(
    (time): time is number => time !== null,
  );
  return times.length === 0 ? null : Math.max(...times);
}

/** The largest reward of a VIP level in US dollars (0 when the levels are not known yet). */
export const maxRewardOf = (levels: readonly VipLevel[], level: number) =>
  levels.find((entry) => entry.level === level)?.bonusWheelMaxReward ?? 0;

export type FaucetRefusal = { code: 1 | 2 | null; text: string };

/** A refused claim: codes 1 (not yet) and 2 (no deposit) by their texts, anything else by its message. */
export function faucetRefusal(error: unknown): FaucetRefusal {
  if (error instanceof ApiError && (error.code === 1 || error.code === 2))
    return { code: error.code, text: FAUCET_ERRORS[error.code] };
  return { code: null, text: error instanceof ApiError ? error.message : PROMOTION_TEXTS.failed };
}
