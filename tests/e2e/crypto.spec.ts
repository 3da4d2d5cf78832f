import { expect, test } from './fixtures';
import { DEMO, advance, expectSignedIn, openHome, signIn } from './helpers';

const HOUR_MS = 60 * 60 * 1000;

test('a player buys BTC by card with 3-D Secure and the coins arrive as a deposit', async ({ page }) => {
  // Sign-in, quote, card, bank, two clock moves and the wallet: a long journey on a busy machine.
  test.setTimeout(120_000);
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  const balance = page.getByRole('banner').getByTitle('Change currency');
  await expect(balance).toContainText('BTC');
  const btcBalance = async () =>
    Number((await balance.locator('.currency-amount').textContent())!.replace(/[^\d.]/g, ''));
  // The header may show the currency before the wallet's answer: the demo player's seeded BTC tells it came.
  await expect.poll(btcBalance).toBeGreaterThan(0);
  const before = await btcBalance();

  await page.goto('/crypto');
  const purchase = page.getByRole('region', { name: 'Purchase' });
  await purchase.getByLabel('You pay').fill('250');
  await purchase.getByRole('radio', { name: 'Bitcoin' }).check();
  const quote = purchase.getByRole('region', { name: 'Quote' });
  await expect(quote).toContainText('Provider fee$8.75');
  await expect(quote).toContainText('Network fee$1.50');
  const bought = Number((await purchase.getByTestId('quote-receive').textContent())!.replace(/[^\d.]/g, ''));
  expect(bought).toBeGreaterThan(0);
  await purchase.getByRole('button', { name: 'Continue to payment' }).click();

  await purchase.getByLabel('Card number').fill('4000 0027 6000 3184');
  await purchase.getByLabel('Expiry (MM/YY)').fill('1234');
  await purchase.getByLabel('Security code').fill('123');
  await purchase.getByLabel('Name on card').fill('Ada Lovelace');
  await purchase.getByRole('button', { name: 'Pay $250.00' }).click();

  // The emulated bank's check: in sim mode it shows the code it sent.
  const bank = page.getByRole('dialog', { name: '3-D Secure' });
  const code = (await bank.getByRole('note').locator('code').textContent())!;
  await bank.getByLabel('Verification code').fill(code);
  await bank.getByRole('button', { name: 'Confirm' }).click();
  await expect(bank).toHaveCount(0);

  const progress = purchase.getByRole('list', { name: 'Order progress' });
  await expect(progress.getByRole('heading', { name: 'Card payment (done)' })).toBeVisible();
  await expect(progress.getByRole('heading', { name: 'Coins sent (in progress)' })).toBeVisible();

  // The provider sends within seconds; the chain then needs 3 blocks of 10 minutes.
  await advance(page, 30_000);
  await expect(progress.getByRole('heading', { name: 'Coins sent (done)' })).toBeVisible();
  await expect(purchase.getByTestId('order-confirmations')).toHaveText('0/3');
  await advance(page, HOUR_MS);
  await expect(purchase.getByTestId('order-confirmations')).toHaveText('3/3');
  await expect(progress.getByRole('heading', { name: 'Credited (done)' })).toBeVisible();
  await expect.poll(btcBalance).toBeCloseTo(before + bought, 8);

  await purchase.getByRole('button', { name: 'Deposit history' }).click();
  const history = page
    .getByRole('dialog', { name: 'Wallet' })
    .getByRole('region', { name: 'Deposit history' });
  const row = history.getByRole('row').filter({ hasText: String(bought) });
  await expect(row).toContainText('3/3');
  await expect(row).toContainText('Successful');
});
