import { expect, test, type Page } from '@playwright/test';
import { openGame, roundResult, rounds } from './game-rounds';
import { DEMO, advance, expectSignedIn, fillSignIn, openHome } from './helpers';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Wagers `usd` for the player through the sim control wagerFor when the sim has it (the control is a worker
 * proxy, so a missing method shows only when called); else plays limbo rounds through the UI.
 */
async function wager(page: Page, login: string, usd: number) {
  const done = await page.evaluate(
    async ({ name, amount }) => {
      type Control = { wagerFor(login: string, usd: number): Promise<unknown> };
      const control = (window as unknown as { __harness: { control: Control } }).__harness.control;
      try {
        await control.wagerFor(name, amount);
        return true;
      } catch {
        return false;
      }
    },
    { name: login, amount: usd },
  );
  if (done) return;
  await openGame(page, 'limbo');
  for (let round = 0; round < 3; round += 1) {
    await rounds.limbo!(page);
    await expect(roundResult(page)).toBeVisible({ timeout: 15_000 });
  }
}

/** A transfer of 0.01 BTC to the player's deposit address, confirmed on the sim clock. */
async function deposit(page: Page) {
  await page.getByRole('banner').getByTitle('Change currency').click();
  await page
    .getByRole('list', { name: 'Currencies' })
    .getByRole('button', { name: /Bitcoin/ })
    .click();
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  await wallet.getByLabel('Transfer amount').fill('0.01');
  await wallet.getByRole('button', { name: 'Simulate a transfer' }).click();
  await wallet.getByRole('button', { name: 'History' }).click();
  const row = wallet.getByRole('region', { name: 'Deposit history' }).getByRole('row').nth(1);
  await expect(row).toContainText('Confirming');
  await advance(page, HOUR_MS);
  await expect(row).toContainText('Successful');
  await page.keyboard.press('Escape');
}

test('a guest is sent to sign in at the faucet; a player who deposited claims the faucet, then rakeback', async ({
  page,
}) => {
  // A guest sees the rewards, and pressing the faucet asks to sign in.
  await openHome(page, '/rewards');
  const faucetCard = page.getByRole('region', { name: 'Daily faucet' });
  await faucetCard.getByRole('button', { name: 'Sign in to claim' }).click();
  await fillSignIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  await deposit(page);

  // The faucet: Spinning..., then the reward, and the faucet closes for a day.
  await faucetCard.getByRole('link', { name: 'Go to faucet' }).click();
  const faucet = page.getByRole('region', { name: 'Faucet' });
  await expect(faucet.getByTestId('faucet-status')).toHaveText('Available');
  await faucet.getByRole('button', { name: 'Spin' }).click();
  await expect(faucet.getByRole('status')).toHaveText('Spinning...');
  await expect(faucet.getByRole('status')).toHaveText(/^Received \$\d+\.\d\d$/, { timeout: 15_000 });
  await expect(faucet.getByTestId('faucet-status')).toHaveText(/^Available in 2[34] hours$/);
  await expect(faucet.getByRole('button', { name: 'Spin' })).toBeDisabled();

  // Rakeback accrues from real wagers; the second claim meets the 4-hour cooldown.
  await wager(page, DEMO.player.login, 1_000);
  await openHome(page, '/rewards');
  await page
    .getByRole('region', { name: 'Rakeback' })
    .getByRole('button', { name: 'Claim', exact: true })
    .click();
  const modal = page.getByRole('dialog', { name: 'Rakeback' });
  await modal.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(modal.getByRole('status')).toHaveText('Available cashback is claimed successfully');
  await modal.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(modal.getByRole('alert')).toHaveText('You can collect cashback after 4 hours');
});
