/**
 * The embedded sportsbook (/sportsbook): its sidebar loads a sport's slug in the frame and the URL carries it
 * as ?bt-path; a ?bt-path in the URL opens that sport directly; without the licence's sportsbook plugin the page
 * says the sportsbook is unavailable and offers a way back.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openHome, simControl } from './helpers';

const btPath = (page: Page) => new URL(page.url()).searchParams.get('bt-path');
const sportsbookFrame = (page: Page) => page.frameLocator('iframe[title="Sportsbook"]');
const sportsbookNav = (page: Page) => page.getByRole('group', { name: 'Sportsbook' });

test('the sportsbook sidebar loads slugs in the frame', async ({ page }) => {
  await openHome(page, '/sportsbook');
  const frame = sportsbookFrame(page);
  await expect(frame.getByRole('heading', { name: 'Top live' })).toBeVisible();

  await sportsbookNav(page).getByRole('link', { name: 'Tennis', exact: true }).click();
  await expect(frame.getByRole('heading', { name: 'Tennis', exact: true })).toBeVisible();
  await expect(frame.locator('.sb-event').first()).toBeVisible();
  expect(btPath(page)).toBe('/tennis-5');
  await expect(sportsbookNav(page).getByRole('link', { name: 'Tennis', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A link inside the frame moves ?bt-path with it, and the active entry follows.
  await frame.getByRole('link', { name: 'Favorites' }).first().click();
  await expect(frame.getByRole('heading', { name: 'Favorites' })).toBeVisible();
  await expect.poll(() => btPath(page)).toBe('/favorites');
  await expect(sportsbookNav(page).getByRole('link', { name: 'Favorites' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A bt-path in the URL opens that sport directly.
  await page.goto('/sportsbook?bt-path=/basketball-2');
  await expect(sportsbookFrame(page).getByRole('heading', { name: 'Basketball', exact: true })).toBeVisible();
});

test('without the sportsbook plugin the page says the sportsbook is unavailable', async ({ page }) => {
  await openHome(page, '/sportsbook?bt-path=/soccer-1');
  await expect(sportsbookFrame(page).getByRole('heading', { name: 'Soccer', exact: true })).toBeVisible();
  await simControl(page, 'setLicencePlugin', 'sportsbook', null);
  await expect(page.getByRole('heading', { name: 'Sportsbook unavailable' })).toBeVisible();
  await expect(page.locator('iframe[title="Sportsbook"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the casino' }).click();
  await expect(page).toHaveURL(/\/$/);
});
