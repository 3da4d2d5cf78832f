import { expect, test, type Locator, type Page } from '@playwright/test';
import { advance, authDialog, expectSignedIn, openHome, solveCaptcha } from './helpers';

const HOUR_MS = 60 * 60 * 1000;

/** The sim's outbox (window.__harness.control.outbox): the verification email's link. */
async function verificationLink(page: Page): Promise<string> {
  const emails = await page.evaluate(() =>
    (
      window as unknown as {
        __harness: { control: { outbox(): Promise<Array<{ subject: string; link: string }>> } };
      }
    ).__harness.control.outbox(),
  );
  const email = emails.find(({ subject }) => subject === 'Verify your email');
  if (!email) throw new Error('No verification email');
  return email.link;
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
  await expectSignedIn(page);
}

/** The deposit bonus popup: the dialog with the offer's conditions. */
const depositBonusPopup = (page: Page): Locator =>
  page.getByRole('dialog').filter({ has: page.getByRole('list', { name: 'Conditions' }) });

test('a new player opts into the deposit bonus, deposits, and sees the bonus with its x30 requirement; a guest is sent to sign in', async ({
  page,
}) => {
  await openHome(page);
  await signUp(page, `qa_bonus_${Date.now().toString(36)}`);

  // The offer opens by itself for a new player: x30, the largest bonus in dollars, Opt-in.
  const popup = depositBonusPopup(page);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('list', { name: 'Conditions' })).toContainText('x30');
  await expect(popup.getByRole('list', { name: 'Conditions' })).toContainText('$1,000.00');
  await popup.getByRole('button', { name: 'Opt-in' }).click();
  await expect(popup.getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(popup).toBeVisible();

  // Deposits need a verified email: the link from the sim's outbox.
  await page.goto(await verificationLink(page));
  await expect(page.getByText('Your email address is verified.')).toBeVisible();

  // The deposit tab says the first deposit gets the bonus; a transfer confirmed on the sim clock is credited.
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  await expect(wallet.getByRole('note')).toContainText('your first deposit gets it');
  await wallet.getByLabel('Transfer amount').fill('0.01');
  await wallet.getByRole('button', { name: 'Simulate a transfer' }).click();
  await advance(page, HOUR_MS);

  // The bonus balances are polled every 10 s: the gift badge comes with the granted bonus.
  await page.keyboard.press('Escape');
  const badge = page.getByRole('banner').getByRole('button', { name: /^Bonus balances/ });
  await expect(badge).toBeVisible({ timeout: 15_000 });
  await badge.click();
  const info = page.getByRole('dialog', { name: 'Bonus balances' });
  const card = info.getByRole('list', { name: 'Active bonuses' }).getByRole('listitem').first();
  await expect(card).toContainText('x30');
  await expect(card.getByRole('progressbar', { name: 'Wager requirement' })).toBeVisible();
  await expect(card.getByText(/^\$0\.00 of \$[\d,]+\.\d\d wagered$/)).toBeVisible();
  await page.keyboard.press('Escape');

  // A guest pressing Opt-in (from /promotions) is sent to sign in.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.goto('/promotions');
  await page.getByRole('button', { name: 'Opt in', exact: true }).click();
  await depositBonusPopup(page).getByRole('button', { name: 'Opt-in' }).click();
  await expect(page.getByText('Please login to your account.')).toBeVisible();
  await expect(authDialog(page).getByLabel('Login or email')).toBeVisible();
});
