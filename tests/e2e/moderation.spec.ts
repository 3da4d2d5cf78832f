import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO,
  acceptChatRules,
  advanceMinutes,
  chatMessageCount,
  chatMessageIds,
  chatPanel,
  expectSignedIn,
  openHome,
  setWorldRates,
  signIn,
  signOut,
  simNow,
  typeInChat,
} from './helpers';

const MUTE_MINUTES = 5;

/** The mute notice's time as the chat writes it (en-GB, medium date, short time), in the page's time zone. */
function muteTimeText(page: Page, until: number): Promise<string> {
  return page.evaluate(
    (time) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(time),
    until,
  );
}

/** Signs in with the demo account and waits for the chat to know who is there. */
async function signInAs(page: Page, account: { login: string; password: string }) {
  await signIn(page, account.login, account.password);
  await expectSignedIn(page);
}

/** Opens the moderator's menu on the chat line that shows `text`. */
async function moderate(page: Page, text: string) {
  const line = chatPanel(page).lines.filter({ hasText: text });
  await line.getByRole('button', { name: /^Moderate message from / }).click();
  return line.getByRole('group', { name: 'Moderation' });
}

test('a moderator mutes a player from the message menu and the player sees the mute notice', async ({
  page,
}) => {
  await openHome(page);
  await signInAs(page, DEMO.player);
  await acceptChatRules(page);
  const text = `first time here ${Date.now().toString(36)}`;
  await typeInChat(page, text);
  const { chat, log, composer, send } = chatPanel(page);
  await expect(log.getByText(text)).toBeVisible();
  // Players get no moderator's menu.
  await expect(log.getByRole('button', { name: /^Moderate message from / })).toHaveCount(0);
  await signOut(page);

  await signInAs(page, DEMO.moderator);
  const menu = await moderate(page, text);
  await expect(menu.getByRole('button')).toHaveText([
    'Delete this message',
    'Delete all messages from this user',
    'Mute for 5 minutes',
    'Mute for 15 minutes',
    'Mute for 1 hour',
    'Mute for 1 day',
    'Mute for 1 week',
    'Mute for 1 month',
    'Mute for 6 months',
    'Mute forever',
  ]);
  const mutedAt = await simNow(page);
  await menu.getByRole('button', { name: 'Mute for 5 minutes' }).click();
  await expect(page.getByText('Muted successfully')).toBeVisible();
  await signOut(page);

  await signInAs(page, DEMO.player);
  const notice = chat.getByRole('status').filter({ hasText: 'You are muted until' });
  await expect(notice).toBeVisible();
  // The time the mute ends: 5 minutes after the moderator's click (the next minute if it fell on a boundary).
  const until = mutedAt + MUTE_MINUTES * 60_000;
  const times = [await muteTimeText(page, until), await muteTimeText(page, until + 60_000)];
  expect(times.map((time) => `You are muted until ${time}`)).toContain(await notice.innerText());
  // The send area refuses: nothing can be typed or sent while the mute lasts.
  await expect(composer).toHaveAttribute('placeholder', 'You are muted');
  await expect(composer).toHaveAttribute('aria-disabled', 'true');
  await expect(composer).not.toBeEditable();
  await expect(send).toBeDisabled();
  await composer.press('Enter');
  await expect(log.getByText(text)).toHaveCount(1);
});

test('a moderator deletes a message and it disappears for everyone', async ({ page }) => {
  await openHome(page);
  // Some crowd talk around the player's line: a chatty minute, then at least a few lines in the room.
  await setWorldRates(page, { chatMessagesPerMinute: 60 });
  await advanceMinutes(page, 1);
  await expect.poll(() => chatMessageCount(page)).toBeGreaterThan(2);
  await signInAs(page, DEMO.player);
  await acceptChatRules(page);
  const text = `does anyone know the limbo max ${Date.now().toString(36)}`;
  await typeInChat(page, text);
  const { log } = chatPanel(page);
  await expect(log.getByText(text)).toBeVisible();
  await signOut(page);

  await signInAs(page, DEMO.moderator);
  await expect(log.getByText(text)).toBeVisible();
  const [deleted] = await chatMessageIds(page, chatPanel(page).lines.filter({ hasText: text }));
  // The lines around it, which must stay (the crowd may say something meanwhile).
  const neighbours = (await chatMessageIds(page)).slice(-6).filter((id) => id !== deleted);
  expect(neighbours.length).toBeGreaterThan(0);
  const menu = await moderate(page, text);
  await menu.getByRole('button', { name: 'Delete this message' }).click();
  await expect(log.getByText(text)).toHaveCount(0);
  const left = await chatMessageIds(page);
  expect(left).not.toContain(deleted);
  expect(neighbours.filter((id) => !left.includes(id))).toEqual([]);
  await signOut(page);

  // The stored room no longer has it either: the room's history, loaded afresh, comes without it.
  await page.reload();
  await expect(chatPanel(page).chat.getByRole('button', { name: 'Sign in to chat' })).toBeVisible();
  await expect.poll(async () => (await chatMessageIds(page)).includes(neighbours.at(-1)!)).toBe(true);
  expect(await chatMessageIds(page)).not.toContain(deleted);
  await expect(log.getByText(text)).toHaveCount(0);
});
