import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { e2eMode, expect, test } from './fixtures';
import type { Match } from '../../src/contract/sports';
import { advance, openHome, simNow } from './helpers';

const SEED = 'sport-widget-e2e';

interface LiveMatchWithNextScore {
  match: Match;
  /** Sim time of the match's next score, and the match just after it. */
  nextAt: number;
  later: Match;
}

/** A sport's match in play at `at` with a score still to come (worked out by the sim's own model, in Node). */
function liveMatchWithNextScore(at: number, matchId?: string): LiveMatchWithNextScore {
  const output = execFileSync(
    process.execPath,
    [
      join('node_modules', 'tsx', 'dist', 'cli.mjs'),
      join('tests', 'e2e', 'live-match-cli.ts'),
      SEED,
      String(at),
      ...(matchId === undefined ? [] : [matchId]),
    ],
    { encoding: 'utf8' },
  );
  const found = JSON.parse(output) as LiveMatchWithNextScore | null;
  if (!found) throw new Error('no live match with a score to come');
  return found;
}

const scoreText = (match: Match) => `${match.score.home} – ${match.score.away}`;

const widget = (page: Page) => page.getByRole('dialog', { name: 'Live match' });

/** The QA world this test made on the host (HTTP mode), closed after it. */
let seededWorld: string | null = null;

test.afterEach(async ({ page }) => {
  if (seededWorld) await page.request.delete(`/__sim/worlds/${seededWorld}`).catch(() => undefined);
  seededWorld = null;
});

/**
 * Opens the site in a world of SEED, the seed live-match-cli.ts works the match out for. A sim build takes it
 * from the link. An HTTP build never lets a link change its backend, so its world is the one the host makes
 * for this test: a QA world of SEED, whose cookie replaces that of the fixture's world (seed 'demo').
 */
async function openSeededWorld(page: Page) {
  if (e2eMode() === 'sim') return openHome(page, `/?transport=sim&seed=${SEED}`);
  const created = await page.request.post('/__sim/worlds', { data: { seed: SEED } });
  if (!created.ok()) throw new Error(`No QA world: ${created.status()} ${await created.text()}`);
  seededWorld = ((await created.json()) as { world: string }).world;
  return openHome(page);
}

test('a live match opens in the floating widget, which drags, shows the score as it changes, and is a panel at 390 px', async ({
  page,
}) => {
  await openSeededWorld(page);
  const { match } = liveMatchWithNextScore(await simNow(page));

  // The match's page, then its stream in the widget.
  await page.goto(`/sport/event/${match.id}`);
  await page.getByRole('button', { name: 'Watch live' }).click();
  const live = widget(page);
  // The score the model gives at the page's sim time (the clock runs on while the page loads).
  await expect(async () => {
    const { match: now } = liveMatchWithNextScore(await simNow(page), String(match.id));
    await expect(live.getByTestId('live-score')).toHaveText(scoreText(now), { timeout: 1_000 });
  }).toPass();
  await expect(live).toContainText(match.home.name);
  await expect(live.getByRole('table')).toBeVisible();

  // Dragged by its title bar; it stays where it was dropped after a reload, and inside the viewport.
  const bar = live.getByRole('group', { name: /Move the live match window/ });
  const before = (await live.boundingBox())!;
  const grip = (await bar.boundingBox())!;
  const from = { x: grip.x + 30, y: grip.y + grip.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x - 400, from.y - 180, { steps: 8 });
  await page.mouse.up();
  const after = (await live.boundingBox())!;
  expect(Math.round(after.x - before.x)).toBe(-400);
  expect(Math.round(after.y - before.y)).toBe(-180);

  // The next score arrives over the sports channel. Asked now: the page's clock ran on while the widget moved.
  const { nextAt, later } = liveMatchWithNextScore(await simNow(page), String(match.id));
  await advance(page, nextAt - (await simNow(page)) + 1_000);
  await expect(live.getByTestId('live-score')).toHaveText(scoreText(later));

  await live.press('Escape');
  await expect(live).toHaveCount(0);
  // /sport/game/{id} on a desktop opens the widget by itself, where it was left.
  await page.goto(`/sport/game/${match.id}`);
  await expect(widget(page).getByTestId('live-score')).toBeVisible();
  const reopened = (await widget(page).boundingBox())!;
  expect(Math.round(reopened.x)).toBe(Math.round(after.x));

  // A phone: the same live view inline at the top of /sport/game/{id}, no floating window.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/sport/game/${match.id}`);
  const panel = page.getByRole('region', { name: 'Live stream' });
  await expect(panel.getByTestId('live-score')).toHaveText(scoreText(later));
  await expect(widget(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
