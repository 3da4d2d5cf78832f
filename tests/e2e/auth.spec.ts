import { expect, test } from './fixtures';
import {
  DEMO,
  authDialog,
  expectGuest,
  expectSignedIn,
  fillSignIn,
  fillSignUp,
  openHome,
  signIn,
  solveCaptcha,
  twoFactorCode,
} from './helpers';

test('a guest sees the casino home with the sign-up promo', async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole('heading', { name: 'Start winning now!' })).toBeVisible();
  await expect(page.getByText('100% deposit match up to $1,000.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register instantly' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Terms & Conditions');
  await expectGuest(page);
});

test('a guest signs up with the captcha, signs out, signs in again, and a reload keeps the session', async ({
  page,
}) => {
  const name = `qa_${Date.now().toString(36)}`;
  await openHome(page);
  const { dialog, submit } = await fillSignUp(page, name);
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('I confirm I am 18 or older and accept the Terms').check();
  await submit.click();
  await solveCaptcha(page);
  await expect(dialog).toHaveCount(0);
  await expectSignedIn(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectGuest(page);

  await signIn(page, name, 'secret-5');
  await expectSignedIn(page);

  await page.reload();
  await expectSignedIn(page);
});

test('sign-up shows the server validation texts and changes nothing', async ({ page }) => {
  await openHome(page);
  const { dialog, submit } = await fillSignUp(page, DEMO.player.login);
  await dialog.getByLabel('I confirm I am 18 or older and accept the Terms').check();
  await submit.click();
  await solveCaptcha(page);
  await expect(dialog.getByText('This login is already registered, pick something else')).toBeVisible();
  await expectGuest(page);
});

test('wrong credentials show the toast and keep the guest signed out', async ({ page }) => {
  await openHome(page);
  await signIn(page, DEMO.player.login, 'not-the-password');
  await expect(page.getByText('Wrong login or password')).toBeVisible();
  await expectGuest(page);
});

test('the two-factor account is challenged and gets through with a valid code', async ({ page }) => {
  await openHome(page);
  await signIn(page, DEMO.twofa.login, DEMO.twofa.password);
  const digits = page.getByLabel(/^Digit [1-6]$/);
  await expect(digits).toHaveCount(6);
  await digits.first().fill('0');
  await expect(page.getByText('5 digits remaining')).toBeVisible();
  await digits.first().fill('');
  const code = await twoFactorCode(page, DEMO.twofa.login);
  for (const [index, digit] of [...code].entries()) await digits.nth(index).fill(digit);
  await expect(digits).toHaveCount(0);
  await expectSignedIn(page);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await openHome(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('a login-only route refuses a guest and opens the login modal', async ({ page }) => {
  await openHome(page, '/profile/settings/connections');
  await expect(authDialog(page).getByRole('tab', { name: 'Sign in' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await fillSignIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
});
