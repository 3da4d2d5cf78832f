import { expect, test } from '@playwright/test';
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
