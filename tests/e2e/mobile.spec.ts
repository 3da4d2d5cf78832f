import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, expectSignedIn, liveFeed, openHome, signIn } from './helpers';
import { expectKenoPayoutsFit, openGame, roundResult, rounds } from './game-rounds';

test('@mobile on a phone the bottom bar replaces the sidebar and the menu toggles it', async ({ page }) => {
  await openHome(page);
  const bar = page.getByRole('navigation', { name: 'Mobile' });
  await expect(bar).toBeVisible();
  const menu = bar.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#sidebar')).toBeVisible();
});

test('@mobile a player signs in on a phone', async ({ page }) => {
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
});

/**
 * Nothing is wider than the phone: the page does not scroll sideways. (A mobile browser widens its layout
 * viewport to an overflowing page, so the measure is the device's viewport, not window.innerWidth.)
 */
async function expectNoSidewaysScroll(page: Page) {
  const viewport = page.viewportSize()!.width;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(viewport);
}

/** The header fits as a guest, signed in, and in demo mode (with its top-up); sign-out is in the menu. */
async function headerFits(page: Page) {
  await openHome(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  await expect(header.getByRole('button', { name: /Deposit/ })).toBeVisible();
  await expect(header.getByRole('button', { name: /BTC|USDT|ETH/ })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await expectTapTarget(page, header.getByLabel('Demo'));
  await header.getByLabel('Demo').check();
  await expectNoSidewaysScroll(page);
  await expect(header.getByRole('link', { name: 'Profile' })).toBeInViewport({ ratio: 1 });
  await expect(header.getByRole('button', { name: 'Toggle chat' })).toBeInViewport({ ratio: 1 });

  const menu = page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Menu' });
  await menu.click();
  await page.locator('#sidebar').getByRole('button', { name: 'Sign out' }).click();
  await expect(header.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // The drawer covered the page: signing out from it closes it.
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#sidebar')).not.toBeInViewport();
}

/**
 * A finger's tap lands on the checkbox: every corner of a 40 px square around the box and its label hits the
 * box or its label (a 44 px target, less a little slack).
 */
async function expectTapTarget(page: Page, checkbox: Locator) {
  const hits = await checkbox.evaluate((box: HTMLInputElement) => {
    const boxes = [box, ...box.labels!].map((element) => element.getBoundingClientRect());
    const left = Math.min(...boxes.map((rect) => rect.left));
    const right = Math.max(...boxes.map((rect) => rect.right));
    const top = Math.min(...boxes.map((rect) => rect.top));
    const bottom = Math.max(...boxes.map((rect) => rect.bottom));
    const [x, y] = [(left + right) / 2, (top + bottom) / 2];
    return [-20, 20].flatMap((dx) =>
      [-20, 20].map((dy) => {
        const hit = document.elementFromPoint(x + dx, y + dy);
        return hit === box || [...box.labels!].some((label) => label === hit || label.contains(hit));
      }),
    );
  });
  expect(hits).toEqual([true, true, true, true]);
}

/** Names too long for their column end in an ellipsis and keep the whole name as the element's title. */
async function expectNamesEllipsed(names: Locator) {
  await expect(names.first()).toBeVisible();
  const styles = await names.evaluateAll((elements) =>
    elements.map((element) => ({
      title: element.getAttribute('title') === element.textContent?.trim(),
      ellipsis: getComputedStyle(element).textOverflow === 'ellipsis',
      fits: element.getBoundingClientRect().right <= window.innerWidth,
    })),
  );
  expect(styles.every((style) => style.title && style.ellipsis && style.fits)).toBe(true);
}

test('@mobile the header fits the phone as a guest and signed in', async ({ page }) => {
  await headerFits(page);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('@mobile the header fits a 390 px phone as a guest and signed in', async ({ page }) => {
    await headerFits(page);
  });

  test('@mobile a player plays a round of every original on a 390 px phone: the page never grows wider', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await openHome(page);
    await signIn(page, DEMO.player.login, DEMO.player.password);
    await expectSignedIn(page);
    const bar = page.getByRole('navigation', { name: 'Mobile' });
    for (const [game, playRound] of Object.entries(rounds)) {
      await test.step(game, async () => {
        await openGame(page, game);
        await playRound(page);
        await expect(roundResult(page)).toBeVisible({ timeout: 15_000 });
        // The bets tables reload after the round: they too must fit.
        await expect(page.getByRole('region', { name: 'Bets' }).getByRole('row').nth(1)).toBeVisible();
        await expectNoSidewaysScroll(page);
        const barBox = (await bar.boundingBox())!;
        expect(barBox.x).toBeGreaterThanOrEqual(0);
        expect(barBox.x + barBox.width).toBeLessThanOrEqual(390);
        if (game === 'keno') await expectKenoPayoutsFit(page);
      });
    }
    await expectNamesEllipsed(liveFeed(page).rows.locator('.feed-player__name'));
  });
});
