import { expect, test } from './fixtures';
import { DEMO, advance, expectSignedIn, openHome, signIn } from './helpers';

/** A bech32 address outside the sim. */
const OUTSIDE_ADDRESS = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
const PENDING = 'Your KYC verification is under process';

test('a player refused above the KYC threshold verifies in the provider frame, waits for the verdict, then withdraws', async ({
  page,
}) => {
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);

  // The demo player's 0.05 BTC: 0.04 BTC is above the $2,000 licence threshold.
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  await wallet.getByRole('tab', { name: 'Withdraw' }).click();
  await wallet.getByLabel('Withdrawal address').fill(OUTSIDE_ADDRESS);
  await wallet.getByLabel('Amount').fill('0.04');
  const order = wallet.getByRole('button', { name: 'Withdraw', exact: true });
  await order.click();

  // Refused for KYC: the info modal says why and what is needed.
  const kyc = page.getByRole('dialog', { name: 'Identity verification' });
  await expect(kyc.getByText(/Withdrawals above \$2,000 need a verified identity/)).toBeVisible();
  await kyc.getByRole('button', { name: 'Start verification' }).click();

  // The emulated provider's form in its frame: the passport sample, the sample selfie, submit.
  const form = page.frameLocator('iframe[title="VeriPass identity verification form"]');
  await expect(form.getByRole('img', { name: 'Sample passport' })).toBeVisible();
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByRole('img', { name: 'Sample selfie' })).toBeVisible();
  await form.getByRole('button', { name: 'Continue' }).click();
  await form.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(form.getByRole('heading', { name: 'Documents submitted' })).toBeVisible();
  await expect(kyc.getByText(PENDING)).toBeVisible();
  await kyc.getByRole('button', { name: 'Done' }).click();

  // While the provider checks, the withdrawal is still refused and the wait message shows.
  await order.click();
  await expect(kyc.getByText(PENDING)).toBeVisible();
  await kyc.getByRole('button', { name: 'Got it' }).click();

  // The verdict arrives within 5 sim minutes, over the private channel. Its toast is watched for while the
  // clock moves: the move returns once the crowd's 5 minutes are played too, which on a busy machine can
  // outlast the toast.
  await Promise.all([
    expect(page.getByText('Identity verified')).toBeVisible({ timeout: 30_000 }),
    advance(page, 5 * 60_000),
  ]);

  await order.click();
  await expect(page.getByText('Withdrawal requested').last()).toBeVisible();
  await expect(kyc).toHaveCount(0);
});
