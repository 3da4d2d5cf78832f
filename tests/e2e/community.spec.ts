import { expect, test } from './fixtures';
import { DEMO, advance, expectSignedIn, openHome, signIn } from './helpers';

test("the simulated crowd's bets reach a guest's live feed", async ({ page }) => {
  await openHome(page);
  const feed = page.getByRole('region', { name: 'Live bets' });
  await expect(feed.getByRole('tab', { name: 'All' })).toBeVisible();
  await expect(feed.getByRole('tab', { name: 'Mine' })).toHaveCount(0);
  for (let minute = 0; minute < 5; minute += 1) await advance(page, 60_000);
  await expect(feed.getByRole('row').nth(1)).toBeVisible();
});

test('the weekly race page shows the countdown, the standings and how it works', async ({ page }) => {
  await openHome(page, '/weekly-race');
  await expect(page.getByRole('heading', { name: 'Weekly race', level: 1 })).toBeVisible();
  await expect(page.getByLabel(/^Race ends in /)).toBeVisible();
  await page.getByRole('button', { name: 'How it works' }).first().click();
  await expect(page.getByRole('dialog', { name: 'How it works' })).toContainText('top 20');
});

test('a player asks support a question and the simulated agent answers', async ({ page }) => {
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  await page.getByRole('button', { name: 'Live Support' }).click();
  // The window is titled by its page (index, then "New live chat"): find it by its close button.
  const support = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Close support' }) });
  await support.getByRole('button', { name: 'Ask a question' }).click();
  await support.getByLabel('Your message').fill('How long does a withdrawal take?');
  await support.getByRole('button', { name: 'Send' }).click();
  const messages = support.getByRole('list', { name: 'Messages' });
  await expect(messages).toContainText('How long does a withdrawal take?');
  await advance(page, 60_000);
  await expect(messages).toContainText('Support Agent');
});

test('a player accepts the chat rules, sends a message with an emoji and sees it in the room', async ({
  page,
}) => {
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  const chat = page.getByRole('complementary', { name: 'Chat' });
  await expect(chat.getByRole('heading', { name: 'Online Chat' })).toBeVisible();
  await chat.getByRole('button', { name: 'Read the rules' }).click();
  await chat.getByRole('button', { name: 'I accept' }).click();
  const text = `Good luck everyone ${Date.now().toString(36)} :grin:`;
  await chat.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
  const log = chat.getByRole('log', { name: 'Chat messages' });
  await expect(log).toContainText(text.replace(' :grin:', ''));
  await expect(log.getByRole('img', { name: ':grin:' }).last()).toBeVisible();
});

test('a guest sees the chat with a sign-in overlay instead of the send box', async ({ page }) => {
  await openHome(page);
  const chat = page.getByRole('complementary', { name: 'Chat' });
  await expect(chat.getByRole('button', { name: 'Sign in to chat' })).toBeVisible();
  await chat.getByRole('button', { name: 'Sign in to chat' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
