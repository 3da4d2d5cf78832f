import { create } from 'zustand';
import type { ScenarioFile } from '@contract/scenario';

/** The page's recording, as the demo panel shows it: off, recording (steps so far), or stopped (the file). */
export interface RecorderState {
  status: 'off' | 'recording' | 'stopped';
  steps: number;
  file: ScenarioFile | null;
}

export const useScenarioRecorder = create<RecorderState>(() => ({ status: 'off', steps: 0, file: null }));
