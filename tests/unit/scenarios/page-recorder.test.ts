// @vitest-environment jsdom
/**
 * The page's recorder on the SimTransport: calls and controls go through one queue in the order they were made,
 * the frozen clock moves a second per second of real time (times the rate), and Stop gives the file.
 */
import type { Remote } from 'comlink';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SimControlApi, SimResponse } from '@contract/index';
import { ARMED_KEY, type ArmedRecording } from '../../../src/app/features/scenario-recorder/armed-recording';
import { useScenarioRecorder } from '../../../src/app/features/scenario-recorder/recorder-store';
import {
  RECORDER_TICK_MS,
  armedScenarioHook,
  stopRecording,
} from '../../../src/app/features/scenario-recorder/scenario-hook';

const ARMED: ArmedRecording = {
  name: 'recording-1',
  seed: 'rec-1',
  startMs: 1_700_000_000_000,
  world: false,
};

function fakeControl() {
  const calls: string[] = [];
  const control = {
    advance: vi.fn(async (ms: number) => void calls.push(`advance ${ms}`)),
    settle: vi.fn(async () => undefined),
    injectFault: vi.fn(async () => void calls.push('fault')),
    clearFaults: vi.fn(async () => undefined),
    sendToAddress: vi.fn(async () => ({ txid: 'tx-1' })),
    now: vi.fn(async () => 0),
  };
  return { control: control as unknown as Remote<SimControlApi>, raw: control, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the armed recording', () => {
  it('belongs to the world it was armed for, once', () => {
    sessionStorage.setItem(ARMED_KEY, JSON.stringify(ARMED));
    expect(armedScenarioHook('another-seed', 1)).toBeNull();
    sessionStorage.setItem(ARMED_KEY, JSON.stringify(ARMED));
    expect(armedScenarioHook('rec-1', 1)?.boot).toEqual({ frozenAt: ARMED.startMs });
    expect(armedScenarioHook('rec-1', 1)).toBeNull();
  });
});

describe('the recorder', () => {
  it('records calls, controls and clock moves in the order made, each at its sim time', async () => {
    sessionStorage.setItem(ARMED_KEY, JSON.stringify(ARMED));
    const hook = armedScenarioHook('rec-1', 60)!;
    const { control, calls } = fakeControl();
    const recorded = hook.attach(control);
    expect(useScenarioRecorder.getState().status).toBe('recording');

    let answer!: (response: SimResponse) => void;
    const slow = new Promise<SimResponse>((resolve) => (answer = resolve));
    const request = hook.request({ method: 'GET', path: '/api/user', token: 'tok-1' }, () => slow);
    // Made while the request is still out: it waits its turn.
    const fault = recorded.injectFault({ type: 'sessionExpired' });
    await Promise.resolve();
    expect(calls).toEqual([]);
    answer({ status: 200, body: { token: 'tok-1' } });
    await request;
    await fault;
    expect(calls).toEqual(['fault']);

    await vi.advanceTimersByTimeAsync(RECORDER_TICK_MS);
    expect(calls).toEqual(['fault', `advance ${60 * RECORDER_TICK_MS}`]);
    await expect(
      recorded.sendToAddress({ currency: 'btc', chain: 'bitcoin', address: 'a', amount: '1' }),
    ).resolves.toEqual({
      txid: 'tx-1',
    });
    // Reads pass straight through, unrecorded.
    await recorded.now();

    const file = (await stopRecording())!;
    expect(useScenarioRecorder.getState()).toMatchObject({ status: 'stopped', file });
    expect(file.steps.map((step) => [step.kind, step.at - ARMED.startMs])).toEqual([
      ['request', 0],
      ['fault', 0],
      ['advance', 0],
      ['control', 60_000],
    ]);
    expect(file.steps[0]).toMatchObject({
      as: 'session-1',
      answer: { body: { token: '<token:session-1>' } },
    });

    // After Stop the clock keeps moving, unrecorded.
    await vi.advanceTimersByTimeAsync(RECORDER_TICK_MS);
    expect(calls.filter((call) => call.startsWith('advance'))).toHaveLength(2);
    await expect(stopRecording()).resolves.toBeNull();
    expect(useScenarioRecorder.getState().file).toBe(file);
  });
});
