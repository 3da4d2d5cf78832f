/**
 * A partner app's sign-in (the /oauth/authorize/{requestId} page): QA starts a request from the demo panel as a
 * guest, signs in on the page, approves and sees the code (then trades it for a token as the app would); a
 * second request is denied, and the answered one cannot be answered again.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, fillSignIn, openHome } from './helpers';

async function startFromPanel(page: Page, app: string) {
  await page.getByRole('button', { name: 'Sim controls' }).click();
  const panel = page.getByRole('dialog', { name: 'Sim controls' });
  await panel.getByRole('combobox', { name: 'Partner app' }).selectOption({ label: app });
  await panel.getByRole('button', { name: 'Start sign-in' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/oauth\/authorize\/[\w-]+$/);
}

test('a partner app asks for access: sign in, approve and get a code; deny another', async ({ page }) => {
  await openHome(page);
  await startFromPanel(page, 'KingCast');
  // A guest is asked to sign in and stays on the request.
  await fillSignIn(page, DEMO.player.login, DEMO.player.password);
  const card = page.getByRole('region', { name: 'Authorisation request' });
  await expect(
    card.getByRole('heading', { name: 'KingCast wants to access your BetKings account' }),
  ).toBeVisible();
  await expect(card.getByText('Signed in as player')).toBeVisible();
  await expect(card.getByText('See your balances')).toBeVisible();
  await expect(card.getByText('https://kingcast.example/auth/return', { exact: true })).toBeVisible();
  const requestUrl = page.url();

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByRole('heading', { name: /Access approved/ })).toBeVisible();
  await expect(card.getByText('Returning you to KingCast')).toBeVisible();
  const code = (await card.getByTestId('oauth-code').textContent())!;
  expect(code).toMatch(/^[\w-]{40}$/);
  await expect(card.getByRole('link', { name: /kingcast\.example\/auth\/return\?code=/ })).toHaveAttribute(
    'href',
    new RegExp(`code=${code}&state=`),
  );
  await card.getByRole('button', { name: 'Exchange for an access token' }).click();
  await expect(card.getByRole('status')).toContainText(
    'Access token issued for profile balance:read bets:read',
  );

  // The answered request cannot be answered again.
  await page.goto(requestUrl);
  await expect(card.getByRole('heading', { name: 'Request already answered' })).toBeVisible();

  await startFromPanel(page, 'Rakeboard');
  await expect(card.getByText('See your player name, avatar and VIP level')).toBeVisible();
  await card.getByRole('button', { name: 'Deny' }).click();
  await expect(card.getByRole('heading', { name: /Access denied/ })).toBeVisible();
  await expect(card.getByRole('link', { name: /error=access_denied&state=/ })).toBeVisible();
  await expect(card.getByTestId('oauth-code')).toHaveCount(0);
});
