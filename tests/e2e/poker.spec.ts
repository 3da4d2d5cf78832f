import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, expectSignedIn, openHome, signIn } from './helpers';

const headerBalance = (page: Page) => page.getByRole('banner').getByTitle('Change currency');
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const balance = async (page: Page) =>
  amountOf(await headerBalance(page).locator('.currency-amount').textContent());

test('a player sits at a poker table, plays a hand and leaves with their stack', async ({ page }) => {
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  await page.goto('/poker');

  const tables = page.getByRole('list', { name: 'Tables' });
  await expect(tables.getByRole('listitem')).toHaveCount(4);
  await expect(tables.getByText('$0.05 / $0.10').first()).toBeVisible();
  const before = await balance(page);

  await tables.getByRole('button', { name: 'Sit at Bluebird' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('$10.00')).toBeVisible(); // 100 big blinds by default
  const cost = amountOf(await dialog.locator('.poker-buy-in__cost strong').textContent());
  expect(cost).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Take the seat' }).click();
  await expect(dialog).toHaveCount(0);
  // Chips are bought at the price when the seat is taken, which the clock may have moved since the dialog
  // showed its cost: within 1 %.
  await expect
    .poll(async () => Math.abs(before - (await balance(page)) - cost))
    .toBeLessThanOrEqual(cost / 100);

  // The table plays in the provider's frame: wait for the player's turn and fold.
  const frame = page.frameLocator('iframe.provider-game__frame');
  await expect(frame.getByTestId('your-seat')).toBeVisible();
  await frame.getByRole('button', { name: 'Fold' }).click({ timeout: 45_000 });
  await frame.getByRole('button', { name: 'Leave table' }).click();
  const left = frame.getByText(/^You left with /);
  await expect(left).toBeVisible();
  const cashedOut = amountOf(await left.textContent());
  // Folding costs at most the blinds the player had posted: never more than 15 cents of the $10 stack.
  expect(cashedOut).toBeLessThanOrEqual(cost);
  expect(cashedOut).toBeGreaterThanOrEqual(cost * 0.985 - 1e-8);
  await expect.poll(() => balance(page)).toBeCloseTo(before - cost + cashedOut, 8);
});
