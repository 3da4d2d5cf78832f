import { expect, test, type Page } from '@playwright/test';
import { authDialog, expectSignedIn, openHome, solveCaptcha } from './helpers';

/** The operator's banner modal is offered once a session; this journey is about the wheel and the codes. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('promotions.modalBanner.dismissed', '1'));
});

async function signUp(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign up', exact: true }).click();
  const dialog = authDialog(page);
  await dialog.getByLabel('Email').fill(`${name}@example.com`);
  await dialog.getByLabel('Login', { exact: true }).fill(name);
  await dialog.getByLabel('Password', { exact: true }).fill('secret-5');
  await dialog.getByLabel('Confirm password').fill('secret-5');
  await dialog.getByLabel('I confirm I am 18 or older and accept the Terms').check();
  await dialog.locator('button[type="submit"]').click();
  await solveCaptcha(page);
  await expect(dialog).toHaveCount(0);
  await expectSignedIn(page);
}

const wheelDialog = (page: Page) => page.getByRole('dialog', { name: /Bonus wheel/ });
const spins = (page: Page) => wheelDialog(page).getByText(/^Spins:/);

test('a guest is sent to sign in from Redeem Code and the wheel; a new player spins once and activates a public code', async ({
  page,
}) => {
  await openHome(page);

  // A guest: Redeem Code and Spin open the sign-in.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Redeem Code' }).click();
  await expect(page.getByRole('dialog').getByLabel('Login or email')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/promotions');
  await page.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(spins(page)).toHaveText('Spins: 0');
  await wheelDialog(page).getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(page.getByLabel('Login or email')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // A new player has the one spin of registration: it lands, shows the prize and leaves none.
  await signUp(page, `promo_${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(spins(page)).toHaveText('Spins: 1');
  await wheelDialog(page).getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(wheelDialog(page).getByRole('button', { name: 'Spinning…' })).toBeDisabled();
  await expect(wheelDialog(page).getByText(/^You won /)).toBeVisible({ timeout: 10_000 });
  await expect(spins(page)).toHaveText('Spins: 0');
  await expect(wheelDialog(page).getByRole('link', { name: 'Verify on /fairness' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The first public code of /promotions, typed into the Redeem Code dialog.
  const code = (await page.locator('.public-code__code').first().textContent()) ?? '';
  expect(code).not.toBe('');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Redeem Code' }).click();
  const redeem = page.getByRole('dialog', { name: 'Redeem a promo code' });
  await redeem.getByLabel('Promo code').fill(code);
  await redeem.getByRole('button', { name: 'Activate' }).click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]').first()).toBeVisible();
  await expect(redeem.getByRole('alert')).toHaveCount(0);
});
