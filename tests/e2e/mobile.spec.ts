import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectSignedIn, openHome, signIn } from './helpers';

test('@mobile on a phone the bottom bar replaces the sidebar and the menu toggles it', async ({ page }) => {
  await openHome(page);
  const bar = page.getByRole('navigation', { name: 'Mobile' });
  await expect(bar).toBeVisible();
  const menu = bar.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#sidebar')).toBeVisible();
});

test('@mobile a player signs in on a phone', async ({ page }) => {
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
});

/**
 * Nothing is wider than the phone: the page does not scroll sideways. (A mobile browser widens its layout
 * viewport to an overflowing page, so the measure is the device's viewport, not window.innerWidth.)
 */
async function expectNoSidewaysScroll(page: Page) {
  const viewport = page.viewportSize()!.width;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(viewport);
}

/** The header fits as a guest, signed in, and in demo mode (with its top-up); sign-out is in the menu. */
async function headerFits(page: Page) {
  await openHome(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  await expect(header.getByRole('button', { name: /Deposit/ })).toBeVisible();
  await expect(header.getByRole('button', { name: /BTC|USDT|ETH/ })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await header.getByLabel('Demo').check();
  await expectNoSidewaysScroll(page);
  await expect(header.getByRole('link', { name: 'Profile' })).toBeInViewport({ ratio: 1 });
  await expect(header.getByRole('button', { name: 'Toggle chat' })).toBeInViewport({ ratio: 1 });

  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Menu' }).click();
  await page.locator('#sidebar').getByRole('button', { name: 'Sign out' }).click();
  await expect(header.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

test('@mobile the header fits the phone as a guest and signed in', async ({ page }) => {
  await headerFits(page);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('@mobile the header fits a 390 px phone as a guest and signed in', async ({ page }) => {
    await headerFits(page);
  });
});
