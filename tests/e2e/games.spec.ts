import { expect, test, type Page } from '@playwright/test';
import { DEMO, openHome, signIn, expectSignedIn } from './helpers';

/** The popup every settled round shows (cancelled rounds show none). */
const roundResult = (page: Page) => page.getByRole('status', { name: 'Round result' });
const controls = (page: Page) => page.getByRole('complementary', { name: 'Bet controls' });
const playButton = (page: Page) => controls(page).getByRole('button', { name: 'Play', exact: true });

/**
 * Opens a game and, unless it is a chip game, bets 0.0001 BTC: enough that one safe step shows a profit to
 * take (at the minimum wager the profit rounds to nothing and the button offers Cancel instead).
 */
async function openGame(page: Page, id: string) {
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

const rounds: Record<string, (page: Page) => Promise<void>> = {
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
    const stand = page.getByRole('group', { name: 'Your move' }).getByRole('button', { name: 'Stand' });
    // A natural settles at once; otherwise the player stands.
    await expect(stand.or(roundResult(page))).toBeVisible();
    if (await stand.isVisible()) await stand.click();
  },
};

for (const [game, playRound] of Object.entries(rounds)) {
  test(`a guest plays ${game} once in demo mode`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openGame(page, game);
    await expect(page.getByText(/demo/i).first()).toBeVisible();
    await playRound(page);
    await expect(roundResult(page)).toBeVisible({ timeout: 15_000 });
    await expect(roundResult(page)).toContainText(/You won|No win/);
    expect(errors).toEqual([]);
  });
}

test('a player runs 20 limbo auto-bets, opens the last from history and verifies it on the fairness page', async ({
  page,
}) => {
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  await openGame(page, 'limbo');

  // Quick mode skips the animations, so 20 rounds take seconds.
  await page.getByRole('button', { name: /quick/i }).click();
  await controls(page).getByRole('tab', { name: 'Auto' }).click();
  await controls(page).getByLabel('Number of games', { exact: true }).fill('20');
  await controls(page).getByRole('button', { name: 'Start autobet' }).click();
  await expect(controls(page).getByRole('button', { name: 'Start autobet' })).toBeVisible({
    timeout: 45_000,
  });

  const history = page.getByRole('list', { name: 'Last results' });
  const lastShown = (await history.getByRole('listitem').first().innerText()).trim();

  const myBets = page.getByRole('region', { name: 'Bets' });
  await myBets.getByRole('tab', { name: 'My bets' }).click();
  await expect(myBets.getByRole('button', { name: /^Limbo #\d+$/ })).toHaveCount(20);

  // Reveal the server seed: change the client seed from the game's settings.
  await page.getByRole('button', { name: /settings/i }).click();
  await page.getByLabel('New client seed').fill('e2e-verify');
  await page.getByRole('button', { name: 'Change client seed' }).click();
  await expect(page.getByText(/previous server seed is revealed/)).toBeVisible();
  await page.keyboard.press('Escape');

  await myBets
    .getByRole('button', { name: /^Limbo #\d+$/ })
    .first()
    .click();
  const overview = page.getByRole('dialog');
  await expect(overview.getByText('Server seed', { exact: true })).toBeVisible();
  await overview.getByRole('link', { name: 'Verify this bet' }).click();

  await expect(page).toHaveURL(/\/fairness\?verify=limbo-/);
  await expect(page.getByLabel('Limbo result')).toHaveText(lastShown);
});

test('an unfinished mines round survives a reload and can still be cashed out', async ({ page }) => {
  await openGame(page, 'mines');
  await expect(playButton(page)).toBeEnabled();
  await playButton(page).click();
  const tiles = page.getByRole('group', { name: 'Mines tiles' });
  // Reveal tiles until one is safe (a mine ends the round: then play again).
  for (let tile = 1; ; tile += 1) {
    await tiles.getByRole('button', { name: new RegExp(`^Tile ${tile}$`) }).click();
    const take = controls(page).getByRole('button', { name: /^Take / });
    await expect(take.or(roundResult(page))).toBeVisible();
    if (await take.isVisible()) break;
    await playButton(page).click();
  }
  const revealed = await tiles.getByRole('button', { name: /, gem$/ }).count();

  await page.reload();
  await expect(controls(page).getByRole('button', { name: /^Take / })).toBeVisible();
  await expect(tiles.getByRole('button', { name: /, gem$/ })).toHaveCount(revealed);
  await expect(controls(page).getByLabel('Bet amount')).toBeDisabled();
  await controls(page)
    .getByRole('button', { name: /^Take / })
    .click();
  await expect(roundResult(page)).toContainText('You won');
});
