/**
 * Test doubles for the feed's client: the shared fake transport behind the real api() (its realtime side
 * records the handlers so a test can emit events), stores reset to a signed-in player with the race plugin,
 * event and answer builders, and a render helper with a memory router.
 */
import {
  PUBLIC_CHANNEL,
  type FeedRealtimePayloads,
  type FeedUser,
  type LatestWinItem,
  type LeaderboardAnswer,
  type Licence,
  type LiveGameEvent,
  type RaceEntry,
} from '@contract/index';
import { setTransport } from '../../../src/app/api/api';
import { useWallet } from '../../../src/app/features/wallet/wallet-store';
import { useAppStore } from '../../../src/app/stores/app-store';
import { useConnectionStore } from '../../../src/app/realtime';
import { useLiveFeed } from '../../../src/app/features/feed/live/live-feed-store';
import { useWinsTicker } from '../../../src/app/features/feed/ticker/wins-ticker-store';
import { useRace } from '../../../src/app/features/feed/race/race-store';
import { makeUser } from '../auth/fakes/user';
import { currency, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

export { renderAt, signOut } from '../fakes/app';

const fake = createFakeTransport();
export const { transport, requestHandlers } = fake;

/** Delivers a public event to every handler bound to it. */
export function emit<E extends keyof FeedRealtimePayloads>(event: E, payload: FeedRealtimePayloads[E]): void {
  fake.emit(PUBLIC_CHANNEL, event, payload);
}

/** Answers POST /api/data/latestGames: `rows` for the liveChannel lists, `wins` for all_wins. */
export function answerLatest(rows: () => LiveGameEvent[], wins: () => LatestWinItem[] = () => []): void {
  requestHandlers.set('POST /api/data/latestGames', (body) =>
    (body as { type: string }).type === 'all_wins' ? wins() : rows(),
  );
}

/** The bodies of every call of one path, in order. */
export const bodiesOf = fake.requestsTo;

export const LICENCE: Licence = { enabledFeatures: [], plugins: ['race'], pluginSettings: {} };

export const ME = makeUser({ _id: 'me', name: 'alice' });

export function resetAll(): void {
  setTransport(transport);
  fake.reset();
  useConnectionStore.setState({ events: 'connected' });
  setSession(ME);
  useWallet.setState({
    currencies: [
      currency('btc', 8, { balance: { real: 0, demo: 0 }, price: 60_000, priceEur: 60_000 }),
      currency('usdt', 2, { balance: { real: 0, demo: 0 } }),
    ],
    bonuses: [],
  });
  useAppStore.setState({ licence: LICENCE, liveChannel: 'all', liveFeedEntries: 10, unit: 'btc' });
  useLiveFeed.setState({ key: '', status: 'idle', rows: [], message: null });
  useWinsTicker.setState({ status: 'idle', items: [] });
  useRace.setState({ status: 'idle', board: null, message: null });
}

export const user = (id: string, name = id, patch: Partial<FeedUser> = {}): FeedUser => ({
  _id: id,
  name,
  avatar: '',
  private_bets: false,
  ...patch,
});

let betCounter = 0;
/** A live game event: a $1 keno round of `who` unless told otherwise. */
export function liveEvent(
  who: FeedUser,
  game: Partial<LiveGameEvent['game']> = {},
  delay = 0,
): LiveGameEvent {
  betCounter += 1;
  return {
    user: who,
    game: {
      _id: `bet-${betCounter}`,
      game: 'keno',
      currency: 'usdt',
      demo: false,
      wager: 1,
      splitTotal: 1,
      multiplier: 0,
      status: 'lose',
      profit: 0,
      profit_usd_converted: 0,
      bet_usd_converted: 1,
      type: 'quick',
      user: who._id,
      created_at: '2024-05-01T12:00:00.000Z',
      ...game,
    },
    metadata: { id: 'keno', name: 'Keno', image: 'data:image/svg+xml,k' },
    delay,
  };
}

export function winItem(id: string, multiplier = 2, usdProfit = 2): LatestWinItem {
  return {
    _id: id,
    game: 'limbo',
    ticker: null,
    player: 'bob',
    multiplier,
    usdProfit,
    profit: usdProfit,
    currency: 'usdt',
    image: 'data:image/svg+xml,l',
    kind: 'game',
  };
}

export const raceEntry = (place: number, who: FeedUser, wagerUsd: number, prize: number): RaceEntry => ({
  place,
  user: who,
  entry: { wager_usd: wagerUsd },
  prize,
});

/** 2024-05-01T12:00Z, a Wednesday: 4 days and 12 hours before Sunday midnight. */
export const SERVER_NOW = Date.UTC(2024, 4, 1, 12);

export function board(patch: Partial<LeaderboardAnswer> = {}): LeaderboardAnswer {
  return {
    race: {
      id: 'race-2024-04-29',
      startsAt: Date.UTC(2024, 3, 29),
      endsAt: Date.UTC(2024, 4, 6),
      pool: 100_000,
      currency: 'usdt',
    },
    entries: [raceEntry(1, user('bob'), 1500, 40_000), raceEntry(2, user('me', 'alice'), 800.5, 18_000)],
    now: SERVER_NOW,
    me: { place: 2, wager_usd: 800.5, prize: 18_000 },
    previous: null,
    ...patch,
  };
}
