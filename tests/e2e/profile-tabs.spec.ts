/** The profile's tabs: Overview, Bets (page by page) and Statistics with charts, the tab kept in the URL. */
import { expect, test } from '@playwright/test';
import { openGame, roundResult, rounds } from './game-rounds';
import { DEMO, expectSignedIn, openHome, signIn } from './helpers';

test('a player opens their bets and statistics from the profile tabs', async ({ page }) => {
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  await openGame(page, 'limbo');
  await rounds.limbo!(page);
  await expect(roundResult(page)).toBeVisible();

  await page.goto('/profile/me');
  const tabs = page.getByRole('tablist', { name: 'Profile' });
  await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Latest bets' })).toBeVisible();

  await tabs.getByRole('tab', { name: 'Bets' }).click();
  await expect(page).toHaveURL(/\?tab=bets$/);
  const bets = page.getByRole('tabpanel', { name: 'Bets' });
  await expect(bets.getByText('1 bet', { exact: true })).toBeVisible();
  await expect(bets.getByRole('row')).toHaveCount(2);

  await tabs.getByRole('tab', { name: 'Bets' }).press('ArrowRight');
  await expect(page).toHaveURL(/\?tab=stats$/);
  const stats = page.getByRole('tabpanel', { name: 'Statistics' });
  await expect(stats.getByRole('region', { name: 'Wagered per day' }).locator('figure')).toHaveAttribute(
    'data-points',
    '30',
  );
  await expect(stats.getByRole('region', { name: 'Wins and losses by game' })).toContainText('Limbo');
  await expect(stats.getByRole('region', { name: 'Biggest multipliers' }).getByRole('listitem')).toHaveCount(
    1,
  );

  // The tab is in the URL: a reload opens it again.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true');
});
