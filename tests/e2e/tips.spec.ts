import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO,
  acceptChatRules,
  advanceMinutes,
  chatPanel,
  expectSignedIn,
  openHome,
  scrollChatToNewest,
  setWorldRates,
  signIn,
} from './helpers';

/** The header's balance button, switched to `currency` (by its name in the picker, e.g. 'Tether'). */
async function showBalanceIn(page: Page, currencyName: string) {
  const balance = page.getByRole('banner').getByTitle('Change currency');
  await balance.click();
  await page.getByRole('list', { name: 'Currencies' }).getByRole('button', { name: currencyName }).click();
  return balance;
}

/** The player signed in with the rules accepted, after a few sim minutes of crowd chat (and no crowd tips). */
async function playerInBusyChat(page: Page) {
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  await acceptChatRules(page);
  await setWorldRates(page, { chatMessagesPerMinute: 20, tipsPerHour: 0 });
  await advanceMinutes(page, 2);
}

/**
 * Opens the profile popup of a crowd player who talked in the chat, by their name on their line; a private
 * player's profile does not open for others, so the next one is tried.
 */
async function openCrowdProfile(page: Page) {
  const authors = chatPanel(page)
    .lines.filter({ hasNotText: DEMO.player.login })
    .filter({ has: page.getByRole('button') });
  // The newest lines first: the list follows the conversation, and they are in view.
  for (let index = 1; index <= 10; index += 1) {
    const author = authors.nth(-index).getByRole('button').first();
    const fullName = await author.getAttribute('title');
    if (!fullName) continue;
    await author.click();
    const popup = page.getByRole('dialog', { name: fullName });
    const tip = popup.getByRole('button', { name: 'Tip' });
    await expect(tip.or(page.getByRole('dialog', { name: 'Hidden' }))).toBeVisible();
    if (await tip.isVisible()) return { fullName, popup };
    await page.keyboard.press('Escape');
  }
  throw new Error('No crowd player with a public profile in the chat');
}

test("a player tips a crowd player from the name in the chat; the balance and the chat's notice show it", async ({
  page,
}) => {
  await playerInBusyChat(page);
  const balance = await showBalanceIn(page, 'Tether');
  await expect(balance).toContainText('500.00');

  const { log } = chatPanel(page);
  const { fullName, popup } = await openCrowdProfile(page);
  await popup.getByRole('button', { name: 'Tip' }).click();
  const form = popup.getByRole('form', { name: `Tip ${fullName}` });
  await form.getByLabel('Amount').fill('12.34');
  await form.getByLabel('Currency').selectOption('usdt');
  await form.getByRole('button', { name: 'Send tip' }).click();
  await expect(page.getByText('Tip sent')).toBeVisible();

  await expect(balance).toContainText('487.66');
  // Opening the profile may have scrolled the chat up to that line; the notice is the newest.
  await scrollChatToNewest(page);
  const notice = log
    .getByRole('listitem')
    .filter({ hasText: `${DEMO.player.login} tipped ${fullName} 12.34 USDT` });
  await expect(notice).toHaveCount(1);
  // The notice names both players, each a link to their page.
  await expect(notice.getByRole('link', { name: fullName, exact: true })).toHaveAttribute(
    'href',
    /^\/user\//,
  );
});

test('a player makes it rain on the recent chatters; the balance and the notice show the split', async ({
  page,
}) => {
  await playerInBusyChat(page);
  const balance = await showBalanceIn(page, 'Tether');
  await expect(balance).toContainText('500.00');

  await chatPanel(page).chat.getByRole('button', { name: 'Rain' }).click();
  const form = page.getByRole('dialog', { name: 'Rain' }).getByRole('form', { name: 'Rain' });
  await form.getByLabel('Amount').fill('10');
  await form.getByLabel('Currency').selectOption('usdt');
  await form.getByLabel('Users (1 to 25)').fill('3');
  await form.getByRole('button', { name: 'Make it rain' }).click();
  await expect(page.getByText('It rained on 3 players')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Rain' })).toHaveCount(0);

  // 10 USDT among 3: 3.33 each, the cent left over stays with the sender.
  const notice = chatPanel(page)
    .log.getByRole('listitem')
    .filter({
      hasText: `${DEMO.player.login} made it rain 9.99 USDT on 3 players (3.33 USDT each): `,
    });
  await expect(notice).toHaveCount(1);
  await expect(notice.getByRole('link')).toHaveCount(3);
  await expect(balance).toContainText('490.01');
});
