import { expect, test } from './fixtures';
import { expectSignedIn, openHome, signIn, signOut } from './helpers';

const ADMIN = { login: 'admin', password: 'admin123' } as const;
const PLAYER = { login: 'player', password: 'player123' } as const;

test('a player opens and another joins a PvP pool', async ({ page }) => {
  await openHome(page, '/pvp');
  await expect(page.getByRole('heading', { name: 'PvP pools', level: 1 })).toBeVisible();
  await signIn(page, PLAYER.login, PLAYER.password);
  await expectSignedIn(page);

  // The player opens a pool in their wallet's currency (BTC) on the first upcoming match.
  const open = page.getByRole('form', { name: 'Open a pool' });
  const match = open.getByLabel('Match');
  await expect(match.locator('option')).not.toHaveCount(1);
  await match.selectOption({ index: 1 });
  await open.getByRole('radio').first().check();
  await open.getByLabel('Stake').fill('0.0005');
  await open.getByRole('button', { name: 'Open pool' }).click();
  await expect(page).toHaveURL(/\/pvp\/pool\/[0-9a-f]+$/);
  const players = page.getByRole('table', { name: 'Players' });
  await expect(players.getByRole('row', { name: /player/ })).toContainText('0.0005');

  // Another player joins the other team from the pool's own page.
  const poolUrl = page.url();
  await signOut(page);
  await signIn(page, ADMIN.login, ADMIN.password);
  await expectSignedIn(page);
  await page.goto(poolUrl);
  const join = page.getByRole('form', { name: 'Join this pool' });
  await join.getByRole('radio').last().check();
  await join.getByLabel('Stake').fill('0.0004');
  await join.getByRole('button', { name: 'Join pool' }).click();
  await expect(players.getByRole('row', { name: /admin/ })).toContainText('0.0004');
  await expect(players.getByRole('row', { name: /player/ })).toBeVisible();
  await expect(join.getByText('You are in this pool.')).toBeVisible();

  // The list shows the pool with both sides taken.
  await page.getByRole('link', { name: 'All pools' }).click();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /\bv\b/ }) })
    .first();
  await expect(card).toBeVisible();
  await expect(page.getByRole('meter').first()).toBeVisible();
});
