/**
 * Which balance a third-party game's money moves: a demo session the demo balance, a real one the real
 * balance. Bonus balance is never accepted in live games, poker and card games (community.md §9): the kinds
 * roulette, blackjack, baccarat, wheel and poker, and any game in the live, baccarat or blackjack categories. The world's
 * players hold no bonus balance yet (POST /api/bonusBalance answers an empty list), so the rule shows as the
 * session's `bonusAccepted` (the game's page says so); a bonus wallet would be drawn only where it is true.
 */
import type { BalanceKind, ProviderSessionRecord } from '../../services/db';
import type { CatalogueRecord } from '../catalogue/records';

const NO_BONUS_KINDS: ReadonlySet<string> = new Set(['roulette', 'blackjack', 'baccarat', 'wheel', 'poker']);
const NO_BONUS_CATEGORIES = ['live', 'baccarat', 'blackjack'];

export function acceptsBonus(game: Pick<CatalogueRecord, 'kind' | 'category'>): boolean {
  return !NO_BONUS_KINDS.has(game.kind) && !game.category.some((tag) => NO_BONUS_CATEGORIES.includes(tag));
}

export const balanceKindOf = (session: Pick<ProviderSessionRecord, 'demo'>): BalanceKind =>
  session.demo ? 'demo' : 'real';
