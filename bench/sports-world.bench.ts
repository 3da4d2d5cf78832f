/**
 * The sports world in Node (src/sim/domains/sports): the live matches at the busiest moment of a day, the time
 * of one sim second's full pass over them (every live match's state and markets, as the sports channel reads
 * them each second), and of a categories() call (the sidebar's counts).
 */
import { createSportsModel } from '../src/sim/domains/sports/model';
import { summarise, timeEach } from './stats';

const START_MS = Date.UTC(2026, 10, 27, 12);
const DAY = 86_400_000;
const STEP = 15 * 60_000;

export async function run(): Promise<void> {
  const model = createSportsModel('bench-sports');
  const liveAt = (at: number) => model.categories(at).reduce((sum, category) => sum + category.count.live, 0);
  let busiest = START_MS;
  let most = 0;
  for (let at = START_MS; at < START_MS + DAY; at += STEP) {
    const live = liveAt(at);
    if (live > most) [busiest, most] = [at, live];
  }
  console.log(`live matches at the busiest quarter-hour of a day: ${most}`);

  const cold = await timeEach(1, async () => model.live(busiest - 1_000));
  const passes = await timeEach(300, async (index) => model.live(busiest + index * 1_000));
  const markets = model.live(busiest).reduce((sum, event) => sum + event.markets.length, 0);
  console.log(`full pass (${most} live matches, ${markets} markets): cold ${cold[0]!.toFixed(1)} ms`);
  console.log(summarise('full pass, a second apart', passes));

  const categories = await timeEach(30, async (index) => model.categories(busiest + index * 1_000), 2);
  console.log(summarise('categories()', categories));
}
