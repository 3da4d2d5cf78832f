import type { ScenarioFile } from '@contract/scenario';

/** Saves a scenario file as `<name>.json` through the browser's download. */
export function downloadScenario(file: ScenarioFile): void {
  const blob = new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${file.name}.json`;
  link.click();
  // The download has its copy once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
