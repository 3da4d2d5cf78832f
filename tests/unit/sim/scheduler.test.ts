import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/sim/services/scheduler';
import { createManualClock } from '../../../src/sim';

/** A clock that moves on by `stepMs` every time it is read, as an extreme rate looks to a task that awaits. */
function runawayClock(startMs: number, stepMs: number) {
  let now = startMs;
  return () => (now += stepMs);
}

describe('scheduler', () => {
  it('runs due tasks in time order, ties in scheduling order, and nothing early', async () => {
    const clock = createManualClock(1_000);
    const scheduler = new Scheduler(() => clock.now());
    const ran: string[] = [];
    scheduler.at(3_000, 'c', () => void ran.push('c'));
    scheduler.at(2_000, 'a', () => void ran.push('a'));
    scheduler.at(2_000, 'b', () => void ran.push('b'));
    expect(await scheduler.runDue()).toBe(0);
    clock.advance(1_000);
    expect(await scheduler.runDue()).toBe(2);
    expect(ran).toEqual(['a', 'b']);
    clock.advance(5_000);
    await scheduler.runDue();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(scheduler.pending()).toEqual([]);
  });

  it('repeats every interval, runs once after a long jump, and stops when cancelled', async () => {
    const clock = createManualClock(0);
    const scheduler = new Scheduler(() => clock.now());
    const runs: number[] = [];
    const cancel = scheduler.every(1_000, 'tick', (dueAt) => void runs.push(dueAt));
    clock.advance(3_000);
    await scheduler.runDue();
    expect(runs.length).toBeLessThanOrEqual(2);
    expect(runs[0]).toBe(1_000);
    const before = runs.length;
    clock.advance(1_000);
    await scheduler.runDue();
    expect(runs.length).toBe(before + 1);
    cancel();
    clock.advance(10_000);
    await scheduler.runDue();
    expect(runs.length).toBe(before + 1);
  });

  it('keeps going when one task throws', async () => {
    const clock = createManualClock(0);
    const scheduler = new Scheduler(() => clock.now());
    const ran: string[] = [];
    const quiet = console.error;
    console.error = () => undefined;
    scheduler.at(1, 'bad', () => {
      throw new Error('boom');
    });
    scheduler.at(2, 'good', () => void ran.push('good'));
    clock.advance(5);
    await scheduler.runDue();
    console.error = quiet;
    expect(ran).toEqual(['good']);
  });

  it('reads the clock once per call, so a clock that runs away cannot keep one call going', async () => {
    const now = runawayClock(0, 1_000);
    const scheduler = new Scheduler(now);
    let runs = 0;
    scheduler.every(1_000, 'tick', () => {
      runs += 1;
      // A task reads the clock too (as the world's do): each read moves it on by more than a tick.
      now();
      if (runs > 1_000) throw new Error('runDue is chasing the clock');
    });
    const ran = await Promise.race([
      scheduler.runDue(),
      new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 2_000)),
    ]);
    expect(ran).toBe(1);
    expect(scheduler.pending()).toHaveLength(1);
  });

  it('still runs, in the same call, what a task schedules for a time already past', async () => {
    const clock = createManualClock(0);
    const scheduler = new Scheduler(() => clock.now());
    const ran: string[] = [];
    scheduler.at(1_000, 'first', () => {
      ran.push('first');
      scheduler.at(500, 'late', () => void ran.push('late'));
      clock.advance(5_000);
      scheduler.at(3_000, 'during', () => void ran.push('during'));
    });
    clock.advance(2_000);
    expect(await scheduler.runDue()).toBe(2);
    expect(ran).toEqual(['first', 'late']);
    expect(await scheduler.runDue()).toBe(1);
    expect(ran).toEqual(['first', 'late', 'during']);
  });
});
