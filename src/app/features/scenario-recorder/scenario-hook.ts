/**
 * The recorder on the SimTransport (its SimCallHook): every call, realtime call and control that changes the
 * world goes through one queue, one at a time, and is recorded with its answer at the sim time it ran at. The
 * recorded world's clock is frozen (SimBootOptions.frozenAt) and moved only by this hook, a second of real time
 * at a time (times the clock rate), and by the panel's clock buttons, each move a recorded step: so a replay on
 * a manual clock runs every step at the same time, after the same scheduled work, and answers the same.
 */
import type { Remote } from 'comlink';
import type { SimControlApi, SimFault, SimRequest, SimResponse, SimWhisperRequest } from '@contract/index';
import { SCENARIO_CONTROL_CALLS, type ScenarioControlCall, type ScenarioFile } from '@contract/scenario';
import { createScenarioRecording, type ScenarioRecording } from '@contract/scenario-recording';
import type { SimCallHook } from '../../transport/sim-transport';
import { takeArmedRecording, type ArmedRecording } from './armed-recording';
import { useScenarioRecorder } from './recorder-store';

/** Real ms between two moves of the recorded world's clock. */
export const RECORDER_TICK_MS = 1_000;

type Control = Remote<SimControlApi>;
type ControlMethod = (...args: unknown[]) => Promise<unknown>;

const RECORDED_CONTROLS = new Set<string>(SCENARIO_CONTROL_CALLS);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

let active: ScenarioHook | null = null;

export class ScenarioHook implements SimCallHook {
  readonly boot: { frozenAt: number };
  private recording: ScenarioRecording | null;
  private queue: Promise<unknown> = Promise.resolve();
  private tickWaiting = false;

  constructor(
    armed: ArmedRecording,
    private readonly clockRate: number,
  ) {
    this.boot = { frozenAt: armed.startMs };
    this.recording = createScenarioRecording(armed);
    useScenarioRecorder.setState({ status: 'recording', steps: 0, file: null });
  }

  /** Runs `work` after everything queued before it, then updates the panel's count. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => undefined);
    return next.finally(() => {
      if (this.recording) useScenarioRecorder.setState({ steps: this.recording.size() });
    });
  }

  request(call: SimRequest, send: () => Promise<SimResponse>): Promise<SimResponse> {
    return this.serial(async () => {
      const answer = await send();
      this.recording?.request(call, answer);
      return answer;
    });
  }

  whisper(call: SimWhisperRequest, send: () => Promise<SimResponse>): Promise<SimResponse> {
    return this.serial(async () => {
      const answer = await send();
      this.recording?.whisper(call, answer);
      return answer;
    });
  }

  /** Starts driving the clock and hands out the control the QA handle uses: recorded where it changes things. */
  attach(control: Control): Control {
    window.setInterval(() => this.tick(control), RECORDER_TICK_MS);
    const own: Partial<Record<keyof SimControlApi, unknown>> = {
      advance: (ms: number) => this.serial(() => this.advanceClock(control, ms)),
      // What an advance made due has run by the time its step is over.
      settle: () => this.serial(async () => control.settle()),
      injectFault: (fault: SimFault) =>
        this.serial(async () => {
          await control.injectFault(fault);
          this.recording?.fault(fault);
        }),
      clearFaults: () =>
        this.serial(async () => {
          await control.clearFaults();
          this.recording?.clearFaults();
        }),
    };
    const recorded =
      (call: ScenarioControlCall) =>
      (...args: unknown[]) =>
        this.serial(async () => {
          const method = (control as unknown as Record<string, ControlMethod>)[call]!;
          try {
            const value = await method(...args);
            this.recording?.control(call, args, { ok: true, value });
            return value;
          } catch (error) {
            this.recording?.control(call, args, { ok: false, error: errorText(error) });
            throw error;
          }
        });
    return new Proxy(control, {
      get: (target, name, receiver) => {
        if (typeof name === 'string' && name in own) return own[name as keyof SimControlApi];
        if (typeof name === 'string' && RECORDED_CONTROLS.has(name))
          return recorded(name as ScenarioControlCall);
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
  }

  /** A second of the world's time (at the clock's rate), unless the last one still waits in the queue. */
  private tick(control: Control): void {
    if (this.tickWaiting) return;
    this.tickWaiting = true;
    const ms = RECORDER_TICK_MS * this.clockRate;
    void this.serial(async () => {
      this.tickWaiting = false;
      await this.advanceClock(control, ms);
    }).catch(() => undefined);
  }

  /** Moves the frozen clock, runs what fell due, and records the move (its step replays both). */
  private async advanceClock(control: Control, ms: number): Promise<void> {
    await control.advance(ms);
    await control.settle();
    this.recording?.advance(ms);
  }

  /** Ends the recording (the clock keeps moving, unrecorded, so the world lives on) and gives its file. */
  stop(): Promise<ScenarioFile | null> {
    return this.serial(async () => {
      if (!this.recording) return null;
      const file = this.recording.toFile();
      this.recording = null;
      useScenarioRecorder.setState({ status: 'stopped', file });
      return file;
    });
  }
}

/** The hook for the world that boots now, when the panel armed a recording for it; null otherwise. */
export function armedScenarioHook(seed: string, clockRate: number): ScenarioHook | null {
  const armed = takeArmedRecording(seed);
  active = armed ? new ScenarioHook(armed, clockRate) : null;
  return active;
}

/** Stops the page's recording, if one runs, and resolves with its file. */
export const stopRecording = () => active?.stop() ?? Promise.resolve(null);
