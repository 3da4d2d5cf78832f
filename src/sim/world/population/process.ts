/**
 * A recurring activity of the crowd on the sim clock: a Poisson process (exponential gaps around a rate that
 * may change at any time), run by the sim's scheduler, so it moves only when the clock does.
 *
 * Catch-up is bounded: when the clock jumps far ahead (a scenario advancing a day), the process acts for at
 * most the last CATCH_UP_MS of the jump, not for all of it. A day's jump therefore costs a few minutes of
 * activity, stamped with the clock's time now, instead of tens of thousands of rounds.
 */
import type { Scheduler } from '../../services/scheduler';
import type { WorldRandom } from './random';

/** How much of a long jump of the clock the crowd lives through (the last five minutes of it). */
export const CATCH_UP_MS = 5 * 60_000;

export interface ProcessOptions {
  name: string;
  scheduler: Scheduler;
  now: () => number;
  random: WorldRandom;
  /** Events per millisecond now; 0 pauses the process. */
  rate: () => number;
  /** One event; `at` is its time on the process's timeline (earlier than now during a catch-up). */
  act: (at: number) => Promise<void> | void;
}

export class PoissonProcess {
  private cancel: (() => void) | null = null;
  /** Bumped by every restart and stop, so that a run of an older timeline does not schedule its next. */
  private generation = 0;

  constructor(private readonly options: ProcessOptions) {}

  /** (Re)starts the timeline from now: a rate change takes effect at once (the process is memoryless). */
  restart(): void {
    this.stop();
    this.scheduleAfter(this.options.now());
  }

  stop(): void {
    this.generation += 1;
    this.cancel?.();
    this.cancel = null;
  }

  private scheduleAfter(from: number): void {
    const rate = this.options.rate();
    if (!(rate > 0)) return;
    const generation = this.generation;
    const at = from + this.options.random.exponential(1 / rate);
    this.cancel = this.options.scheduler.at(at, this.options.name, async (dueAt) => {
      this.cancel = null;
      try {
        await this.options.act(dueAt);
      } finally {
        // Even after a failed act the process goes on (the scheduler reports the failure).
        if (generation === this.generation) {
          this.scheduleAfter(Math.max(dueAt, this.options.now() - CATCH_UP_MS));
        }
      }
    });
  }
}
