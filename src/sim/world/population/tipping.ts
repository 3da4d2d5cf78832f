/**
 * The crowd tips: at the rates' tips per hour an online player sends another (chatty ones get more) a small
 * tip, $0.50 to $10, through the chat domain's tip (a ledger transfer, as for anyone), and the lucky one
 * often says thanks a few seconds later.
 */
import { perHour, asPlayer, type Crowd } from './crowd';
import { lineOf } from './lines';
import { PoissonProcess } from './process';
import { niceAmountMinor } from './stakes';
import { CASINO_ROOM, type Voices } from './voices';

const THANKS_CHANCE = 0.6;
const TIP_USD: [number, number] = [0.5, 10];

export function tipProcess(crowd: Crowd, voices: Voices): PoissonProcess {
  const random = crowd.random.tips;

  async function tip(at: number): Promise<void> {
    const giver = crowd.online.pick(random, (profile) => profile.activity);
    const receiver =
      giver && crowd.online.pick(random, (profile) => profile.chattiness, new Set([giver.userId]));
    if (!giver || !receiver) return;
    const currency = giver.currencies[0]!;
    const amount = niceAmountMinor(crowd.ctx.prices.currency(currency), random.logBetween(...TIP_USD));
    const balance = await crowd.ctx.ledger.balance(giver.userId, currency, 'real');
    // A tip never takes more than a third of what the giver holds.
    if (amount === null || (balance?.amount ?? 0) < amount * 3) return;
    const sent = await asPlayer(() =>
      crowd.chat.tip(crowd.ctx, giver.userId, receiver.name, amount, currency),
    );
    if (sent === null || !random.chance(THANKS_CHANCE)) return;
    const text = lineOf(random, 'thanks', { name: giver.name });
    crowd.at(at + random.between(3_000, 10_000), 'world:thanks', () =>
      voices.say(receiver, CASINO_ROOM, text),
    );
  }

  return new PoissonProcess({
    name: 'world:tip',
    scheduler: crowd.ctx.scheduler,
    now: () => crowd.ctx.clock.now(),
    random,
    rate: () => perHour(crowd.rates().tipsPerHour),
    act: tip,
  });
}
