/**
 * The product's own bet slip against the sim's sports world: a player places a single and a multi on matches
 * whose results the QA control reveals (control.matchOutcome), and as the clock moves to their end one bet is
 * won and the other lost in My bets; during live play the slip shows a price that moved and asks to accept it
 * before placing.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Match } from '../../src/contract/sports';
import { SPORT_BET_ERRORS } from '../../src/contract/sport-bets';
import { DEMO, advance, expectSignedIn, openHome, signIn, simControl, simNow } from './helpers';

const MINUTE = 60_000;
/** A stake in the player's BTC inside the $1 to $20 limits at the sim's BTC price. */
const STAKE = '0.0002';

const matchOutcome = (page: Page, matchId: string) => simControl<Match>(page, 'matchOutcome', matchId);

/** The matches whose prices the page shows, in the page's order. */
async function shownMatchIds(page: Page): Promise<string[]> {
  await expect(page.locator('[data-option-id]').first()).toBeVisible();
  const ids = await page
    .locator('[data-option-id]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-option-id') ?? ''));
  return [...new Set(ids.map((id) => id.split(':')[0]!))];
}

const price = (page: Page, optionId: string) => page.locator(`[data-option-id="${optionId}"]`).first();
const optionOf = (match: Match, side: string) =>
  `${match.id}:${match.sportId === 1 ? '1x2' : 'winner'}:${side}`;
/** An option of the match that loses: the home side unless home wins. */
const loserOf = (match: Match) => optionOf(match, match.winner === 'home' ? 'away' : 'home');

/** The sign-in's answer can take a while on a busy machine, where the sports world keeps the sim at work. */
const SIGNED_IN_WITHIN = 30_000;

/** Signs the player in on the home page (the sport lists keep the sim busy), then opens `path`. */
async function openSignedIn(page: Page, path: string) {
  const profile = page.getByRole('link', { name: 'Profile' });
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expect(profile).toBeVisible({ timeout: SIGNED_IN_WITHIN });
  await page.goto(path);
  await expect(profile).toBeVisible({ timeout: SIGNED_IN_WITHIN });
  await expectSignedIn(page);
  return page.getByRole('complementary', { name: 'Bet slip' });
}

/**
 * Moves the clock to `until`, an hour a step. A session idle for two sim hours expires (SIM_SESSION_IDLE_MS), and
 * the slip calls nothing while it only listens: the player comes back (a reload) each hour, as one who watches
 * for hours would touch the page.
 */
async function watchUntil(page: Page, until: number) {
  for (let at = await simNow(page); at < until; at += 60 * MINUTE) {
    await advance(page, Math.min(60 * MINUTE, until - at));
    await page.reload();
    await expectSignedIn(page);
  }
}

/**
 * Opens live tennis at the first minute of the next round, and answers the slip and a match of that round (older
 * rounds' matches may still be in play, near a set's end and its held market). Tennis rounds are hours apart
 * (sport/schedule.ts), so at some hours of the day no match is in play: the test moves to the next round's
 * start, read from the upcoming list, whatever the hour it runs at.
 */
async function openLiveTennis(page: Page) {
  const slip = await openSignedIn(page, '/sport/category/5/upcoming');
  const now = await simNow(page);
  const outcomes = await Promise.all((await shownMatchIds(page)).map((id) => matchOutcome(page, id)));
  // A match that will be called off has no winner.
  const upcoming = outcomes.filter((match) => match.winner && match.startsAt > now);
  expect(upcoming.length, 'an upcoming tennis match').toBeGreaterThan(0);
  const next = upcoming.reduce((first, match) => (match.startsAt < first.startsAt ? match : first));
  await watchUntil(page, next.startsAt + MINUTE);
  await page.goto('/sport/category/5/live');
  await expectSignedIn(page);
  return { slip, match: next };
}

