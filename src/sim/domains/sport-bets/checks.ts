/**
 * The bet slip's rules about its selections against the sports world at a moment, shared by the placement
 * (refused at once) and the queue's verdict (refused later, with the stake given back). Each rule is checked
 * over every selection before the next rule, so that the first rule broken names the refusal.
 */
import { SPORT_BET, type PlaceSportBetBody } from '@contract/sport-bets';
import type { Market, MarketOption, Match } from '@contract/sports';
import type { SportsModel } from '../sports/model';
import { refusalOf, type SportBetRefusalKey } from './errors';
import type { SportBetRefusal } from '@contract/sport-bets';

export type SentSelection = PlaceSportBetBody['selections'][number];

/** A selection as the world shows it at a moment (undefined: an option the world does not know). */
export interface ReadLeg {
  sent: SentSelection;
  found: { match: Match; market: Market; option: MarketOption } | undefined;
}

export const matchIdOf = (optionId: string): string => optionId.split(':')[0] ?? '';

export const readLegs = (model: SportsModel, sent: readonly SentSelection[], at: number): ReadLeg[] =>
  sent.map((selection) => ({ sent: selection, found: model.option(selection.optionId, at) }));

/** Two selections of one option or of one match cannot be combined. */
export function combinesOneMatch(sent: readonly SentSelection[]): boolean {
  const matches = new Set(sent.map((selection) => matchIdOf(selection.optionId)));
  return matches.size < sent.length;
}

/** Betting on the match is over: it ended or was called off, or the market closed. */
const isOver = ({ found }: ReadLeg) =>
  found !== undefined &&
  (found.match.status === 'ended' || found.match.status === 'cancelled' || found.market.status === 'closed');

const isClosed = ({ found }: ReadLeg) =>
  !found || found.option.suspended || found.market.status === 'suspended';

/** What a placement refuses at `at`, or null: unknown option, too late, too early, suspended. */
export function placementRefusal(legs: readonly ReadLeg[], at: number): SportBetRefusalKey | null {
  if (legs.some((leg) => !leg.found)) return 'optionClosed';
  if (legs.some(isOver)) return 'tooLate';
  if (legs.some((leg) => leg.found!.match.startsAt - at > SPORT_BET.opensBeforeStartMs)) return 'tooEarly';
  if (legs.some(isClosed)) return 'optionClosed';
  return null;
}

/**
 * What the queue refuses at its verdict, or null: too late, closed (unknown or suspended), or odds that are
 * no longer the ones the player saw (with the odds now of each changed option, for the slip to offer).
 */
export function verdictRefusal(legs: readonly ReadLeg[]): SportBetRefusal | null {
  if (legs.some(isOver)) return refusalOf('tooLate');
  if (legs.some(isClosed)) return refusalOf('optionClosed');
  const changed = legs.filter((leg) => leg.found!.option.odds !== leg.sent.odds);
  if (changed.length === 0) return null;
  return refusalOf(
    'oddsChanged',
    Object.fromEntries(changed.map((leg) => [leg.sent.optionId, leg.found!.option.odds])),
  );
}
