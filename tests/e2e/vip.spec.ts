import { expect, test, type Page } from '@playwright/test';
import type { SimEmail } from '../../src/contract/sim-api';
import { advance, authDialog, expectSignedIn, openHome, solveCaptcha } from './helpers';

const HOUR_MS = 60 * 60 * 1000;

/** The QA controls this journey uses beyond helpers.ts: the outbox and `wagerFor` (real bets for a player). */
interface VipHarnessWindow {
  __harness?: {
    control: {
      outbox(): Promise<SimEmail[]>;
      wagerFor(login: string, usd: number): Promise<unknown>;
    };
  };
}

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

/** Opens the verification link the sign-up sent: deposits need a verified email. */
async function verifyEmail(page: Page, name: string) {
  const link = await page.evaluate(async (to) => {
    const emails = await (window as VipHarnessWindow).__harness!.control.outbox();
    return emails.find((email) => email.to === to)!.link;
  }, `${name}@example.com`);
  await page.goto(link);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
}

/** 0.005 BTC (about $336) from an outside wallet, confirmed on the sim clock. */
async function depositBitcoin(page: Page) {
  await page.getByRole('banner').getByTitle('Change currency').click();
  await page
    .getByRole('list', { name: 'Currencies' })
    .getByRole('button', { name: /Bitcoin/ })
    .click();
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  await expect(wallet.getByTestId('deposit-address')).toHaveText(/^bc1q/);
  await wallet.getByLabel('Transfer amount').fill('0.005');
  await wallet.getByRole('button', { name: 'Simulate a transfer' }).click();
  await wallet.getByRole('button', { name: 'History' }).click();
  const deposit = wallet.getByRole('region', { name: 'Deposit history' }).getByRole('row').nth(1);
  await expect(deposit).toContainText('Confirming');
  await advance(page, HOUR_MS);
  await expect(deposit).toContainText('Successful');
  await page.keyboard.press('Escape');
}

test('a new player deposits and wagers into Bronze: told so, with the level everywhere', async ({ page }) => {
  const name = `vip_${Date.now().toString(36)}`;
  await openHome(page);
  await signUp(page, name);
  await verifyEmail(page, name);
  await depositBitcoin(page);

  // $1,000 of real bets through the normal play path (the demo panel's "Wager as me").
  await page.evaluate(
    (login) => (window as VipHarnessWindow).__harness!.control.wagerFor(login, 1_050),
    name,
  );

  // The level-up arrives as a toast and in the bell's list; the user is reloaded with the new level.
  await expect(page.getByText(/VIP level 1/).first()).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread/ });
  await bell.click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(/VIP level 1: Bronze/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Your level' })).toContainText('Level: 1');

  // /vip: the card and the benefits table both say Bronze.
  await page.getByRole('link', { name: /VIP progress to level 2/ }).click();
  await expect(page.getByRole('heading', { name: 'VIP programme' })).toBeVisible();
  await expect(page.getByText('Level: 1 · Bronze')).toBeVisible();
  const bronze = page.getByRole('region', { name: 'Level benefits' }).getByRole('row', { name: /Bronze/ });
  await expect(bronze).toHaveAttribute('aria-current', 'true');
});

test('a guest on /vip sees the levels and is asked to sign in', async ({ page }) => {
  await openHome(page, '/vip');
  const benefits = page.getByRole('region', { name: 'Level benefits' });
  await expect(benefits.getByRole('row')).toHaveCount(11);
  await expect(benefits.locator('[aria-current="true"]')).toHaveCount(0);
  await page
    .getByRole('region', { name: 'Join the VIP programme' })
    .getByRole('button', { name: 'Sign in' })
    .click();
  await expect(authDialog(page)).toBeVisible();
});
