/**
 * Promotions, rewards and VIP as a new player meets them, in one journey (one sign-up, one deposit): the wheel,
 * a promo code, the deposit bonus, the faucet, a VIP level from wagering (the sim's QA control, as the demo
 * panel's "Wager $N as me" does) and rakeback; and a guest sent to sign in at each of them.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { SimEmail, WagerForAnswer } from '../../src/contract/sim-api';
import { advance, openHome, signUp, simControl } from './helpers';

// The wheel and the faucet show their spin (the suite runs with reduced motion, which skips it).
test.use({ reducedMotion: 'no-preference' });

const HOUR_MS = 60 * 60 * 1000;

/** Deposits need a verified email: the link of the sim's outbox. */
async function verifyEmail(page: Page, name: string) {
  const emails = await simControl<SimEmail[]>(page, 'outbox');
  const link = emails.find((email) => email.to === `${name}@example.com`)!.link;
  await page.goto(link);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
}

/** 0.005 BTC from an outside wallet, confirmed on the sim clock; the deposit tab says the bonus is coming. */
async function depositBitcoin(page: Page) {
  await page.getByRole('banner').getByTitle('Change currency').click();
  await page
    .getByRole('list', { name: 'Currencies' })
    .getByRole('button', { name: /Bitcoin/ })
    .click();
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  await expect(wallet.getByRole('note')).toContainText('your first deposit gets it');
  await wallet.getByLabel('Transfer amount').fill('0.005');
  await wallet.getByRole('button', { name: 'Simulate a transfer' }).click();
  await wallet.getByRole('button', { name: 'History' }).click();
  const row = wallet.getByRole('region', { name: 'Deposit history' }).getByRole('row').nth(1);
  await expect(row).toContainText('Confirming');
  await advance(page, HOUR_MS);
  await expect(row).toContainText('Successful');
  await page.keyboard.press('Escape');
}

const wheelDialog = (page: Page) => page.getByRole('dialog', { name: /Bonus wheel/ });
const depositBonusPopup = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('list', { name: 'Conditions' }) });

