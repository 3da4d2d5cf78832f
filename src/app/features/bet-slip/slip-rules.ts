/**
 * The slip's selections as plain data: what one holds, how a click on a price changes them (a second option of
 * the same match takes the first one's place, as a bet can hold one option per match), and how accepted new
 * odds are written in. Pure, so the store and the tests share one rule.
 */
import type { Market, MarketOption, SportEvent } from '@contract/sports';

export interface SlipSelection {
  optionId: string;
  matchId: string;
  /** Decimal odds the player last saw and agreed to: what the bet is sent with. */
  odds: number;
  /** 'Home v Away'. */
  matchName: string;
  marketName: string;
  optionName: string;
}

export const matchNameOf = (event: SportEvent) => `${event.match.home.name} v ${event.match.away.name}`;

export function selectionOf(event: SportEvent, market: Market, option: MarketOption): SlipSelection {
  return {
    optionId: option.id,
    matchId: event.match.id,
    odds: option.odds,
    matchName: matchNameOf(event),
    marketName: market.name,
    optionName: option.name,
  };
}

export interface ToggleResult {
  selections: SlipSelection[];
  /** The selection of the same match the new one took the place of. */
  replaced: SlipSelection | null;
}

/** A click on a price: off the slip when it is on it, else on it (in the place of its match's other option). */
export function toggleSelection(selections: readonly SlipSelection[], picked: SlipSelection): ToggleResult {
  if (selections.some((entry) => entry.optionId === picked.optionId))
    return { selections: selections.filter((entry) => entry.optionId !== picked.optionId), replaced: null };
  const sameMatch = selections.find((entry) => entry.matchId === picked.matchId) ?? null;
  if (!sameMatch) return { selections: [...selections, picked], replaced: null };
  return {
    selections: selections.map((entry) => (entry === sameMatch ? picked : entry)),
    replaced: sameMatch,
  };
}

/** The selections with the given options' odds written in (the player accepted them). */
export function withOdds(
  selections: readonly SlipSelection[],
  odds: Readonly<Record<string, number>>,
): SlipSelection[] {
  return selections.map((entry) => {
    const next = odds[entry.optionId];
    return next === undefined || next === entry.odds ? entry : { ...entry, odds: next };
  });
}

/** An option cannot be picked or bet on while suspended or once its market is not open. */
export const isOptionLocked = (market: Market, option: MarketOption) =>
  option.suspended || market.status !== 'open';
