import { expect, test } from '@playwright/test';
import { DEMO, advance, expectSignedIn, openHome, signIn } from './helpers';

const HOUR_MS = 60 * 60 * 1000;

test('a player deposits BTC by a simulated transfer and sees it confirmed and credited', async ({ page }) => {
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);

  const balance = page.getByRole('banner').getByTitle('Change currency');
  await balance.click();
  await page
    .getByRole('list', { name: 'Currencies' })
    .getByRole('button', { name: /Bitcoin/ })
    .click();
  const before = Number((await balance.locator('.currency-amount').textContent())!.replace(/[^\d.]/g, ''));

  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  await expect(wallet.getByRole('tab', { name: 'Deposit', selected: true })).toBeVisible();
  await wallet.getByLabel('Currency', { exact: true }).selectOption('btc');
  await expect(wallet.getByTestId('deposit-address')).toHaveText(/^bc1q/);
  await expect(wallet.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible();

  await wallet.getByLabel('Transfer amount').fill('0.01');
  await wallet.getByRole('button', { name: 'Simulate a transfer' }).click();
  const history = wallet.getByRole('region', { name: 'Deposit history' });
  const row = history.getByRole('row').filter({ hasText: 'BTC' }).first();
  await expect(row).toContainText('0/3');

  await advance(page, HOUR_MS);
  await expect(row).toContainText('3/3');
  await expect(row).toContainText('Successful');
  await expect
    .poll(async () =>
      Number((await balance.locator('.currency-amount').textContent())!.replace(/[^\d.]/g, '')),
    )
    .toBeCloseTo(before + 0.01, 8);

  // The keyboard stays inside the modal, and Escape closes it.
  for (let step = 0; step < 25; step += 1) await page.keyboard.press('Tab');
  expect(await wallet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(wallet).toHaveCount(0);
});

test('an unverified player cannot deposit', async ({ page }) => {
  await openHome(page);
  await signIn(page, 'unverified', 'unverified123');
  await expectSignedIn(page);
  const deposit = page.getByRole('banner').getByRole('button', { name: 'Deposit' });
  await expect(deposit).toBeDisabled();
  await expect(deposit).toHaveAttribute('title', 'Verify your email to deposit');
  await expect(page.getByRole('dialog', { name: 'Wallet' })).toHaveCount(0);
});
