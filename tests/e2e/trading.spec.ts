import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { advance, DEMO, expectSignedIn, openHome, signIn, simControl } from './helpers';

/** Moves a market by `percent` from now on, then lets the sim settle the positions on the new path. */
async function shockMarket(page: Page, ticker: string, percent: number) {
  await simControl(page, 'marketShock', ticker, percent);
  await advance(page, 3_000);
}

const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

test('a player takes profit on a 100x long, then a 1000x short busts', async ({ page }) => {
  await openHome(page, '/trading/BTC');
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);

  const panel = page.getByRole('form', { name: 'Open a position' });
  const balance = panel.locator('.account-line strong');
  await expect(balance).toHaveText(/BTC$/);
  const before = numberIn(await balance.textContent());

  // A 100x long with its take profit half a percent above the price now.
  const price = numberIn(await page.getByTestId('market-price').textContent());
  await panel.getByRole('textbox', { name: 'Wager' }).fill('0.001');
  await panel.getByRole('button', { name: '100x' }).click();
  await panel.getByRole('textbox', { name: 'Take profit' }).fill((price * 1.005).toFixed(2));
  await panel.getByRole('button', { name: 'Place bet' }).click();
  const open = page.getByRole('list', { name: 'Open positions' });
  await expect(open.getByRole('listitem', { name: 'BTC Up 100x' })).toBeVisible();

  await shockMarket(page, 'BTC', 2);
  await expect(open).toHaveCount(0);
  const positions = page.getByRole('region', { name: 'Your positions' });
  await positions.getByRole('tab', { name: 'Closed' }).click();
  const taken = positions.getByRole('listitem', { name: 'BTC Up 100x' });
  await expect(taken).toHaveAttribute('data-status', 'takeProfit');
  await expect(taken.getByText(/^\+[\d.]+ BTC$/)).toBeVisible();
  await expect.poll(async () => numberIn(await balance.textContent())).toBeGreaterThan(before);

  // A 1000x short busts on a rise of a tenth of a percent: a 1 % shock takes the whole wager.
  await panel.getByRole('button', { name: 'Down' }).click();
  await panel.getByRole('button', { name: '1000x' }).click();
  await panel.getByRole('button', { name: 'Place bet' }).click();
  await positions.getByRole('tab', { name: /^Open/ }).click();
  await expect(open.getByRole('listitem', { name: 'BTC Down 1000x' })).toBeVisible();

  await shockMarket(page, 'BTC', 1);
  await positions.getByRole('tab', { name: 'Closed' }).click();
  const busted = positions.getByRole('listitem', { name: 'BTC Down 1000x' });
  await expect(busted).toHaveAttribute('data-status', 'busted');
  await expect(busted.getByText('-0.00100000 BTC')).toBeVisible();
});
