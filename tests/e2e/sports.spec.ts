import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { advance, openHome } from './helpers';

const scoreboardText = (page: Page) => page.getByRole('region', { name: 'Scoreboard' }).innerText();
const pricesText = (page: Page) => page.getByRole('region', { name: 'Markets' }).innerText();

/** The live counts of the sport sidebar's entries, in order; an entry with none live counts 0. */
async function sidebarLiveCounts(page: Page): Promise<number[]> {
  const entries = await page
    .getByRole('navigation', { name: 'Sports', exact: true })
    .getByRole('link')
    .allTextContents();
  return entries.map((text) => Number(/Live: (\d+)/.exec(text)?.[1] ?? 0));
}

test('a guest browses live matches and sees odds move', async ({ page }) => {
  await openHome(page, '/sport');
  await expect(page.getByRole('heading', { name: 'Sports', level: 1 })).toBeVisible();

  // The sport sidebar: the sports with the most live matches first.
  const sidebar = page.getByRole('navigation', { name: 'Sports', exact: true });
  await expect(sidebar.getByRole('link').first()).toBeVisible();
  const counts = await sidebarLiveCounts(page);
  expect(counts.length).toBeGreaterThan(10);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));

  // A live match from the Live now list opens on its own page, its odds on it.
  const live = page.getByRole('list', { name: 'Live matches' });
  // One whose clock runs (not at a break), so that play goes on while the test watches.
  const running = live.getByRole('listitem').filter({ has: page.getByLabel('Match clock') });
  await running.first().getByRole('link').click();
  // On CI's loaded 2 cores the page once took over 10 s to move on after the click: its main thread also
  // renders every price the list is pushed, and the router renders the navigation as a transition.
  await expect(page).toHaveURL(/\/sport\/event\//, { timeout: 30_000 });
  const scoreboard = page.getByRole('region', { name: 'Scoreboard' });
  await expect(scoreboard.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Markets' }).getByRole('button').first()).toBeVisible();

  // The sim clock moves on: the clock runs and the prices move on the page without a reload. A minute at a
  // time, until they do: a break (when prices rest) may begin while the test watches.
  const [board, prices] = [await scoreboardText(page), await pricesText(page)];
  await advance(page, 60_000);
  await expect.poll(() => scoreboardText(page), { timeout: 20_000 }).not.toBe(board);
  await expect
    .poll(
      async () => {
        await advance(page, 60_000);
        return pricesText(page);
      },
      { timeout: 45_000 },
    )
    .not.toBe(prices);
});
