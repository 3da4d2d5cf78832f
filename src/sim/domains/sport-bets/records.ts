/** The bet slip's stored records as the wire shows them (sport-bets.ts): money as decimals of the currency. */
import { fromMinor } from '@contract/index';
import { SPORT_BET_STATUS, multiOdds, type QueuedSportBet, type SportBet } from '@contract/sport-bets';
import type { SportBetQueueRecord, SportBetRecord } from '../../services/db';
import { decimalsOf } from '../games/records';
import type { ReadLeg } from './checks';

export function sportBetOf(record: SportBetRecord): SportBet {
  const { userId: _owner, matchIds: _matches, stake, payout, ...shown } = record;
  const decimals = decimalsOf(record.currency);
  return { ...shown, stake: fromMinor(stake, decimals), payout: fromMinor(payout, decimals) };
}

export function queuedOf(entry: SportBetQueueRecord, bet?: SportBetRecord): QueuedSportBet {
  return {
    queueId: entry.queueId,
    status: entry.status,
    decidesAt: entry.decidesAt,
    ...(bet && { bet: sportBetOf(bet) }),
    ...(entry.error && { error: entry.error }),
  };
}

/** The bet a queue entry becomes once accepted, on the legs as the world showed them (its id is the entry's). */
export function acceptedBet(entry: SportBetQueueRecord, legs: readonly ReadLeg[]): SportBetRecord {
  const selections = legs.map(({ sent, found }) => {
    const { match, market, option } = found!;
    return {
      optionId: sent.optionId,
      matchId: match.id,
      sportId: match.sportId,
      matchName: `${match.home.name} v ${match.away.name}`,
      marketName: market.name,
      optionName: option.name,
      odds: sent.odds,
      startsAt: match.startsAt,
      status: SPORT_BET_STATUS.pending,
    };
  });
  return {
    _id: entry.queueId,
    userId: entry.userId,
    kind: entry.kind,
    selections,
    odds: multiOdds(selections.map((selection) => selection.odds)),
    stake: entry.stake,
    currency: entry.currency,
    demo: entry.demo,
    status: SPORT_BET_STATUS.pending,
    payout: 0,
    stakeUsd: entry.stakeUsd,
    createdAt: entry.createdAt,
    settledAt: null,
    matchIds: [...new Set(selections.map((selection) => selection.matchId))],
  };
}
