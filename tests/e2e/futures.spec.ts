import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dropTrading, openHome, restoreTrading } from './helpers';

const TRADING_LINE = 'Attempting to connect to the trading server...';
const EVENTS_LINE = 'Attempting to connect to the events server...';

const futuresRow = (page: Page) => page.getByRole('region', { name: 'Futures' });

/** Every price of the home Futures row, in order: it changes when any market ticks. */
const rowPrices = (page: Page) =>
  futuresRow(page)
    .getByRole('link', { name: /Leverage: 1000x/ })
    .allTextContents()
    .then((tiles) => tiles.join(' | '));

test('a guest opens the ROI calculator from the markets list: steps, input filter, the max ROI clamp', async ({
  page,
}) => {
  await openHome(page, '/trading/all');
  await expect(page.getByRole('heading', { name: 'Futures', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'ROI calculator' }).click();
  const dialog = page.getByRole('dialog', { name: 'ROI calculator' });
  const figure = (name: string) => dialog.getByRole('status', { name });

  await dialog.getByRole('button', { name: '+1%', exact: true }).click();
  await dialog.getByRole('button', { name: '+0.5%', exact: true }).click();
  await expect(dialog.getByRole('status', { name: 'Price move' })).toHaveText('+1.50%');
  // The default payout multiplier 200 on the default $10: 300% ROI.
  await expect(figure('ROI')).toHaveText('+300.00%');

  const wager = dialog.getByLabel('Wager');
  await wager.fill('');
  await wager.pressSequentially('2x5');
  await expect(wager).toHaveValue('25');

  // +101.5% at 200x is far beyond the licence's max_roi of 1000%: $250 less the 1.5% pnl fee.
  await dialog.getByRole('button', { name: '+100%', exact: true }).click();
  await expect(figure('ROI')).toHaveText('+1,000.00%');
  await expect(figure('Profit')).toHaveText('$246.25');
  await expect(dialog.getByText('Capped at the maximum ROI of 1,000%.')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the home Futures row shows live prices', async ({ page }) => {
  await openHome(page);
  const btc = futuresRow(page).getByRole('link', { name: /^BTC/ });
  await expect(btc).toContainText('Leverage: 1000x');
  await expect(btc).toHaveAttribute('href', '/trading/BTC');
  const before = await rowPrices(page);
  await expect.poll(() => rowPrices(page), { timeout: 20_000 }).not.toBe(before);
});

test('the trading line of the connection banner shows while the trading server is down, and clears', async ({
  page,
}) => {
  await openHome(page);
  const line = page.getByText(TRADING_LINE);
  await expect(futuresRow(page).getByRole('link', { name: /^BTC/ })).toBeVisible();
  // The banner waits 3 s after load; a healthy trading socket never shows it.
  await page.waitForTimeout(3_500);
  await expect(line).toHaveCount(0);

  await dropTrading(page);
  await expect(line).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText(EVENTS_LINE)).toHaveCount(0);

  // pusher-js reconnects by itself after its backoff, resubscribes, and the prices move again.
  await restoreTrading(page);
  await expect(line).toBeHidden({ timeout: 30_000 });
  const before = await rowPrices(page);
  await expect.poll(() => rowPrices(page), { timeout: 20_000 }).not.toBe(before);
});
