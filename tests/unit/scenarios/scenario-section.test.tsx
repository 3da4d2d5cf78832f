// @vitest-environment jsdom
/**
 * The demo panel's Scenarios page: Record arms a fresh world, a stopped recording downloads and replays, and a
 * chosen file's replay lists each step's verdict with the differences of those that differ.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ScenarioFile } from '@contract/scenario';
import type { ReplayReport, StepOutcome } from '@contract/scenario-replay';

const armRecording = vi.hoisted(() => vi.fn());
const replayInPage = vi.hoisted(() => vi.fn());
const downloadScenario = vi.hoisted(() => vi.fn());
vi.mock('../../../src/app/features/scenario-recorder/armed-recording', () => ({ armRecording }));
vi.mock('../../../src/app/features/scenario-recorder/replay-in-page', () => ({ replayInPage }));
vi.mock('../../../src/app/features/scenario-recorder/download', () => ({ downloadScenario }));
vi.mock('../../../src/app/api/api', () => ({
  getTransport: () => ({ config: { kind: 'sim', world: false } }),
}));

const { ScenarioSection } = await import('../../../src/app/features/scenario-recorder/ScenarioSection');
const { useScenarioRecorder } = await import('../../../src/app/features/scenario-recorder/recorder-store');

const FILE: ScenarioFile = {
  version: 1,
  name: 'recording-1',
  seed: 'rec-1',
  startMs: 0,
  world: false,
  steps: [
    { kind: 'advance', at: 0, ms: 1_000 },
    { kind: 'request', at: 1_000, method: 'GET', path: '/api/user', as: null, answer: { status: 401 } },
  ],
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useScenarioRecorder.setState({ status: 'off', steps: 0, file: null });
});

describe('the Scenarios page', () => {
  it('arms a recording in a fresh world, keeping the crowd as the page has it', () => {
    render(<ScenarioSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(armRecording).toHaveBeenCalledWith(false);
  });

  it('downloads a stopped recording and lists its replay, with the differences', async () => {
    useScenarioRecorder.setState({ status: 'stopped', steps: 2, file: FILE });
    const outcomes: StepOutcome[] = [
      { index: 0, label: 'advance 1000 ms', ok: true, differences: [] },
      {
        index: 1,
        label: 'GET /api/user',
        ok: false,
        differences: [{ path: 'status', kind: 'changed', expected: 401, actual: 200 }],
      },
    ];
    replayInPage.mockImplementation(async (_: ScenarioFile, onStep: (outcome: StepOutcome) => void) => {
      outcomes.forEach(onStep);
      return { name: FILE.name, seed: FILE.seed, passed: false, steps: outcomes } satisfies ReplayReport;
    });
    render(<ScenarioSection />);
    expect(screen.getByText('Recorded 2 steps.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloadScenario).toHaveBeenCalledWith(FILE);

    fireEvent.click(screen.getByRole('button', { name: 'Replay this recording' }));
    expect(await screen.findByText('Failed: 1 of 2 steps answered differently.')).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Replayed steps' });
    expect(steps.textContent).toContain('- status: 401');
    expect(steps.textContent).toContain('+ status: 200');
  });

  it('says why a chosen file is not a scenario', async () => {
    render(<ScenarioSection />);
    const input = screen.getByLabelText('Scenario file (.json)');
    // jsdom's File has no text(); the browser's does.
    const file = Object.assign(new File([], 'bad.json'), { text: async () => '{"version": 9}' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Not a scenario file \(version 1\)/);
    expect(replayInPage).not.toHaveBeenCalled();
  });
});
