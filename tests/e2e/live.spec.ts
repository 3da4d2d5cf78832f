import { type FrameLocator, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, advance, expectSignedIn, openHome, setWorldRates, signIn } from './helpers';

/** The always-on roulette table the crowd sits at (the catalogue's highest-priority roulette). */
const TABLE = '/casino/game/dealerhouse-studios-speed-roulette';

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** The frame's countdown caption: 'Place your bets', then the spin's and the result's. */
const phaseLabel = (frame: FrameLocator) => frame.locator('.lv-countdown__label');

const BETTING = 'Place your bets';

/**
 * Moves the sim clock a second at a time until the frame's countdown is (or, with `not`, is no longer) in the
 * betting phase. Only the betting phase is looked for: the result's few seconds can pass between two looks on a
 * busy machine, but the spin and the result together cannot.
 */
async function untilBetting(page: Page, frame: FrameLocator, betting: boolean) {
  const label = phaseLabel(frame);
  const expected = betting ? expect(label) : expect(label).not;
  await expect(async () => {
    if (((await label.textContent()) === BETTING) !== betting) await advance(page, 1_000);
    await expected.toHaveText(BETTING, { timeout: 600 });
  }).toPass({ timeout: 60_000, intervals: [100] });
}

/**
 * Waits for the next betting window from its start and moves the clock a second at a time through the 12 s in
 * which the crowd takes its seats (world/population/live-tables.ts); answers whether a seat showed while the
 * window is still open.
 */
async function crowdBetInOpenWindow(page: Page, frame: FrameLocator, rows: Locator) {
  await untilBetting(page, frame, false);
  await untilBetting(page, frame, true);
  for (let second = 0; second < 12 && (await rows.count()) === 0; second += 1) {
    await advance(page, 1_000);
    await rows
      .first()
      .waitFor({ timeout: 300 })
      .catch(() => undefined);
  }
  return (await rows.count()) > 0 && (await phaseLabel(frame).textContent()) === BETTING;
}

test('a player joins a live roulette round with the crowd and the round settles their balance', async ({
  page,
}) => {
  // On CI's 2 cores a second of this crowd's play in the page's sim once took 36 s to move.
  test.setTimeout(180_000);
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  await page.goto(TABLE);
  // After the navigation: a sim build's world starts again with the page, at its default rates.
  await setWorldRates(page, { betsPerMinute: 150 });

  const frame = page.frameLocator('iframe');
  const panel = page.locator('.live-panels');
  await expect(frame.getByRole('timer', { name: 'Betting time left' })).toBeVisible();
  await expect(panel.getByRole('timer', { name: 'Table countdown' })).toBeVisible();

  // The crowd's bets arrive in a betting window (about one in twenty stays empty at this rate).
  const rows = panel.getByRole('list', { name: 'Bets this round' }).getByRole('listitem');
  for (let window = 1; !(await crowdBetInOpenWindow(page, frame, rows)); window += 1) {
    expect(window, "a betting window with the crowd's bets").toBeLessThan(3);
  }

  // A bet on red within the window.
  const balance = frame.getByTestId('provider-balance');
  const before = amountOf(await balance.textContent());
  await frame.getByRole('button', { name: 'Red', exact: true }).click();
  await expect(frame.getByTestId('live-my-round')).toHaveText('Your bets: 0.00001 BTC');
  await expect.poll(async () => amountOf(await balance.textContent())).toBeCloseTo(before - 0.00001, 8);
  await expect(panel.getByText(/\(you\)$/)).toBeVisible();

  // The wheel spins and the result settles the seat once: the profit monitor counts the round, and the balance
  // follows. (Not the frame's 'Result' caption: on a busy machine the clock can pass that phase between two looks,
  // and the next round's caption says 'No bets from you this round'.)
  const profit = page.getByTestId('live-profit');
  await expect(async () => {
    if (!(await profit.isVisible())) await advance(page, 1_000);
    await expect(profit).toHaveText(/^[+-]0\.00001000 BTC$/, { timeout: 600 });
  }).toPass({ timeout: 90_000, intervals: [100] });
  const won = (await profit.textContent())!.startsWith('+');
  await expect
    .poll(async () => amountOf(await balance.textContent()))
    .toBeCloseTo(before - 0.00001 + (won ? 0.00002 : 0), 8);
  const monitor = page.getByRole('region', { name: 'Profit monitor' });
  await expect(monitor.getByRole('definition').first()).toHaveText('1');
  await expect(monitor.getByRole('definition').nth(1)).toHaveText(won ? '1' : '0');
});
