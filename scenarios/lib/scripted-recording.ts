/**
 * Records a scenario file from a script: each call goes to a fresh Node world and into the recording, exactly
 * as the demo panel's recorder takes them from the page (src/app/features/scenario-recorder).
 */
import type { SimFault, SimRequest, SimResponse, SimWhisperRequest } from '@contract/index';
import type { ScenarioControlCall, ScenarioFile } from '@contract/scenario';
import { createScenarioRecording, type ScenarioRecordingMeta } from '@contract/scenario-recording';
import type { Sim } from '../../src/sim';
import { openScenarioWorld } from './sim-target';

export interface ScriptedRecorder {
  /** The world, for reads that are not part of the story (the outbox); they are not recorded. */
  sim: Sim;
  request(request: SimRequest, note?: string): Promise<SimResponse>;
  whisper(request: SimWhisperRequest, note?: string): Promise<SimResponse>;
  advance(ms: number, note?: string): Promise<void>;
  fault(fault: SimFault): Promise<void>;
  clearFaults(): Promise<void>;
  control<T>(call: ScenarioControlCall, ...args: unknown[]): Promise<T>;
}

export async function recordScripted(
  meta: ScenarioRecordingMeta,
  story: (recorder: ScriptedRecorder) => Promise<void>,
): Promise<ScenarioFile> {
  const world = await openScenarioWorld(meta);
  const recording = createScenarioRecording(meta);
  const { target } = world;
  const recorder: ScriptedRecorder = {
    sim: world.sim,
    async request(request, note) {
      const answer = await target.request(request);
      recording.request(request, answer, note);
      return answer;
    },
    async whisper(request, note) {
      const answer = await target.whisper(request);
      recording.whisper(request, answer, note);
      return answer;
    },
    async advance(ms, note) {
      await target.advance(ms);
      recording.advance(ms, note);
    },
    async fault(fault) {
      await target.injectFault(fault);
      recording.fault(fault);
    },
    async clearFaults() {
      await target.clearFaults();
      recording.clearFaults();
    },
    async control<T>(call: ScenarioControlCall, ...args: unknown[]) {
      try {
        const value = await target.control(call, args);
        recording.control(call, args, { ok: true, value });
        return value as T;
      } catch (error) {
        recording.control(call, args, {
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        });
        throw error;
      }
    },
  };
  try {
    await story(recorder);
    return recording.toFile();
  } finally {
    await world.close();
  }
}
