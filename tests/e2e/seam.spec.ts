import { type Locator, type Page } from '@playwright/test';
import { e2eMode, expect, test } from './fixtures';
import { chatPanel, openHome } from './helpers';

/**
 * The demo badge says which backend the tab talks to and covers nothing: it is a line in the page's flow
 * above the content, never over the chat's input, the sidebar's theme picker or the page itself.
 */
const badgeOf = (page: Page) => page.getByRole('note', { name: /^Demo harness, / });
/** The sim in the page names its seed; the harness's own Node host (HTTP mode) names itself and its address. */
const badgeText = () =>
  e2eMode() === 'sim' ? /^Demo harness · sim · seed \S+/ : /^Demo harness · QA host · this site/;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectApart(badge: Locator, other: Locator) {
  await expect(other).toBeVisible();
  expect(intersects(await boxOf(badge), await boxOf(other)), `the badge over ${other}`).toBe(false);
}

/**
 * In the flow above the page: it ends where the page's content begins, wherever the page is scrolled. Both edges
 * are read in one go, in the page: read one after the other, a page still growing as it loads could scroll between.
 */
async function expectAboveTheContent(page: Page, badge: Locator) {
  for (const scroll of [0, 100_000]) {
    const overlap = await badge.evaluate((element, top) => {
      window.scrollTo({ top, behavior: 'instant' });
      const main = document.getElementById('main')!;
      return element.getBoundingClientRect().bottom - main.getBoundingClientRect().top;
    }, scroll);
    expect(overlap, `the badge's overlap of the content, scrolled to ${scroll}`).toBeLessThanOrEqual(0.5);
  }
  await page.evaluate(() => window.scrollTo({ top: 0 }));
}

test('the demo badge names the sim and its seed, and covers no content at 1440 px', async ({ page }) => {
  await openHome(page, '/casino/game/roulette');
  const badge = badgeOf(page);
  await expect(badge).toHaveText(badgeText());
  await expect(badge.getByRole('button', { name: 'Sim controls' })).toBeVisible();
  await expectApart(badge, page.getByRole('group', { name: 'Theme' }));
  await expectApart(badge, chatPanel(page).composer);
  await expectAboveTheContent(page, badge);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('@mobile the demo badge covers neither the chat input nor the theme picker', async ({ page }) => {
    await openHome(page, '/casino/game/roulette');
    const badge = badgeOf(page);
    await expect(badge).toBeVisible();
    await expectAboveTheContent(page, badge);

    await page.getByRole('banner').getByRole('button', { name: 'Toggle chat' }).click();
    await expectApart(badge, chatPanel(page).composer);
    await page.getByRole('banner').getByRole('button', { name: 'Toggle chat' }).click();

    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Menu' }).click();
    await expectApart(badge, page.locator('#sidebar').getByRole('group', { name: 'Theme' }));
  });
});
