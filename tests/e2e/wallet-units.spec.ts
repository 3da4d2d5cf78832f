import { expect, test } from './fixtures';
import { DEMO, advance, expectSignedIn, openHome, signIn } from './helpers';

const MINUTE_MS = 60_000;

test('the header balance follows the wallet settings (satoshi, USD, EUR) and the prices of the sim clock', async ({
  page,
}) => {
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);

  const banner = page.getByRole('banner');
  // The demo player holds 0.05 BTC, the default currency.
  const amount = banner.getByTitle('Change currency').locator('.currency-amount');
  await expect(amount).toHaveText('0.05000000');

  await banner.getByRole('button', { name: 'Wallet settings' }).click();
  const settings = banner.getByRole('group', { name: 'Wallet settings' });
  await settings.getByRole('switch', { name: /Show in satoshi/ }).check();
  await expect(amount).toHaveText('5,000,000');

  await settings.getByRole('switch', { name: /Display in fiat/ }).check();
  await expect(amount).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await settings.getByText('EUR', { exact: true }).click();
  await expect(amount).toHaveText(/^€\d{1,3}(,\d{3})*\.\d{2}$/);
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);

  // The price walks on the sim clock: half an hour later the same 0.05 BTC is worth another amount.
  const before = await amount.textContent();
  await advance(page, 30 * MINUTE_MS);
  await expect(amount).not.toHaveText(before!);
  await expect(amount).toHaveText(/^€\d{1,3}(,\d{3})*\.\d{2}$/);

  // The choice is kept across a reload. (A sim build's world starts again with the page and first lives through
  // the end of the half hour's jump: on a busy machine its first answers can take longer than an expectation's
  // usual 10 s.)
  await page.reload();
  await expect(banner.getByTitle('Change currency').locator('.currency-amount')).toHaveText(/^€/, {
    timeout: 30_000,
  });
});
