import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chatPanel, openHome } from './helpers';
import { expectKenoPayoutsFit, expectTextFits, openGame, roundResult, rounds } from './game-rounds';

/** A 1280 px window with the chat column open: the game keeps the narrowest room a desktop gives it. */
test.use({ viewport: { width: 1280, height: 800 } });

async function openChat(page: Page) {
  const { chat } = chatPanel(page);
  if (!(await chat.isVisible())) await page.getByRole('button', { name: 'Toggle chat' }).click();
  await expect(chat).toBeVisible();
}

test('at 1280 px with the chat open the boards fit: blackjack moves, the limbo result, keno payouts', async ({
  page,
}) => {
  await openGame(page, 'blackjack');
  await openChat(page);
  await expectTextFits(page.getByRole('group', { name: 'Your move' }).getByRole('button'));

  await openGame(page, 'limbo');
  await openChat(page);
  await rounds.limbo!(page);
  await expect(roundResult(page)).toBeVisible({ timeout: 15_000 });
  const result = page.locator('.limbo__result .multiplier-display__value');
  await expect(result).toHaveText(/×$/);
  const { lines, covered } = await result.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const lineHeight =
      parseFloat(getComputedStyle(element).lineHeight) ||
      parseFloat(getComputedStyle(element).fontSize) * 1.2;
    const probes = [0.1, 0.5, 0.9].map((share) =>
      document.elementFromPoint(box.left + box.width * share, box.top + box.height / 2),
    );
    return {
      lines: Math.round(box.height / lineHeight),
      covered: probes.some((hit) => !element.contains(hit) && !hit?.contains(element)),
    };
  });
  expect(lines).toBe(1);
  expect(covered).toBe(false);

  await openGame(page, 'keno');
  await openChat(page);
  await page.getByRole('button', { name: 'Auto pick' }).click();
  await expectKenoPayoutsFit(page);
});

test('/casino/Originals, with a capital O, lists the eight originals', async ({ page }) => {
  await openHome(page, '/casino/Originals');
  const originals = page.getByRole('region', { name: 'Originals' });
  await expect(originals.getByRole('heading', { name: 'Originals' })).toBeVisible();
  await expect(originals.getByRole('listitem')).toHaveCount(8);
});
