/**
 * The race plugin's settings (community.md §6 "its reward setting gives the prize pool"): the licence's
 * `plugins` must list 'race', and `pluginSettings.race` gives `reward` (the pool) and `currency` (what prizes are
 * paid in; usdt by default). Read at call time, so that a scenario that changes the licence sees it at once.
 */
import { RACE_PLUGIN, toMinor } from '@contract/index';
import { LICENCE, findCurrency, type CurrencyFixture } from '../../context';

export interface RaceSettings {
  enabled: boolean;
  currency: CurrencyFixture;
  /** Minor units of `currency`. */
  pool: number;
}

const DEFAULT_CURRENCY = 'usdt';

export function raceSettings(): RaceSettings {
  const raw = (LICENCE.pluginSettings[RACE_PLUGIN] ?? {}) as Record<string, unknown>;
  const currency = findCurrency(raw.currency) ?? findCurrency(DEFAULT_CURRENCY)!;
  const reward = typeof raw.reward === 'number' && raw.reward > 0 ? raw.reward : 0;
  const pool = toMinor(reward.toFixed(currency.decimals), currency.decimals) ?? 0;
  return { enabled: LICENCE.plugins.includes(RACE_PLUGIN), currency, pool };
}
