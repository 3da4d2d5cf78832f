import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openHome } from './helpers';

const originalsRow = (page: Page) => page.getByRole('region', { name: 'Originals' });

test('a guest opens Limbo from the Originals row on the home page', async ({ page }) => {
  await openHome(page);
  const row = originalsRow(page);
  await expect(row.getByText(/coming soon/i)).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Previous Originals' })).toBeDisabled();
  await row.getByRole('link', { name: 'Limbo', exact: true }).click();
  await expect(page).toHaveURL(/\/casino\/game\/limbo$/);
  await expect(page.getByRole('heading', { name: 'Limbo', level: 1 })).toBeVisible();
});

test('the Originals row scrolls to its see-all tile, which opens the Originals page', async ({ page }) => {
  await openHome(page);
  const row = originalsRow(page);
  const next = row.getByRole('button', { name: 'Next Originals' });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(next).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Previous Originals' })).toBeEnabled();
  const seeAll = row.getByRole('link', { name: 'See all Originals' });
  // The row slid to its end. The promotions above it arrive once the browser is idle and may push the row
  // below the fold after the click: the page is scrolled to the row (never the row's own track) to look.
  await expect(async () => {
    await row.scrollIntoViewIfNeeded();
    await expect(seeAll).toBeInViewport({ timeout: 1_000 });
  }).toPass();
  await seeAll.click();
  await expect(page).toHaveURL(/\/casino\/originals$/);
  await expect(page.getByRole('heading', { name: 'Originals', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Keno', exact: true })).toBeVisible();
});
