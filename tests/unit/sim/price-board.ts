/** A price board as createSim builds one (src/sim/index.ts), for tests of the walk without a whole world. */
import { CURRENCIES } from '../../../src/sim/context';
import { createManualClock } from '../../../src/sim/services/clock';
import { createPriceBoard, type Anchor } from '../../../src/sim/services/prices';
import { createStream } from '../../../src/sim/services/rng';

/** The board of a world of `seed` first started at `startedAt`, its clock standing there. */
export const testPriceBoard = (seed: string, startedAt: number) =>
  createPriceBoard({
    anchors: CURRENCIES as readonly Anchor[],
    keyOf: (walk) => createStream(seed, `prices:${walk}`).int(2 ** 32),
    startedAt,
    clock: createManualClock(startedAt),
  });
