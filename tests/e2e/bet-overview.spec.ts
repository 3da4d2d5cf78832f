import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO,
  acceptChatRules,
  advanceMinutes,
  definitionOf,
  expectSignedIn,
  openHome,
  setWorldRates,
  signIn,
  simControl,
  typeInChat,
} from './helpers';

interface SeenBet {
  number: number;
  player: string;
  multiplier: number;
  serverSeedHash: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
}

/** Opens bet #number with '/bet N' in the chat and reads its overview, which stays open. */
async function openBet(page: Page, number: number): Promise<SeenBet> {
  await typeInChat(page, `/bet ${number}`);
  const dialog = page.getByRole('dialog', { name: `Limbo · Bet #${number}` });
  await expect(definitionOf(dialog, 'Nonce')).toBeVisible();
  return {
    number,
    player: await definitionOf(dialog, 'Player').innerText(),
    multiplier: Number.parseFloat(await definitionOf(dialog, 'Multiplier').innerText()),
    serverSeedHash: await definitionOf(dialog, 'Server seed (hashed)').innerText(),
    serverSeed: await definitionOf(dialog, 'Server seed').innerText(),
    clientSeed: await definitionOf(dialog, 'Client seed').innerText(),
    nonce: await definitionOf(dialog, 'Nonce').innerText(),
  };
}

test("'/bet N' in the chat opens a crowd player's bet, and its revealed seeds verify on /fairness", async ({
  page,
}) => {
  // Up to six sim minutes of a 240 bets a minute crowd, each bet a transaction in the page's sim: alone on this
  // machine a run takes 25 s to 80 s, as the world's time of day has it; three workers on 2 cores, twice that.
  test.setTimeout(180_000);
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  await acceptChatRules(page);
  // A busier crowd, so that within a few sim minutes players change client seed (1 round in 40) and so
  // reveal the server seed of their earlier bets; QA's control names the newest such limbo win.
  await setWorldRates(page, { betsPerMinute: 240, chatMessagesPerMinute: 0 });
  let number: number | null = null;
  for (let minute = 0; minute < 6 && number === null; minute += 1) {
    await advanceMinutes(page, 1);
    number = await simControl<number | null>(page, 'revealedWin', 'limbo');
  }
  expect(number, 'a limbo win with a revealed server seed').not.toBeNull();
  const bet = await openBet(page, number!);
  expect(bet.multiplier).toBeGreaterThan(0);

  const overview = page.getByRole('dialog', { name: `Limbo · Bet #${bet.number}` });
  // Someone else's bet: a crowd player's name (or 'Hidden' for a private one), never the viewer's.
  expect(bet.player).not.toBe(DEMO.player.login);
  expect(bet.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  expect(bet.nonce).toMatch(/^\d+$/);
  await overview.getByRole('link', { name: 'Verify this bet' }).click();

  await expect(page).toHaveURL(/\/fairness\?verify=limbo-/);
  await expect(page.getByRole('heading', { name: 'Fairness verification', level: 1 })).toBeVisible();
  await expect(overview).toHaveCount(0);
  await expect(page.getByLabel('Server seed', { exact: true })).toHaveValue(bet.serverSeed);
  await expect(page.getByLabel('Client seed', { exact: true })).toHaveValue(bet.clientSeed);
  await expect(page.getByLabel('Nonce', { exact: true })).toHaveValue(bet.nonce);
  // The revealed seed is the one committed to before the bet: its SHA-256 is the hash the bet showed.
  await expect(page.locator('dt:text-is("Server seed hash (SHA-256)") + dd')).toHaveText(bet.serverSeedHash);
  // Limbo pays the target when the drawn multiplier reaches it: the target paid is at most what was drawn.
  const result = page.getByRole('region', { name: 'Outcome' }).getByLabel('Limbo result');
  await expect(result).toHaveText(/^\d+\.\d{2}×$/);
  const drawn = Number.parseFloat(await result.innerText());
  expect(drawn).toBeGreaterThanOrEqual(bet.multiplier);
});

test("'/bet' with an unknown bet number says so", async ({ page }) => {
  await openHome(page);
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  await acceptChatRules(page);
  await typeInChat(page, '/bet 999999');
  await expect(page.getByText('Unknown bet.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("a shared {origin}?game={game}-{id} link opens the bet's overview, and copying it says 'Copied!'", async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openHome(page, '/casino/game/limbo');
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  const controls = page.getByRole('complementary', { name: 'Bet controls' });
  await controls.getByLabel('Bet amount').fill('0.0001');
  await controls.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Round result' })).toBeVisible();
  const myBets = page.getByRole('region', { name: 'Bets' });
  const row = myBets.getByRole('button', { name: /^Limbo #\d+$/ });
  await expect(row).toHaveCount(1);
  const number = Number((await row.innerText()).replace(/^Limbo #/, ''));

  // The link a player shares (community.md §7 "Share links"), opened afresh.
  await page.goto(`/?game=limbo-${number}`);
  const overview = page.getByRole('dialog', { name: `Limbo · Bet #${number}` });
  await expect(overview).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(definitionOf(overview, 'Player')).toHaveText(DEMO.player.login);
  const origin = new URL(page.url()).origin;
  const shared = encodeURIComponent(`${origin}?game=limbo-${number}`);
  await expect(overview.getByRole('link', { name: 'Share on Twitter' })).toHaveAttribute(
    'href',
    `https://twitter.com/intent/tweet?url=${shared}`,
  );
  await expect(overview.getByRole('link', { name: 'Share on Telegram' })).toHaveAttribute(
    'href',
    `https://t.me/share/url?url=${shared}`,
  );
  await overview.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}?game=limbo-${number}`);
});
