import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openGame, roundResult, rounds } from './game-rounds';
import { DEMO, advance, expectSignedIn, openHome, signIn } from './helpers';

const HOUR_MS = 60 * 60 * 1000;
/** A bech32 address outside the sim: the payout goes to an outside wallet. */
const OUTSIDE_ADDRESS = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

const headerBalance = (page: Page) => page.getByRole('banner').getByTitle('Change currency');
const btcBalance = async (page: Page) =>
  Number((await headerBalance(page).locator('.currency-amount').textContent())!.replace(/[^\d.]/g, ''));

/** The header's balance once it has stopped moving (a round's stake and payout land one after the other). */
async function settledBalance(page: Page): Promise<number> {
  let last = await btcBalance(page);
  await expect
    .poll(
      async () => {
        const now = await btcBalance(page);
        const steady = now === last;
        last = now;
        return steady;
      },
      { intervals: [500] },
    )
    .toBe(true);
  return last;
}

async function openWallet(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  return page.getByRole('dialog', { name: 'Wallet' });
}

/** Orders a withdrawal of 0.01 BTC to the outside address from the Withdraw tab: it leaves the balance at once. */
async function withdraw(wallet: Locator) {
  const page = wallet.page();
  const before = await btcBalance(page);
  await wallet.getByRole('tab', { name: 'Withdraw' }).click();
  await wallet.getByLabel('Withdrawal address').fill(OUTSIDE_ADDRESS);
  await wallet.getByLabel('Amount').fill('0.01');
  // The player's VIP level 2 (Silver) pays 1.6 %.
  await expect(wallet.getByTestId('withdraw-receive')).toHaveText('0.00984 BTC');
  await wallet.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Withdrawal requested').last()).toBeVisible();
  await expect.poll(() => btcBalance(page)).toBeCloseTo(before - 0.01, 8);
}

test('a player deposits BTC, plays, withdraws, cancels, withdraws again and the cashier pays it', async ({
  page,
}) => {
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  await headerBalance(page).click();
  await page
    .getByRole('list', { name: 'Currencies' })
    .getByRole('button', { name: /Bitcoin/ })
    .click();
  // The demo player's BTC, once the balances have loaded (the header shows 0 until then).
  await expect.poll(() => btcBalance(page)).toBeGreaterThan(0);
  const start = await settledBalance(page);

  // Deposit: a transfer from an outside wallet, confirmed block by block on the sim clock.
  let wallet = await openWallet(page);
  await expect(wallet.getByRole('tab', { name: 'Deposit', selected: true })).toBeVisible();
  await expect(wallet.getByRole('button', { name: /^Currency Bitcoin/ })).toBeVisible();
  await expect(wallet.getByTestId('deposit-address')).toHaveText(/^bc1q/);
  await expect(wallet.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible();
  await wallet.getByLabel('Transfer amount').fill('0.01');
  await wallet.getByRole('button', { name: 'Simulate a transfer' }).click();
  await wallet.getByRole('button', { name: 'History' }).click();
  const deposit = wallet.getByRole('region', { name: 'Deposit history' }).getByRole('row').nth(1);
  await expect(deposit).toContainText('0/3');
  await expect(deposit).toContainText('Confirming');
  await advance(page, HOUR_MS);
  await expect(deposit).toContainText('3/3');
  await expect(deposit).toContainText('Successful');
  await expect.poll(() => btcBalance(page)).toBeCloseTo(start + 0.01, 8);
  await page.keyboard.press('Escape');

  // Play one round of an original game with real BTC.
  await openGame(page, 'limbo');
  await rounds.limbo!(page);
  await expect(roundResult(page)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => btcBalance(page)).not.toBeCloseTo(start + 0.01, 8);
  const played = await settledBalance(page);

  // Withdraw, then cancel: the reservation comes back.
  wallet = await openWallet(page);
  await withdraw(wallet);
  await wallet.getByRole('button', { name: 'History' }).click();
  const history = wallet.getByRole('region', { name: 'Withdraw history' });
  const latest = history.getByRole('row').nth(1);
  await expect(latest).toContainText('Pending');
  await latest.getByRole('button', { name: 'Cancel' }).click();
  await expect(latest).toContainText('Cancelled');
  await expect(latest.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect.poll(() => btcBalance(page)).toBeCloseTo(played, 8);

  // Withdraw again; staff approve it on the demo panel's withdrawals page.
  await wallet.getByRole('button', { name: 'Back' }).click();
  await withdraw(wallet);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Sim controls' }).click();
  const panel = page.getByRole('dialog', { name: 'Sim controls' });
  await panel.getByRole('tab', { name: 'Withdrawals' }).click();
  const pending = panel.getByRole('listitem', { name: `0.01 BTC of ${DEMO.player.login}` });
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Withdrawal paid')).toBeVisible();
  await expect(panel.getByText('No withdrawal is waiting.')).toBeVisible();
  await page.keyboard.press('Escape');

  // Both histories show the statuses; the paid sum stays out of the balance.
  wallet = await openWallet(page);
  await wallet.getByRole('button', { name: 'History' }).click();
  await wallet.getByRole('tab', { name: 'Withdrawals' }).click();
  const rows = wallet.getByRole('region', { name: 'Withdraw history' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Successful');
  await expect(rows.nth(2)).toContainText('Cancelled');
  await wallet.getByRole('tab', { name: 'Deposits' }).click();
  await expect(wallet.getByRole('region', { name: 'Deposit history' }).getByRole('row').nth(1)).toContainText(
    'Successful',
  );
  expect(await btcBalance(page)).toBeCloseTo(played - 0.01, 8);

  // The keyboard stays inside the modal, and Escape closes it.
  for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
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
