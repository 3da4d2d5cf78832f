import { expect, test } from './fixtures';
import { DEMO, openHome, signIn, expectSignedIn } from './helpers';
import { controls, openGame, playButton, roundResult, rounds } from './game-rounds';

// One journey through the eight originals in one world (a page and a world per game cost 5 s each).
test('a guest plays every original once in demo mode', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const [game, playRound] of Object.entries(rounds)) {
    await test.step(game, async () => {
      await openGame(page, game);
      await expect(page.getByText(/demo/i).first()).toBeVisible();
      await playRound(page);
      await expect(roundResult(page)).toBeVisible({ timeout: 15_000 });
      await expect(roundResult(page)).toContainText(/You won|No win/);
    });
  }
  expect(errors).toEqual([]);
});

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
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
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
