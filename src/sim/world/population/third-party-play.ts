/**
 * A crowd player's session at a third-party game (third-party.ts says when): the game drawn from the
 * catalogue's slots and scratch cards (the floor's first rows most often), the stake from the player's usual
 * stake on the game's bet steps (whales, the high rollers, between $100 and $2,000, which fills the live feed's
 * High rollers tab), now and then a bought bonus on a buy-bonuses game. A refusal (a short balance) ends the
 * round quietly, as asPlayer does for the originals.
 */
import { findCurrency } from '../../context';
import { allGames } from '../../domains/catalogue/store';
import type { CatalogueRecord } from '../../domains/catalogue/records';
import { ProviderFailure } from '../../domains/provider/methods';
import { slotDeps } from '../../domains/provider/slots/deps';
import { playInstant } from '../../domains/provider/slots/instant/play';
import { spinSlot } from '../../domains/provider/slots/machine';
import { sessionSlot } from '../../domains/provider/slots/slot-game';
import { sessionStakes } from '../../domains/provider/slots/stakes';
import { openProviderSession } from '../../domains/provider/wallet-client';
import type { ProviderSessionRecord } from '../../services/db';
import type { Crowd } from './crowd';
import { ensureFunds } from './funds';
import { MEAN_THIRD_PARTY_ROUNDS } from './third-party';
import type { BotProfile } from './profiles';
import type { WorldRandom } from './random';

const ROUND_GAP_MS: [number, number] = [2_000, 5_000];
const WHALE_STAKE_USD: [number, number] = [100, 2_000];
/** Chance that a round of a buy-bonuses game is a bought bonus. */
const BUY_CHANCE = 0.08;
/** The most played part of the catalogue: its games by priority, the first this many. */
const POPULAR = 150;
/** Free spins are played out within the round; a guard against a runaway loop. */
const MAX_SPINS_PER_ROUND = 500;

let playable: CatalogueRecord[] | null = null;

async function playableGames(): Promise<CatalogueRecord[]> {
  playable ??= (await allGames())
    .filter((game) => (game.kind === 'slot' || game.kind === 'instant') && !game.disabled)
    .sort((a, b) => b.priority - a.priority);
  return playable;
}

function drawGame(random: WorldRandom, games: CatalogueRecord[]): CatalogueRecord {
  const pool = random.chance(0.7) ? games.slice(0, POPULAR) : games;
  return random.pick(pool);
}

/** The step closest (on a log scale) to `usd` of the session's currency. */
function stakeFor(crowd: Crowd, session: ProviderSessionRecord, usd: number): number {
  const stakes = sessionStakes(crowd.ctx, session);
  const price = crowd.ctx.prices.currency(session.currency, session.createdAt)?.price ?? 1;
  const wanted = (usd / price) * 10 ** stakes.decimals;
  return stakes.steps.reduce((best, step) =>
    Math.abs(Math.log(step / wanted)) < Math.abs(Math.log(best / wanted)) ? step : best,
  );
}

async function playRound(
  crowd: Crowd,
  profile: BotProfile,
  session: ProviderSessionRecord,
  game: CatalogueRecord,
  stake: number,
): Promise<void> {
  const { ctx } = crowd;
  const decimals = findCurrency(session.currency)?.decimals ?? 8;
  const bet = stake / 10 ** decimals;
  if (game.kind === 'instant') {
    await ensureFunds(ctx, crowd.random.ids, profile, session.currency, stake);
    await playInstant(ctx, slotDeps, session, { bet });
    return;
  }
  const { game: slot, buyable } = await sessionSlot(slotDeps, session);
  const buyCost = Math.round(stake * slot.buyPrice);
  const buy = buyable && crowd.random.thirdParty.chance(BUY_CHANCE) && buyCost < stake * 200;
  await ensureFunds(ctx, crowd.random.ids, profile, session.currency, buy ? buyCost : stake);
  let answer = await spinSlot(ctx, slotDeps, session, { bet, buyBonus: buy });
  for (let spins = 0; !answer.roundFinished && spins < MAX_SPINS_PER_ROUND; spins += 1)
    answer = await spinSlot(ctx, slotDeps, session, { bet });
}

async function asCrowd(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error;
  }
}

export async function startThirdPartySession(
  crowd: Crowd,
  profile: BotProfile,
  at: number,
  done: () => void,
): Promise<void> {
  const random = crowd.random.thirdParty;
  let rounds = 0;
  let play: () => Promise<void> = () => Promise.resolve();
  try {
    const game = drawGame(random, await playableGames());
    const currency = random.pick(profile.currencies);
    const usd = profile.highRoller
      ? random.logBetween(...WHALE_STAKE_USD)
      : profile.stakeUsd * random.logBetween(0.5, 2);
    const session = await openProviderSession(crowd.ctx, {
      userId: profile.userId,
      gameId: game.id,
      currency,
      demo: false,
    });
    const stake = stakeFor(crowd, session, usd);
    rounds = random.intBetween(1, 2 * MEAN_THIRD_PARTY_ROUNDS - 1);
    const gap = random.between(...ROUND_GAP_MS);
    let index = 0;
    play = async () => {
      let more = false;
      try {
        if (crowd.rates().betsPerMinute > 0) {
          await asCrowd(() => playRound(crowd, profile, session, game, stake));
          index += 1;
          more = index < rounds;
        }
      } finally {
        if (more) crowd.at(at + index * gap, 'world:third-party-round', play);
        else done();
      }
    };
  } catch (error) {
    done();
    throw error;
  }
  await play();
}