test('a new player spins the wheel, redeems a code, takes the deposit bonus, the faucet, a VIP level and rakeback', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const name = `qa_rw_${Date.now().toString(36)}`;
  await openHome(page);
  await signUp(page, name);

  // The one spin of registration lands, shows the prize and leaves none.
  await page.goto('/promotions');
  await page.getByRole('button', { name: 'Spin the wheel' }).click();
  const wheel = wheelDialog(page);
  await expect(wheel.getByText(/^Spins:/)).toHaveText('Spins: 1');
  await wheel.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(wheel.getByRole('button', { name: 'Spinning…' })).toBeDisabled();
  await expect(wheel.getByText(/^You won /)).toBeVisible({ timeout: 10_000 });
  await expect(wheel.getByText(/^Spins:/)).toHaveText('Spins: 0');
  await page.keyboard.press('Escape');

  // A public code through the footer's Redeem Code: it raises the rakeback.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Redeem Code' }).click();
  const redeem = page.getByRole('dialog', { name: 'Redeem a promo code' });
  await redeem.getByLabel('Promo code').fill('rakeup');
  await redeem.getByRole('button', { name: 'Activate' }).click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]').first()).toBeVisible();
  await expect(redeem.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The deposit bonus: opt in from its card, then deposit.
  await page.getByRole('button', { name: 'Opt in', exact: true }).click();
  const popup = depositBonusPopup(page);
  await expect(popup.getByRole('list', { name: 'Conditions' })).toContainText('x30');
  await popup.getByRole('button', { name: 'Opt-in' }).click();
  await expect(popup.getByRole('button', { name: 'Deposit' })).toBeVisible();
  await page.keyboard.press('Escape');
  await verifyEmail(page, name);
  await depositBitcoin(page);

  // The bonus balances are polled every 10 s: the gift badge comes with the granted bonus.
  const badge = page.getByRole('banner').getByRole('button', { name: /^Bonus balances/ });
  await expect(badge).toBeVisible({ timeout: 15_000 });
  await badge.click();
  // The deposit's match, beside the wheel's prize when that was $10 or more (smaller prizes are cash at once).
  const bonuses = page
    .getByRole('dialog', { name: 'Bonus balances' })
    .getByRole('list', { name: 'Active bonuses' })
    .getByRole('listitem');
  await expect(bonuses.filter({ hasText: 'x30' })).toHaveCount(1);
  await page.keyboard.press('Escape');

  // The faucet, now that the player deposited: Spinning..., the reward, then closed for a day.
  await page.goto('/bonus');
  const faucet = page.getByRole('region', { name: 'Faucet' });
  await expect(faucet.getByTestId('faucet-status')).toHaveText('Available');
  await faucet.getByRole('button', { name: 'Spin' }).click();
  await expect(faucet.getByRole('status')).toHaveText('Spinning...');
  await expect(faucet.getByRole('status')).toHaveText(/^Received \$\d+\.\d\d$/, { timeout: 15_000 });
  await expect(faucet.getByTestId('faucet-status')).toHaveText(/^Available in 2[34] hours$/);

  // $1,000 of real bets (Bronze needs $100 deposited and $1,000 wagered): the level-up is told, and shown.
  const wagered = await simControl<WagerForAnswer>(page, 'wagerFor', name, 1_050, 'btc');
  expect(wagered.wageredUsd).toBeGreaterThanOrEqual(1_000);
  await expect(page.getByText(/VIP level 1: Bronze/).first()).toBeVisible();
  await page.goto('/vip');
  const bronze = page.getByRole('region', { name: 'Level benefits' }).getByRole('row', { name: /Bronze/ });
  await expect(bronze).toHaveAttribute('aria-current', 'true');

  // Rakeback from those wagers; a second claim meets the 4-hour cooldown.
  await page.goto('/rewards');
  await page
    .getByRole('region', { name: 'Rakeback' })
    .getByRole('button', { name: 'Claim', exact: true })
    .click();
  const rakeback = page.getByRole('dialog', { name: 'Rakeback' });
  await rakeback.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(rakeback.getByRole('status')).toHaveText('Available cashback is claimed successfully');
  await rakeback.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(rakeback.getByRole('alert')).toHaveText('You can collect cashback after 4 hours');
});

test('a guest is sent to sign in at the wheel, the codes, the deposit bonus, the faucet, rakeback and VIP', async ({
  page,
}) => {
  const signInAsked = async () => {
    const login = page.getByRole('dialog').getByLabel('Login or email');
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toHaveCount(0);
  };
  await openHome(page, '/promotions');

  await page.getByRole('contentinfo').getByRole('button', { name: 'Redeem Code' }).click();
  await signInAsked();

  await page.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(wheelDialog(page).getByText(/^Spins:/)).toHaveText('Spins: 0');
  await wheelDialog(page).getByRole('button', { name: 'Spin', exact: true }).click();
  await signInAsked();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Opt in', exact: true }).click();
  await depositBonusPopup(page).getByRole('button', { name: 'Opt-in' }).click();
  await expect(page.getByText('Please login to your account.')).toBeVisible();
  await signInAsked();
  await page.keyboard.press('Escape');

  await page.goto('/rewards');
  await page
    .getByRole('region', { name: 'Daily faucet' })
    .getByRole('button', { name: 'Sign in to claim' })
    .click();
  await signInAsked();
  await page
    .getByRole('region', { name: 'Rakeback' })
    .getByRole('button', { name: /Sign in/ })
    .click();
  await signInAsked();

  await page.goto('/vip');
  await page
    .getByRole('region', { name: 'Join the VIP programme' })
    .getByRole('button', { name: 'Sign in' })
    .click();
  await signInAsked();
});
