import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { weekAt } from '../../src/sim/domains/feed/race-week';
import {
  DEMO,
  advance,
  definitionOf,
  expectSignedIn,
  openHome,
  setWorldRates,
  signIn,
  simNow,
} from './helpers';

const HOUR_MS = 3_600_000;

/** '1,234.56' → 1234.56 */
const amountOf = (text: string) => Number.parseFloat(text.replace(/[^\d.]/g, ''));

async function usdtBalance(page: Page): Promise<number> {
  return amountOf(await page.getByRole('banner').getByTitle('Change currency').innerText());
}

/** Opens the feed's Weekly Race tab and its How it works, and reads the viewer's place, prize and wager. */
async function myRaceStanding(page: Page) {
  const feed = page.getByRole('region', { name: 'Live bets' });
  await feed.getByRole('tab', { name: 'Weekly Race' }).click();
  await feed.getByRole('button', { name: 'How it works' }).click();
  const rules = page.getByRole('dialog', { name: 'How it works' });
  const term = (name: string) => definitionOf(rules, name);
  const standing = {
    place: await term('Your place').innerText(),
    prize: amountOf(await term('Your prize').innerText()),
    wagered: await term('Wagered').innerText(),
  };
  await page.keyboard.press('Escape');
  await expect(rules).toHaveCount(0);
  return standing;
}

test('a player who wagered real money in the weekly race gets the prize at Sunday midnight UTC', async ({
  page,
}) => {
  await openHome(page, '/casino/game/limbo');
  // A quiet crowd: a few of its bets may already count, far fewer than the 20 paid places.
  await setWorldRates(page, { betsPerMinute: 0 });
  // Sunday evening first, as a guest: a session idle for 2 hours of sim time expires (the 419 reloads the page,
  // whose clock keeps the jump, signed out), so the player signs in within the last hour of the week.
  // The race week ends at Sunday midnight UTC: the sim's own week, not a copy of its arithmetic.
  const weekEnd = weekAt(await simNow(page)).endsAt;
  await advance(page, Math.max(0, weekEnd - HOUR_MS - (await simNow(page))));
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByLabel('Demo')).not.toBeChecked();
  await banner.getByTitle('Change currency').click();
  await page.getByRole('list', { name: 'Currencies' }).getByRole('button', { name: 'Tether' }).click();
  await expect(banner.getByTitle('Change currency')).toContainText('500.00');

  const controls = page.getByRole('complementary', { name: 'Bet controls' });
  await controls.getByLabel('Bet amount').fill('20');
  await controls.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Round result' })).toBeVisible();
  // The race hears of new wagers at most every 5 s of sim time.
  await advance(page, 10_000);
  await expect.poll(async () => (await myRaceStanding(page)).wagered).toBe('$20.00');
  const { place, prize } = await myRaceStanding(page);
  expect(place).toMatch(/^\d+(st|nd|rd|th)$/);
  expect(prize).toBeGreaterThan(0);
  const before = await usdtBalance(page);
  const standings = page.getByRole('table', { name: 'Weekly race standings' });
  await expect(standings.getByRole('row').filter({ hasText: DEMO.player.login })).toHaveCount(1);

  // Past Sunday midnight (UTC), as QA or a sales demo does it: the demo panel's jump to the race's end. The
  // prize is credited at once, and a new race starts without the player.
  await page.getByRole('button', { name: 'Sim controls' }).click();
  const panel = page.getByRole('dialog', { name: 'Sim controls' });
  await panel.getByRole('button', { name: "To the race's end" }).click();
  await expect(page.getByText('The weekly race ended and paid its prizes')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  expect(await simNow(page)).toBeGreaterThan(weekEnd);
  // The same midnight pays the week's cash share too (the player's real stake has a share of its pool), so the
  // balance grows by the prize and that share.
  await expect.poll(() => usdtBalance(page)).toBeGreaterThanOrEqual(before + prize - 0.005);
  await expect(standings.getByRole('row').filter({ hasText: DEMO.player.login })).toHaveCount(0);
  expect((await myRaceStanding(page)).place).toBe('Not ranked yet');
  // A second past midnight: the new week has 6 days 23:59:59 to go, which the countdown may round up.
  await expect(
    page.getByRole('timer', { name: /^Race ends in (6 days, 23 hours|7 days, 0 hours)/ }),
  ).toBeVisible();
});
