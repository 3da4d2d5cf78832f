import { expect, type Locator, type Page } from '@playwright/test';
import type { SimControlApi, WorldRates } from '../../src/contract/sim-api';
import type { PriceTick } from '../../src/contract/trading';
import { e2eMode } from './fixtures';

/** The QA surface SimTransport puts on window in sim mode (README "Switching to the real API"). */
interface HarnessWindow {
  __harness?: {
    control: Record<string, (...args: unknown[]) => Promise<unknown>>;
    realtime: { drop(): void; restore(): void; online(): boolean };
    /** The trading server; push broadcasts a price tick on it as if the sim had sent it. */
    trading: { drop(): void; restore(): void; online(): boolean; push(tick: PriceTick): void };
  };
}

/**
 * Calls a QA control of the test's world (SimControlApi: clock, faults, outbox, deposits, shocks...): through
 * `window.__harness` in sim mode, through the Node host's `/__sim/control/{name}` in HTTP mode (the page's
 * cookies pick the test's world).
 */
export async function simControl<T = unknown>(
  page: Page,
  name: keyof SimControlApi,
  ...args: unknown[]
): Promise<T> {
  if (e2eMode() === 'http') {
    const response = await page.request.post(`/__sim/control/${name}`, { data: { args } });
    if (!response.ok()) throw new Error(`${name}: ${response.status()} ${await response.text()}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
  return page.evaluate(
    ([method, list]) => (window as unknown as HarnessWindow).__harness!.control[method]!(...list),
    [name, args] as const,
  ) as Promise<T>;
}

/** The page's events socket (or the trading server's) goes down and stays down until `restoreSocket`. */
async function socketSwitch(page: Page, server: 'realtime' | 'trading', action: 'drop' | 'restore') {
  if (e2eMode() === 'http') {
    const response = await page.request.post(`/__sim/${server}/${action}`);
    if (!response.ok()) throw new Error(`${server} ${action}: ${response.status()}`);
    return;
  }
  await page.evaluate(([which, verb]) => (window as unknown as HarnessWindow).__harness![which][verb](), [
    server,
    action,
  ] as const);
}

export const DEMO = {
  player: { login: 'player', password: 'player123' },
  moderator: { login: 'moderator', password: 'moderator123' },
  twofa: { login: 'twofa', password: 'twofa123' },
} as const;

/** A fresh world per test: every test gets its own seed, so its IndexedDB and accounts start anew. */
export async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
}

export function authDialog(page: Page) {
  return page.getByRole('dialog');
}

/** Ticks the emulated captcha; the form then submits by itself. */
export async function solveCaptcha(page: Page) {
  await authDialog(page).getByLabel('I am human').click();
}

export async function signIn(page: Page, login: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  await fillSignIn(page, login, password);
}

/** Fills and submits the sign-in tab of an auth dialog that is already open. */
export async function fillSignIn(page: Page, login: string, password: string) {
  const dialog = authDialog(page);
  await dialog.getByLabel('Login or email').fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await solveCaptcha(page);
}

/** Opens the sign-up tab and fills it for `name` (email name@example.com, password secret-5), terms unticked. */
export async function fillSignUp(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign up', exact: true }).click();
  const dialog = authDialog(page);
  await dialog.getByLabel('Email').fill(`${name}@example.com`);
  await dialog.getByLabel('Login', { exact: true }).fill(name);
  await dialog.getByLabel('Password', { exact: true }).fill('secret-5');
  await dialog.getByLabel('Confirm password').fill('secret-5');
  return { dialog, submit: dialog.locator('button[type="submit"]') };
}

/** Signs up a new player `name` through the form and the captcha. */
export async function signUp(page: Page, name: string) {
  const { dialog, submit } = await fillSignUp(page, name);
  await dialog.getByLabel('I confirm I am 18 or older and accept the Terms').check();
  await submit.click();
  await solveCaptcha(page);
  await expect(dialog).toHaveCount(0);
  await expectSignedIn(page);
}

export async function expectSignedIn(page: Page) {
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
}

export async function expectGuest(page: Page) {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

export async function twoFactorCode(page: Page, login: string): Promise<string> {
  const code = await simControl<string | null>(page, 'twoFactorCode', login);
  if (!code) throw new Error(`No two-factor code for ${login}`);
  return code;
}

/**
 * Moves the sim clock (the world, the race and the support agent run on it) and waits until the work that
 * became due has run (`advance` alone only starts it).
 */
export async function advance(page: Page, ms: number) {
  await simControl(page, 'advance', ms);
  await simControl(page, 'settle');
}

/** Moves the sim clock in steps of at most a minute, so that the crowd's work is not cut to a jump's last 5. */
export async function advanceMinutes(page: Page, minutes: number) {
  for (let minute = 0; minute < minutes; minute += 1) await advance(page, 60_000);
}

/** The sim's clock now (milliseconds since the epoch). */
export async function simNow(page: Page): Promise<number> {
  return simControl<number>(page, 'now');
}

/** Changes the crowd's rates for this world (a QA control; a reload keeps the stored world, not the rates). */
export async function setWorldRates(page: Page, patch: Partial<WorldRates>) {
  await simControl(page, 'setWorldRates', patch);
}

/** Closes the page's events socket and refuses new ones until restoreRealtime. */
export async function dropRealtime(page: Page) {
  await socketSwitch(page, 'realtime', 'drop');
}

export async function restoreRealtime(page: Page) {
  await socketSwitch(page, 'realtime', 'restore');
}

/** Closes the page's trading-server socket and refuses new ones until restoreTrading. */
export async function dropTrading(page: Page) {
  await socketSwitch(page, 'trading', 'drop');
}

export async function restoreTrading(page: Page) {
  await socketSwitch(page, 'trading', 'restore');
}

/** The trading server broadcasts this price tick as if the sim had sent it. */
export async function pushPriceTick(page: Page, tick: PriceTick) {
  await page.evaluate((sent) => (window as unknown as HarnessWindow).__harness!.trading.push(sent), tick);
}

export async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expectGuest(page);
}

/** The chat panel, its message log and the lines in it. */
export function chatPanel(page: Page) {
  const chat = page.getByRole('complementary', { name: 'Chat' });
  const log = chat.getByRole('log', { name: 'Chat messages' });
  return {
    chat,
    log,
    lines: log.getByRole('listitem'),
    composer: chat.getByRole('textbox', { name: 'Message', exact: true }),
    send: chat.getByRole('button', { name: 'Send' }),
  };
}

/** Scrolls the chat down to its newest line, as a reader does after looking further up. */
export async function scrollChatToNewest(page: Page) {
  await chatPanel(page).log.evaluate((log) => log.scrollTo({ top: log.scrollHeight }));
}

/** A signed-in player's first visit to the chat: read and accept the rules (stored for the browser). */
export async function acceptChatRules(page: Page) {
  const { chat } = chatPanel(page);
  await chat.getByRole('button', { name: 'Read the rules' }).click();
  await chat.getByRole('button', { name: 'I accept' }).click();
  await expect(chat.getByRole('button', { name: 'Read the rules' })).toHaveCount(0);
}

/** Types a line (a message or a /command) into the chat and sends it with Enter. */
export async function typeInChat(page: Page, text: string) {
  const { composer } = chatPanel(page);
  await composer.fill(text);
  await composer.press('Enter');
}

/** The live feed's region and its game rows (the header row left out). */
export function liveFeed(page: Page) {
  const feed = page.getByRole('region', { name: 'Live bets' });
  return { feed, rows: feed.getByRole('row').filter({ has: page.getByRole('cell') }) };
}

/** The bet ids of the feed's rows, from each row's link to its bet overview (`?bet={id}`), top first. */
export async function feedBetIds(page: Page): Promise<string[]> {
  const hrefs = await liveFeed(page)
    .rows.getByRole('link', { name: /open the bet/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => new URL(href, 'http://x').searchParams.get('bet') ?? '');
}

/**
 * How many messages the chat holds: the list's `data-messages` (a virtualised list renders only the rows in
 * and near the view), else the lines rendered.
 */
export async function chatMessageCount(page: Page): Promise<number> {
  const { log, lines } = chatPanel(page);
  const held = await log.getByRole('list').first().getAttribute('data-messages');
  return held === null ? lines.count() : Number(held);
}

/**
 * The message ids of the chat lines rendered (or of some of them), oldest first, from each line's
 * `data-message-id`; a virtualised list renders the newest ones while it follows the conversation.
 */
export async function chatMessageIds(page: Page, lines: Locator = chatPanel(page).lines): Promise<string[]> {
  return lines.evaluateAll((items) => items.map((item) => item.getAttribute('data-message-id') ?? ''));
}

/** The entries of `list` that occur more than once. */
export const duplicatesIn = (list: readonly string[]) =>
  list.filter((entry, index) => list.indexOf(entry) !== index);

/** The value of `term` in a definition list inside `scope` (the bet overview's facts, How it works' standing). */
export const definitionOf = (scope: Locator, term: string) =>
  scope.locator(`dt:text-is("${term}") + dd`).first();
