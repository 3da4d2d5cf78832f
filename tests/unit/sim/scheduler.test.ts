import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/sim/services/scheduler';
import { createManualClock } from '../../../src/sim';

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
});
