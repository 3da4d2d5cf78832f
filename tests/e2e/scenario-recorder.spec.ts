/**
 * The demo panel's scenario recorder: record a session in a fresh world (a round of limbo), download it as a
 * scenario file, and replay the file in the page against a fresh world of its own: every answer the same.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parseScenarioFile } from '../../src/contract/scenario';
import { controls, playButton, roundResult } from './game-rounds';
import { DEMO, expectSignedIn, openHome, signIn } from './helpers';

/** Opens the demo panel on its Scenarios page. */
async function openScenarios(page: Page) {
  await page.getByRole('button', { name: 'Sim controls' }).click();
  const panel = page.getByRole('dialog', { name: 'Sim controls' });
  await panel.getByRole('tab', { name: 'Scenarios' }).click();
  return panel;
}

// The recorder hooks the calls on their way to the page's own sim, so it is in sim builds only (@sim-only).
test('a recorded round downloads as a scenario that replays with the same answers @sim-only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openHome(page, '/casino/game/limbo');

  // Record reloads the page into a fresh world of its own seed and records from its first call.
  let panel = await openScenarios(page);
  await panel.getByRole('button', { name: 'Record', exact: true }).click();
  await page.waitForURL(/seed=rec-/);
  await expect(page.getByRole('banner')).toBeVisible();

  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  await controls(page).getByLabel('Bet amount').fill('0.0001');
  await expect(playButton(page)).toBeEnabled();
  await playButton(page).click();
  await expect(roundResult(page)).toBeVisible();

  panel = await openScenarios(page);
  await expect(panel.getByText(/Recording: \d+ steps/)).toBeVisible();
  await panel.getByRole('button', { name: 'Stop' }).click();
  await expect(panel.getByText(/^Recorded \d+ steps\./)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download' }).click(),
  ]);
  const path = await download.path();
  const file = parseScenarioFile(await readFile(path, 'utf8'));
  expect(file.seed).toMatch(/^rec-/);
  const plays = file.steps.filter((step) => step.kind === 'whisper' && step.event === 'Play');
  expect(plays).toHaveLength(1);
  expect(plays[0]).toMatchObject({ as: 'session-1', answer: { status: 200 } });
  expect(file.steps.some((step) => step.kind === 'request' && step.path === '/auth/login')).toBe(true);

  await panel.getByLabel('Scenario file (.json)').setInputFiles(path);
  await expect(panel.getByRole('status').filter({ hasText: /^(Passed|Failed)/ })).toHaveText(
    `Passed: all ${file.steps.length} steps answered as recorded.`,
    { timeout: 60_000 },
  );
});