test('a player places a single and a multi, one settles won and one lost as the clock moves', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const slip = await openSignedIn(page, '/sport/category/1/upcoming');
  const now = await simNow(page);
  const outcomes = await Promise.all((await shownMatchIds(page)).map((id) => matchOutcome(page, id)));
  // Matches that start later than the bets need to be accepted, so each bet is taken before kick-off; a match
  // that will be called off has no winner (a bet on it is voided, neither won nor lost).
  const [first, second, third] = outcomes.filter(
    (match) => match.winner && match.startsAt > now + 10 * MINUTE,
  );
  expect(third, 'three upcoming football matches').toBeDefined();

  await price(page, optionOf(first!, first!.winner!)).click();
  await slip.getByLabel(/^Stake on /).fill(STAKE);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await advance(page, 2_000);
  await expect(page.getByText('Bet accepted').first()).toBeVisible();
  await expect(slip.getByText('Your bet slip is empty')).toBeVisible();

  await slip.getByRole('tab', { name: 'Multi' }).click();
  await price(page, loserOf(second!)).click();
  await price(page, optionOf(third!, third!.winner!)).click();
  await slip.getByLabel('Multi stake').fill(STAKE);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await advance(page, 2_000);
  await expect(slip.getByText('Your bet slip is empty')).toBeVisible();

  await slip.getByRole('tab', { name: 'My bets' }).click();
  const pending = slip.getByRole('region', { name: 'Pending' });
  await expect(pending.getByRole('listitem', { name: /^(Single|Multi \(2\)), Pending$/ })).toHaveCount(2);

  // To the end of the last of the three matches (football: 105 minutes with the break), an hour a step (the feed looks an hour back).
  const end = Math.max(first!.startsAt, second!.startsAt, third!.startsAt) + 150 * MINUTE;
  await watchUntil(page, end);
  await slip.getByRole('tab', { name: 'My bets' }).click();

  const settled = slip.getByRole('region', { name: 'Settled' });
  await expect(settled.getByRole('listitem', { name: 'Single, Won' })).toBeVisible();
  await expect(settled.getByRole('listitem', { name: 'Multi (2), Lost' })).toBeVisible();
  await expect(pending.getByText('No bets waiting for a result.')).toBeVisible();
});

test('an odds change asks to accept', async ({ page }) => {
  test.setTimeout(120_000);
  // Tennis: the winner's price moves with almost every point (a point every 22 to 50 s), and a tennis market is
  // held only in the short set breaks, where a football market in its last minutes is decided and suspended.
  const { slip, match } = await openLiveTennis(page);
  await page.locator(`[data-option-id^="${match.id}:"]:not([disabled])`).first().click();
  await slip.getByLabel(/^Stake on /).fill(STAKE);
  const change = slip.getByTestId('odds-change');
  for (let step = 0; step < 10 && !(await change.isVisible()); step += 1) await advance(page, MINUTE);
  await expect(change).toBeVisible();

  await slip.getByRole('button', { name: 'Accept new odds' }).click();
  await expect(change).toHaveCount(0);
  // The slip's one button places, unless the price moved again since the accept: then the press takes the new
  // odds (the slip never places at odds the player has not seen) and the next one places. Once the bet is out
  // the button is disabled: the slip sends no bet twice.
  const press = slip.getByRole('button', { name: /^(Place bet|Accept new odds)$/ });
  for (let presses = 0; presses < 4 && (await press.isEnabled()); presses += 1) await press.click();
  await expect(slip.getByText('Waiting for acceptance…')).toBeVisible();
  await advance(page, 6_000);
  // The queue takes it; or during the live delay the price moved again and the slip asks once more, or a point
  // ended the set and the market is held for the break, which refuses the selection.
  await expect(
    page
      .getByText('Bet accepted')
      .or(slip.getByRole('button', { name: 'Accept new odds' }))
      .or(slip.getByRole('alert').filter({ hasText: SPORT_BET_ERRORS.optionClosed.message })),
  ).toBeVisible();
});
