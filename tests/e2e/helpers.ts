import { expect, type Page } from '@playwright/test';

/** The QA surface SimTransport puts on window in sim mode. */
interface HarnessWindow {
  __harness?: {
    control: {
      twoFactorCode(login: string): Promise<string | null>;
      advance(ms: number): Promise<void>;
    };
  };
}

export const DEMO = {
  player: { login: 'player', password: 'player123' },
  twofa: { login: 'twofa', password: 'twofa123' },
} as const;

/** A fresh world per test: every test gets its own seed, so its IndexedDB and accounts start anew. */
export async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
}

export function authDialog(page: Page) {
  return page.getByRole('dialog');
}

/** Ticks the emulated captcha; the form then submits by itself. */
export async function solveCaptcha(page: Page) {
  await authDialog(page).getByLabel('I am human').click();
}

export async function signIn(page: Page, login: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  await fillSignIn(page, login, password);
}

/** Fills and submits the sign-in tab of an auth dialog that is already open. */
export async function fillSignIn(page: Page, login: string, password: string) {
  const dialog = authDialog(page);
  await dialog.getByLabel('Login or email').fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await solveCaptcha(page);
}

export async function expectSignedIn(page: Page) {
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
}

export async function expectGuest(page: Page) {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

export async function twoFactorCode(page: Page, login: string): Promise<string> {
  const code = await page.evaluate(
    (name) => (window as unknown as HarnessWindow).__harness!.control.twoFactorCode(name),
    login,
  );
  if (!code) throw new Error(`No two-factor code for ${login}`);
  return code;
}
