import { expect, test } from './fixtures';
import {
  DEMO,
  acceptChatRules,
  advanceMinutes,
  chatMessageCount,
  chatMessageIds,
  chatPanel,
  dropRealtime,
  duplicatesIn,
  expectSignedIn,
  feedBetIds,
  liveFeed,
  openHome,
  restoreRealtime,
  setWorldRates,
  signIn,
  typeInChat,
} from './helpers';

const CONNECTION_BANNER = 'Attempting to connect to the events server...';

test('a guest watches the crowd chat and bet as the clock moves', async ({ page }) => {
  await openHome(page);
  const { log } = chatPanel(page);
  await expect(log.getByText('Loading messages…')).toHaveCount(0);
  for (let round = 0; round < 2; round += 1) {
    const chatBefore = await chatMessageIds(page);
    const countBefore = await chatMessageCount(page);
    const feedBefore = await feedBetIds(page);
    await advanceMinutes(page, 2);
    // New crowd lines at the end of the log, and new bets on top of the feed.
    await expect.poll(() => chatMessageCount(page)).toBeGreaterThan(countBefore);
    await expect
      .poll(async () => (await chatMessageIds(page)).filter((id) => !chatBefore.includes(id)).length)
      .toBeGreaterThan(0);
    await expect.poll(async () => (await feedBetIds(page))[0]).not.toBe(feedBefore[0] ?? '');
    await expect(liveFeed(page).rows.first()).toBeVisible();
  }
});

test('a dropped events socket shows the connection banner, and after it recovers events flow again', async ({
  page,
}) => {
  await openHome(page);
  const banner = page.getByText(CONNECTION_BANNER);
  await advanceMinutes(page, 1);
  await expect(liveFeed(page).rows.first()).toBeVisible();
  // The banner waits 3 s after load; a healthy socket never shows it.
  await page.waitForTimeout(3_500);
  await expect(banner).toHaveCount(0);

  // While pusher-js retries ('connecting') the events connection is down: the banner shows at once.
  await dropRealtime(page);
  await expect(banner).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('status').filter({ hasText: CONNECTION_BANNER })).toBeVisible();
  // Back: pusher-js reconnects by itself (after its backoff) and resubscribes.
  await restoreRealtime(page);
  await expect(banner).toBeHidden({ timeout: 30_000 });

  const chatBefore = await chatMessageIds(page);
  const feedBefore = await feedBetIds(page);
  await advanceMinutes(page, 2);
  await expect
    .poll(async () => (await chatMessageIds(page)).filter((id) => !chatBefore.includes(id)).length)
    .toBeGreaterThan(0);
  await expect.poll(async () => (await feedBetIds(page))[0]).not.toBe(feedBefore[0]);
});

test('after a reload the chat and the feed show once each, and the world keeps going', async ({ page }) => {
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  await acceptChatRules(page);
  await setWorldRates(page, { chatMessagesPerMinute: 30, betsPerMinute: 60 });
  await advanceMinutes(page, 2);
  const mine = `back in a second ${Date.now().toString(36)}`;
  await typeInChat(page, mine);
  const { log } = chatPanel(page);
  await expect(log.getByText(mine)).toHaveCount(1);
  await expect.poll(() => chatMessageCount(page)).toBeGreaterThan(10);
  await setWorldRates(page, { chatMessagesPerMinute: 6, betsPerMinute: 30 });
  const before = await chatMessageIds(page);
  expect(duplicatesIn(before)).toEqual([]);

  await page.reload();
  await expectSignedIn(page);
  await expect(log.getByText(mine)).toHaveCount(1);
  await expect(liveFeed(page).rows.first()).toBeVisible();
  const after = await chatMessageIds(page);
  expect(duplicatesIn(after)).toEqual([]);
  // The history is the room's newest messages: what was last on screen is still there, in the same order.
  const kept = after.filter((id) => before.includes(id));
  expect(kept).toEqual(before.slice(-kept.length));
  expect(kept.length).toBeGreaterThan(5);
  const feedAfter = await feedBetIds(page);
  expect(duplicatesIn(feedAfter)).toEqual([]);

  // The world goes on from the stored one: new lines and bets, still each once.
  await setWorldRates(page, { chatMessagesPerMinute: 60, betsPerMinute: 120 });
  await advanceMinutes(page, 1);
  await expect
    .poll(async () => (await chatMessageIds(page)).filter((id) => !after.includes(id)).length)
    .toBeGreaterThan(0);
  await expect.poll(async () => (await feedBetIds(page))[0]).not.toBe(feedAfter[0]);
  expect(duplicatesIn(await chatMessageIds(page))).toEqual([]);
  expect(duplicatesIn(await feedBetIds(page))).toEqual([]);
});
