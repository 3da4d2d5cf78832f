/**
 * The crowd plays: sessions of a few rounds of one game at one stake, started at the rates' bets per minute
 * (divided by the mean session length), each round a real Play through the games domain (playGame, and for
 * mines Turn and Finish to cash out). So every crowd bet is stored, provably fair, in the bet lists and the
 * live feed exactly like a person's. Now and then a player changes client seed, which reveals the server
 * seed of their past bets: those can then be verified from the bet overview.
 */
import { fromMinor } from '@contract/index';
import { findCurrency } from '../../context';
import { playGame } from '../../domains/games';
import { changeClientSeed } from '../../domains/games/seeds';
import { finishGame, takeTurn } from '../../domains/games/turns';
import { asPlayer, perMinute, type Crowd } from './crowd';
import { PLAY_DATA, minesTiles } from './plays';
import { ensureFunds } from './funds';
import { PoissonProcess } from './process';
import type { BotProfile, CrowdGame } from './profiles';
import { wagerMinor } from './stakes';

/** Rounds per session: 1 to 7, 4 on average. */
const MEAN_SESSION_ROUNDS = 4;
const ROUND_GAP_MS: [number, number] = [1_500, 4_500];
/** Chance, after a round, that the player changes client seed (revealing the old server seed). */
const SEED_CHANGE_CHANCE = 1 / 40;

interface Session {
  profile: BotProfile;
  game: CrowdGame;
  currency: string;
  wager: number;
}

/** A profile's favourite (the first of a list) by weight 3, 2, 1. */
const favourite = <T>(crowd: Crowd, items: readonly T[]) =>
  crowd.random.bets.weighted(items, (item) => 3 - Math.min(2, items.indexOf(item)));

/**
 * Before a round: a round left open (a reload in the middle of one) is cashed out, and the player is topped up
 * when the stake no longer fits. Both are read in one transaction (the balance again after a cash out).
 */
async function readyToPlay(crowd: Crowd, session: Session): Promise<void> {
  const { ctx } = crowd;
  const { profile, currency, wager } = session;
  const [open, balance] = await ctx.db.transaction('r', ctx.db.openGames, ctx.db.balances, () =>
    Promise.all([ctx.db.openGames.get(profile.userId), ctx.ledger.balance(profile.userId, currency, 'real')]),
  );
  if (open) await asPlayer(() => finishGame(ctx, profile.userId, { id: open.betId }));
  await ensureFunds(
    ctx,
    crowd.random.ids,
    profile,
    currency,
    wager,
    open ? undefined : (balance?.amount ?? 0),
  );
}

async function playMines(crowd: Crowd, userId: string, betId: string): Promise<void> {
  for (const tile of minesTiles(crowd.random.bets)) {
    const step = await asPlayer(() => takeTurn(crowd.ctx, userId, { id: betId, data: { tile } }));
    if (!step || step.type !== 'continue') return;
  }
  await asPlayer(() => finishGame(crowd.ctx, userId, { id: betId }));
}

async function playRound(crowd: Crowd, session: Session): Promise<void> {
  const { ctx } = crowd;
  const { profile, game, currency, wager } = session;
  const decimals = findCurrency(currency)!.decimals;
  await readyToPlay(crowd, session);
  const data = PLAY_DATA[game](crowd.random.bets, wager, decimals);
  const request = {
    api_id: game,
    bet: fromMinor(wager, decimals),
    currency,
    demo: false,
    quick: false,
    data,
  };
  const answer = await asPlayer(() => playGame(ctx, profile.userId, request));
  if (!answer) return;
  if (answer.type === 'extended' && game === 'mines') await playMines(crowd, profile.userId, answer.id);
  if (crowd.random.bets.chance(SEED_CHANGE_CHANCE)) {
    const user = await ctx.db.users.get(profile.userId);
    const clientSeed = crowd.random.bets.token(16);
    await asPlayer(() => changeClientSeed(ctx, profile.userId, user?.client_seed ?? null, clientSeed));
  }
}

export function bettingProcess(crowd: Crowd): PoissonProcess {
  const random = crowd.random.bets;
  const playing = new Set<string>();

  async function startSession(at: number): Promise<void> {
    const profile = crowd.online.pick(random, (candidate) => candidate.activity, playing);
    if (!profile) return;
    const currency = favourite(crowd, profile.currencies);
    const wager = wagerMinor(
      crowd.ctx.prices.currency(currency),
      profile.stakeUsd * random.logBetween(0.5, 2),
    );
    if (wager === null) return;
    const session: Session = { profile, game: favourite(crowd, profile.games), currency, wager };
    const rounds = random.intBetween(1, 2 * MEAN_SESSION_ROUNDS - 1);
    const gap = random.between(...ROUND_GAP_MS);
    playing.add(profile.userId);
    const round = async (index: number) => {
      let more = false;
      try {
        if (crowd.rates().betsPerMinute > 0) {
          await playRound(crowd, session);
          more = index + 1 < rounds;
        }
      } finally {
        if (more) crowd.at(at + (index + 1) * gap, 'world:bet', () => round(index + 1));
        else playing.delete(profile.userId);
      }
    };
    await round(0);
  }

  return new PoissonProcess({
    name: 'world:session',
    scheduler: crowd.ctx.scheduler,
    now: () => crowd.ctx.clock.now(),
    random,
    rate: () => perMinute(crowd.rates().betsPerMinute / MEAN_SESSION_ROUNDS),
    act: startSession,
  });
}
