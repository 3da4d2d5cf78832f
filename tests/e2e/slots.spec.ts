import { type FrameLocator } from '@playwright/test';
import { expect, test } from './fixtures';
import { openHome } from './helpers';

/** A buy-bonuses slot whose provider serves the default jurisdiction (Malta). */
const SLOT = { id: 'emberline-studios-hot-bars-ways', name: 'Hot Bars Ways' };

/** An amount shown in the game ('0.00001113 BTC', '1,000.00 USDT') in minor units of 8 decimals. */
const minor = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 1e8);

const shown = async (frame: FrameLocator, testId: string) =>
  minor(await frame.getByTestId(testId).textContent());

/** The win of the spin shown, once its count-up is over (0 when the spin won nothing). */
async function winShown(frame: FrameLocator): Promise<number> {
  const win = frame.getByTestId('slot-win');
  return (await win.count()) > 0 ? minor(await win.textContent()) : 0;
}

test('a guest spins a slot in demo, the balance moves by the bet and the win, then buys its bonus', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // From the catalogue: the search finds the game and opens its page.
  await openHome(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
  const search = page.getByRole('dialog', { name: 'Search games' });
  await search.getByRole('searchbox', { name: 'Search games' }).fill(SLOT.name);
  await search
    .getByRole('link', { name: new RegExp(`^${SLOT.name}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/casino/game/${SLOT.id}$`));
  const game = page.frameLocator(`iframe[title="${SLOT.name}"]`);
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled();

  // One paid spin: the reels stop one by one, then the balance is the old one less the bet plus the win.
  const before = await shown(game, 'slot-balance');
  const bet = await shown(game, 'slot-bet');
  await spin.click();
  await expect(game.locator('[data-reel] [data-symbol]')).toHaveCount(15);
  await expect(spin).toBeEnabled();
  const after = await shown(game, 'slot-balance');
  expect(after).not.toBe(before);
  await expect.poll(() => winShown(game)).toBe(after - before + bet);
  // The operator's page shows the same demo balance as the game (each in its own format: the game drops
  // trailing zeros, the page shows 8 decimals).
  await expect.poll(async () => minor(await page.getByText(/Demo balance:/).textContent())).toBe(after);

  // The bonus for sale: its price leaves the balance at once, the free spins play by themselves, and their
  // total is paid when they are over.
  await game.getByRole('button', { name: /Buy bonus/ }).click();
  const dialog = game.getByRole('dialog', { name: 'Buy bonus' });
  const price = minor(await dialog.getByRole('button', { name: /Buy for/ }).textContent());
  expect(price).toBeGreaterThan(bet * 10);
  await dialog.getByRole('button', { name: /Buy for/ }).click();
  await expect(game.getByText('Free spins!')).toBeVisible();
  await expect.poll(() => shown(game, 'slot-balance')).toBe(after - price);
  const summary = game.getByRole('status').filter({ hasText: 'Free spins over' });
  await expect(summary).toBeVisible({ timeout: 120_000 });
  const roundWin = minor(await summary.locator('.slot-banner__amount').textContent());
  await expect.poll(() => shown(game, 'slot-balance')).toBe(after - price + roundWin);
});
