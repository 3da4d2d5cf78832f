/**
 * Timed work of the sim (the living world, the race's end, the support agent's replies) on the sim clock.
 * Nothing here reads real time: a task runs when `runDue()` finds the clock past its time, so a manual clock
 * stepped by a script drives the world exactly as an accelerated one does. Tasks run one at a time in time
 * order (ties by the order they were scheduled), which keeps a seeded world reproducible.
 */
export type ScheduledTask = (dueAt: number) => Promise<void> | void;

interface Entry {
  at: number;
  seq: number;
  name: string;
  task: ScheduledTask;
}

export class Scheduler {
  private entries: Entry[] = [];
  private seq = 0;

  constructor(private readonly now: () => number) {}

  /** Runs `task` once the clock reaches `at`; returns a cancel function. */
  at(at: number, name: string, task: ScheduledTask): () => void {
    const entry: Entry = { at, seq: this.seq++, name, task };
    this.entries.push(entry);
    return () => {
      this.entries = this.entries.filter((other) => other !== entry);
    };
  }

  /** Runs `task` after `delayMs` of sim time. */
  after(delayMs: number, name: string, task: ScheduledTask): () => void {
    return this.at(this.now() + delayMs, name, task);
  }

  /**
   * Runs `task` every `intervalMs` (or every `intervalMs()` when it varies, e.g. a random gap). After a long
   * jump of the clock it runs once, not once per missed interval: recurring work catches up by itself where
   * it must (the world bounds its own catch-up).
   */
  every(intervalMs: number | (() => number), name: string, task: ScheduledTask): () => void {
    const gap = typeof intervalMs === 'number' ? () => intervalMs : intervalMs;
    let cancelled = false;
    let cancelCurrent: () => void = () => undefined;
    const schedule = (from: number) => {
      cancelCurrent = this.at(from + gap(), name, async (dueAt) => {
        await task(dueAt);
        if (!cancelled) schedule(Math.max(dueAt, this.now() - gap()));
      });
    };
    schedule(this.now());
    return () => {
      cancelled = true;
      cancelCurrent();
    };
  }

  /** The names of the tasks waiting, soonest first (for tests and the debug panel). */
  pending(): { name: string; at: number }[] {
    return [...this.entries].sort(byTime).map(({ name, at }) => ({ name, at }));
  }

  /**
   * Runs every task whose time has come, including ones those tasks schedule for a time already past. The clock
   * is read once, at the start: what falls due while the tasks run (an accelerated clock moves on meanwhile)
   * waits for the next call, so one call always ends, however fast the clock runs.
   */
  async runDue(): Promise<number> {
    let ran = 0;
    const now = this.now();
    for (;;) {
      const due = this.entries.filter((entry) => entry.at <= now).sort(byTime)[0];
      if (!due) return ran;
      this.entries = this.entries.filter((entry) => entry !== due);
      try {
        await due.task(due.at);
      } catch (error) {
        // One failing task must not stop the world; the failure is visible in the console.
        console.error(`Scheduled task ${due.name} failed`, error);
      }
      ran += 1;
    }
  }
}

const byTime = (a: Entry, b: Entry) => a.at - b.at || a.seq - b.seq;
