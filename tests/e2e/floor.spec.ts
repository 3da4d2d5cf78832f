import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openHome, simControl } from './helpers';

const main = (page: Page) => page.getByRole('main');
const row = (page: Page, name: string) => page.getByRole('region', { name });

test('a guest browses every home row, a category page with its pages and a provider page', async ({
  page,
}) => {
  await openHome(page);
  const hero = page.getByRole('region', { name: 'Promotions' });
  await expect(hero.getByRole('group', { name: /^1 of \d+$/ })).toBeVisible();
  await hero.getByRole('button', { name: 'Next slide' }).click();
  await expect(hero.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');

  // Ten games a row; the in-house games are eight.
  for (const [name, count] of [
    ['Originals', 8],
    ['Slots', 10],
    ['Live Casino', 10],
    ['New Releases', 10],
  ] as const) {
    const games = row(page, name).getByRole('link', { name: /^(?!View all|See all)/ });
    await expect(games).toHaveCount(count);
  }
  await expect(row(page, 'Providers').locator('a.provider-tile')).not.toHaveCount(0);

  const slots = row(page, 'Slots');
  await slots.getByRole('button', { name: 'Next Slots' }).click();
  await expect(slots.getByRole('button', { name: 'Previous Slots' })).toBeEnabled();

  await slots.getByRole('link', { name: 'View all Slots' }).click();
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
  await expect(main(page).getByText(/^Showing 1–36 of \d+ games$/)).toBeVisible();
  const firstOfPageOne = await main(page).locator('.game-grid a').first().getAttribute('aria-label');
  await main(page).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/casino\/slots\?page=2$/);
  await expect(main(page).getByText(/^Showing 37–72 of \d+ games$/)).toBeVisible();
  await expect(main(page).locator('.game-grid a').first()).not.toHaveAttribute('aria-label', firstOfPageOne!);

  await page.goto('/casino/Live');
  await expect(page.getByRole('heading', { name: 'Live Casino', level: 1 })).toBeVisible();

  await openHome(page);
  const provider = row(page, 'Providers').locator('a.provider-tile').first();
  const providerName = await provider.getAttribute('aria-label');
  await provider.click();
  await expect(page.getByRole('heading', { name: providerName!, level: 1 })).toBeVisible();
  await expect(main(page).locator('.game-grid a').first()).toBeVisible();
});

test('a guest searches the games, six a page, and pages on', async ({ page }) => {
  await openHome(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  const box = dialog.getByRole('searchbox', { name: 'Search games' });
  await expect(box).toBeFocused();
  await expect(dialog.getByRole('heading', { name: 'Featured games' })).toBeVisible();
  await box.fill('gold');
  await expect(dialog.getByRole('heading', { name: /^\d+ results for “gold”$/ })).toBeVisible();
  const results = dialog.getByRole('list').getByRole('link');
  await expect(results).toHaveCount(6);
  for (const name of await results.evaluateAll((links) =>
    links.map((link) => link.getAttribute('aria-label')),
  )) {
    expect(name).toMatch(/gold/i);
  }
  const first = await results.first().getAttribute('aria-label');
  await dialog.getByRole('button', { name: 'Page 2' }).click();
  await expect(results.first()).not.toHaveAttribute('aria-label', first!);
  await expect(results).toHaveCount(6);

  await results.first().click();
  await expect(page).toHaveURL(/\/casino\/game\//);
  await expect(dialog).toBeHidden();
});

test('a visitor standing in a blocked country sees blocked tiles, and one leads to the unavailable page', async ({
  page,
}) => {
  await openHome(page);
  await simControl(page, 'setJurisdiction', 'US');
  await page.goto('/casino/slots');
  const blocked = main(page).getByRole('link', { name: /\(not available in your country\)$/ });
  await expect(blocked.first()).toBeVisible();
  await expect(blocked.first()).toHaveClass(/game-tile--blocked/);
  await blocked.first().click();
  await expect(page).toHaveURL(/\/error\/slotUnavailable$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
