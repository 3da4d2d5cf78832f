import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { authDialog, expectSignedIn, openHome } from './helpers';

/** Picks MetaMask in the wallet-connect frame and approves its request; answers the address it showed. */
async function approveMetaMask(page: Page, title: string): Promise<string> {
  // The dialog's code loads on first use ('Loading…'): on CI's busy 2 cores that once took more than 10 s.
  await expect(page.getByRole('dialog', { name: title })).toBeVisible({ timeout: 30_000 });
  const frame = page.frameLocator('iframe[title="Wallet connect"]');
  await expect(frame.getByRole('heading', { name: title })).toBeVisible();
  await frame.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'MetaMask' }).click();
  const request = frame.getByRole('region', { name: 'Signature request' });
  const address = await request.locator('code').getAttribute('title');
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  // EIP-55: a checksummed address mixes cases.
  expect(address).not.toBe(address!.toLowerCase());
  await request.getByRole('button', { name: 'Approve' }).click();
  return address!;
}

test('a guest signs in with a wallet, sees it on the connections page, cannot link it twice and unlinks it', async ({
  page,
}) => {
  await openHome(page);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  await authDialog(page).getByRole('button', { name: 'Connect wallet' }).click();
  const address = await approveMetaMask(page, 'Sign in with a wallet');
  await expectSignedIn(page);
  // A wallet account has no email: the forced email modal asks for one, as for a MetaMask sign-up.
  const setEmail = page.getByRole('dialog', { name: 'Set your email' });
  await setEmail.getByLabel('Email').fill('wallet.player@mail.example');
  await setEmail.getByRole('button', { name: 'Save email' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Connected wallets' }).click();
  await expect(page).toHaveURL(/\/profile\/settings\/connections$/);
  const wallets = page.getByRole('list', { name: 'Linked wallets' });
  const row = wallets.getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('MetaMask');
  await expect(row.getByText(`${address.slice(0, 6)}…${address.slice(-4)}`)).toHaveAttribute(
    'title',
    address,
  );
  await expect(row).toContainText('Linked');

  await page.getByRole('main').getByRole('button', { name: 'Connect wallet' }).click();
  await approveMetaMask(page, 'Connect a wallet');
  await expect(page.getByText('This address is already connected')).toBeVisible();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Unlink' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unlink wallet?' });
  await confirm.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText('Wallet unlinked')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No wallets connected yet' })).toBeVisible();
  await expect(wallets).toHaveCount(0);
});
