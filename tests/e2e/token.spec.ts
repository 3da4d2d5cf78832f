import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { advance, openHome } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const PRICE_ERROR = 'Failed to get token price, try again later';

const tokenBox = (page: Page) => page.getByRole('region', { name: '$KINGS price' });

/** How many points a block's chart has (its figure's data-points). */
const pointsOf = (page: Page, block: string) =>
  page.getByRole('region', { name: block }).locator('[data-points]').getAttribute('data-points');

test('the token box shows the price and its 24h change, and leads to the token page', async ({ page }) => {
  await openHome(page);
  const box = tokenBox(page);
  await expect(box).toHaveText(/^\$KINGS\$0\.\d{4,}[+-]\d+\.\d{2}%$/);
  await box.getByRole('link').click();
  await expect(page.getByRole('heading', { name: '$KINGS', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Token price' }).locator('[data-points]')).toBeVisible();
});

test('analytics load every block and the 7 / 30 days switch reloads them', async ({ page }) => {
  await openHome(page);
  // Ten days of the world, so that a week and a month cover different days.
  await advance(page, 10 * DAY_MS);
  await tokenBox(page).getByRole('link').click();
  await page.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Token analytics', level: 1 })).toBeVisible();
  const blocks = [
    '24H burnt',
    '24H futures revenue',
    '24H casino revenue',
    '24H sports revenue',
    'Burnt per day',
    'Weekly payouts',
    'Token supply',
    'Token price',
  ];
  for (const name of blocks)
    await expect(page.getByRole('region', { name })).toHaveAttribute('aria-busy', 'false');
  // Sport bets and their payouts are the sport product's revenue: a series (of zeros without any sport bet).
  await expect(page.getByRole('region', { name: '24H sports revenue' })).not.toContainText(
    'No data available.',
  );
  const month = Number(await pointsOf(page, 'Token supply'));
  expect(month).toBeGreaterThan(7);

  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => pointsOf(page, 'Token supply')).toBe('7');
  await expect.poll(() => pointsOf(page, 'Burnt per day')).toBe('7');
  await page.getByRole('button', { name: '30 days' }).click();
  await expect.poll(() => pointsOf(page, 'Token supply')).toBe(String(month));
});

test("QA's price fault shows the -10 text in the token box until cleared", async ({ page }) => {
  await openHome(page);
  await expect(tokenBox(page)).toContainText('%');
  await page.getByRole('button', { name: 'Sim controls' }).click();
  const panel = page.getByRole('dialog', { name: 'Sim controls' });
  await panel.getByRole('button', { name: 'Token price unavailable (-10)' }).click();
  await page.keyboard.press('Escape');
  await expect(tokenBox(page).getByRole('alert')).toHaveText(PRICE_ERROR);
  await page.getByRole('button', { name: 'Sim controls' }).click();
  await panel.getByRole('button', { name: 'Clear faults' }).click();
  await page.keyboard.press('Escape');
  await expect(tokenBox(page)).toHaveText(/^\$KINGS\$0\.\d{4,}[+-]\d+\.\d{2}%$/);
});
