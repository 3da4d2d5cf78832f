/** How the e2e tests play one round of each original game, by roles and visible text. */
import { expect, type Locator, type Page } from '@playwright/test';
import { openHome } from './helpers';

/** The popup every settled round shows (cancelled rounds show none). */
export const roundResult = (page: Page) => page.getByRole('status', { name: 'Round result' });
export const controls = (page: Page) => page.getByRole('complementary', { name: 'Bet controls' });
export const playButton = (page: Page) => controls(page).getByRole('button', { name: 'Play', exact: true });

/**
 * Opens a game and, unless it is a chip game, bets 0.0001 BTC: enough that one safe step shows a profit to
 * take (at the minimum wager the profit rounds to nothing and the button offers Cancel instead).
 */
export async function openGame(page: Page, id: string) {
  await openHome(page, `/casino/game/${id}`);
  const wager = controls(page).getByLabel('Bet amount');
  await expect(wager.or(controls(page).getByRole('radiogroup', { name: 'Chip value' }))).toBeVisible();
  if (await wager.isVisible()) await wager.fill('0.0001');
}

/** After a move: a lost round settles by itself; a round still open is cashed out with Take {profit}. */
async function cashOutIfOpen(page: Page) {
  const take = controls(page).getByRole('button', { name: /^Take / });
  await expect(take.or(roundResult(page))).toBeVisible({ timeout: 15_000 });
  if (await take.isVisible()) await take.click();
}

export const rounds: Record<string, (page: Page) => Promise<void>> = {
  limbo: async (page) => {
    await expect(playButton(page)).toBeEnabled();
    await playButton(page).click();
  },
  keno: async (page) => {
    await page.getByRole('button', { name: 'Auto pick' }).click();
    await expect(playButton(page)).toBeEnabled();
    await playButton(page).click();
  },
  roulette: async (page) => {
    await page.getByRole('group', { name: 'Roulette table' }).getByRole('button', { name: /^Red/ }).click();
    await playButton(page).click();
  },
  baccarat: async (page) => {
    await page.getByRole('button', { name: /^Player, pays 1:1/ }).click();
    await playButton(page).click();
  },
  mines: async (page) => {
    await playButton(page).click();
    await page
      .getByRole('group', { name: 'Mines tiles' })
      .getByRole('button', { name: /^Tile 1(,|$)/ })
      .click();
    await cashOutIfOpen(page);
  },
  stairs: async (page) => {
    await playButton(page).click();
    await page.getByRole('button', { name: /^Row 1, stair 1(,|$)/ }).click();
    await cashOutIfOpen(page);
  },
  hilo: async (page) => {
    await playButton(page).click();
    await page
      .getByRole('button', { name: /^(Higher|Lower)/ })
      .first()
      .click();
    await cashOutIfOpen(page);
  },
  blackjack: async (page) => {
    await playButton(page).click();
    const stand = page
      .getByRole('group', { name: 'Your move' })
      .getByRole('button', { name: 'Stand', disabled: false });
    // A dealer's ace first offers insurance, which the player declines.
    const noInsurance = page.getByRole('button', { name: 'No insurance' });
    await expect(stand.or(roundResult(page)).or(noInsurance)).toBeVisible();
    if (await noInsurance.isVisible()) await noInsurance.click();
    // A natural settles at once (the moves stay on the board, disabled); otherwise the player stands.
    await expect(stand.or(roundResult(page))).toBeVisible();
    if (await stand.isVisible()) await stand.click();
  },
};

/** Every element's text fits its box: nothing is clipped or scrolls sideways. */
export async function expectTextFits(elements: Locator) {
  await expect(elements.first()).toBeVisible();
  const clipped = await elements.evaluateAll((found) =>
    found
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => element.textContent),
  );
  expect(clipped).toEqual([]);
}

/** Keno's paytable for the current picks: every payout fits its cell and the table needs no sideways scroll. */
export async function expectKenoPayoutsFit(page: Page) {
  const table = page.getByRole('table', { name: /^Payouts for/ });
  await expectTextFits(table.getByRole('cell'));
  await expectTextFits(table.locator('..'));
}
