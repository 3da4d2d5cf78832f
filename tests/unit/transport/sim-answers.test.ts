// @vitest-environment jsdom
/**
 * The simulated backend's answers fit the contract's answer schemas that the seam checks (answer-checks.ts),
 * so the checks cost the demo nothing: every checked route is called through a checked SimTransport.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_ROUTES } from '@contract/analytics';
import { ANSWER_SCHEMAS } from '@contract/answers';
import { CAPTCHA_TEST_RESPONSE, splitRoute, type RouteKey, type SimControlApi } from '@contract/index';
import { DEPOSIT_BONUS } from '@contract/promotions';
import { ONRAMP_TEST_CARDS } from '@contract/onramp';
import { thirdwebLoginMessage } from '@contract/wallet-connect';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { withAnswerChecks } from '../../../src/app/transport/answer-checks';
import type { Transport } from '../../../src/app/transport/types';
import { SimTransport } from '../../../src/app/transport/sim-transport';
import { exposeSim } from '../../../src/workers/sim-worker-api';

const ports: MessagePort[] = [];
afterEach(() => ports.splice(0).forEach((port) => port.close()));

function checkedSim() {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  exposeSim(port1);
  const seed = `sim-answers-${process.pid}-${Date.now()}`;
  const sim = new SimTransport(
    { kind: 'sim', seed, clockRate: 1, world: false },
    { endpoint: port2, realtime: false },
  );
  // The harness's control steps the clock (rate 1 is real time QA may step), as deposits need confirmations.
  return Object.assign(withAnswerChecks(sim), { control: sim.harness().control });
}

type Call = (route: RouteKey, body?: unknown) => Promise<Record<string, unknown>>;

/** The emulated provider's uid for a new wallet (the frame's part of wallet-connect). */
async function walletUid(call: Call): Promise<string> {
  const account = privateKeyToAccount(generatePrivateKey());
  const body = {
    wallet: 'io.metamask',
    address: account.address,
    nonce: `seam${Date.now()}${Math.random().toString(36).slice(2, 10)}`,
    issuedAt: Date.now(),
  };
  const signature = await account.signMessage({ message: thirdwebLoginMessage(body) });
  return (await call('POST /thirdweb/emulator/login', { ...body, signature })).uid as string;
}

/** Wallet-connect: a guest signs in by a wallet, links a second one, lists and unlinks it. */
async function connectWallets(call: Call, setToken: (token: string | null) => void) {
  setToken(null);
  const signedIn = await call('POST /api/thirdweb/fetchToken', { uid: await walletUid(call) });
  setToken((signedIn.model as { userAuthToken: string }).userAuthToken);
  await call('POST /api/profile/connections/connect', { uid: await walletUid(call) });
  const [linked] = (await call('POST /api/profile/connections')) as unknown as { address: string }[];
  await call('POST /api/profile/connections/disconnect', { address: linked!.address });
}

/** The staff page's calls, as the admin, on a player: every read and every action. */
async function administer(call: Call, userId: string) {
  await call('POST /api/admin/user', { userId });
  await call('POST /api/admin/user/mute', { userId, minutes: 60 });
  await call('POST /api/admin/user/unmute', { userId });
  await call('POST /api/admin/user/adjust', { userId, currency: 'usdt', amount: 5, reason: 'Seam check' });
  await call('POST /api/admin/user/ledger', { userId, currency: 'usdt' });
  await call('POST /api/admin/user/bets', { userId });
  await call('POST /api/admin/user/sessions', { userId });
  await call('POST /api/admin/user/signOut', { userId });
  await call('POST /api/admin/user/selfExclusion', { userId, days: 1 });
  await call('POST /api/admin/user/selfExclusion/lift', { userId });
}

/** The buy-crypto calls, as the demo player (whose email is verified): a 3-D Secure order failed, one cancelled. */
/** The futures calls: markets, a demo position opened, its levels moved, listed and closed. */
async function trade(call: Call) {
  await call('POST /api/trading/tickers');
  await call('POST /api/trading/candles', { ticker: 'BTC', interval: '1m', limit: 5 });
  await call('POST /api/trading/trades', {});
  const opened = { ticker: 'BTC', direction: 'up', wager: 1, currency: 'usdt', demo: true, multiplier: 10 };
  const { _id: id } = (await call('POST /api/trading/open', opened)) as { _id: string };
  await call('POST /api/trading/limits', { id, takeProfit: null, stopLoss: null });
  await call('POST /api/trading/positions', { status: 'open' });
  await call('POST /api/trading/close', { id });
}

/** The bet slip's calls: a demo single on an upcoming match, its queue entry, the lists. */
async function betOnSport(call: Call) {
  const events = (await call('POST /api/sport/events', { sportId: 1, limit: 50 })) as unknown as Array<{
    match: { status: string };
    markets: Array<{ options: Array<{ id: string; odds: number }> }>;
  }>;
  const upcoming = events.find((event) => event.match.status === 'scheduled')!;
  const option = upcoming.markets[0]!.options[0]!;
  const selections = [{ optionId: option.id, odds: option.odds }];
  const body = { kind: 'single', selections, stake: 5, currency: 'usdt', demo: true };
  const { queueId } = await call('POST /api/sport/bet', body);
  await call('POST /api/sport/bet/queue', { queueId });
  await call('POST /api/sport/bets', { status: 'pending' });
  await call('POST /api/sport/bets', { status: 'settled' });
}

/**
 * The pools: a demo pool opened by the signed-in player on the soonest soccer match that takes one (the sim's
 * clock runs at real time), joined by a second player, read and listed.
 */
async function playPools(call: Call, setToken: (token: string) => void) {
  const events = (await call('POST /api/sport/events', {
    sportId: 1,
    filter: 'upcoming',
    limit: 200,
  })) as unknown as Array<{ match: { id: string; status: string; startsAt: number } }>;
  const { match } = events.find(
    ({ match: entry }) => entry.status === 'scheduled' && entry.startsAt - Date.now() > 5 * 60_000,
  )!;
  await call('POST /api/user/demo', { currency: 'usdt' });
  const opened = { matchId: match.id, side: 'home', stake: 2, currency: 'usdt', demo: true };
  const { _id: poolId } = (await call('POST /api/pvp/open', opened)) as { _id: string };
  const credentials = { password: 'correct-horse-battery', captcha: CAPTCHA_TEST_RESPONSE };
  await call('POST /auth/register', { name: 'seam_pat', email: 'pat@example.test', ...credentials });
  const { user } = (await call('POST /auth/login', { login: 'seam_pat', ...credentials })) as {
    user: { token: string };
  };
  setToken(user.token);
  await call('POST /api/user/demo', { currency: 'usdt' });
  await call('POST /api/pvp/join', { poolId, side: 'away', stake: 3 });
  await call('POST /api/pvp/pool', { id: poolId });
  await call('POST /api/pvp/pools', { status: 'open' });
  await call('POST /api/pvp/pools', { status: 'settled' });
}

/** The promotions of the promo codes domain: codes, the wheel, the Discord bonus and the banners. */
async function usePromotions(call: Call) {
  await call('POST /api/promocode/listPublic');
  await call('POST /api/promocode/activate', { code: 'SPIN3' });
  await call('POST /api/promocode/ticket/data');
  await call('POST /api/promocode/ticket/spin');
  await call('POST /api/promocode/discord/state');
  await call('POST /api/promocode/discord/join');
  await call('POST /api/promocode/discord');
  await call('POST /api/promotionBanners', { sport: false });
  await call('POST /api/promocode/promotion-banner-activate', { code: 'DOUBLE' });
  await call('POST /api/banner');
}

/**
 * The deposit bonus, as a guest and as the demo player (who never deposited): opted in, a first deposit stepped
 * through its confirmations, the bonus balance it brings, and that bonus cancelled.
 */
async function depositBonus(call: Call, setToken: (token: string | null) => void, control: SimControlApi) {
  setToken(null);
  await call('POST /api/data/promotions/depositBonus');
  const credentials = { password: 'player123', captcha: CAPTCHA_TEST_RESPONSE };
  const { user } = (await call('POST /auth/login', { login: 'player', ...credentials })) as {
    user: { token: string };
  };
  setToken(user.token);
  await call('POST /api/data/promotions/depositBonus');
  await call('POST /api/data/promotions/depositOptIn', { id: DEPOSIT_BONUS.welcomeId });
  const { wallet } = await call('POST /api/wallet/getDepositWallet', { currency: 'usdt', chain: 'trc20' });
  await control.sendToAddress({ currency: 'usdt', chain: 'trc20', address: wallet as string, amount: '50' });
  await control.advance(5 * 60_000);
  await control.settle();
  const [bonus] = (await call('POST /api/bonusBalance')) as unknown as Array<{ _id: string }>;
  await call('POST /api/cancelBonus', { id: bonus!._id });
}

async function buyCrypto(call: Call, setToken: (token: string) => void) {
  const { user } = (await call('POST /auth/login', {
    login: 'player',
    password: 'player123',
    captcha: CAPTCHA_TEST_RESPONSE,
  })) as { user: { token: string } };
  setToken(user.token);
  const order = async () => {
    const quote = await call('POST /api/onramp/quote', { fiat: 'usd', amount: 50, currency: 'eth' });
    const card = { number: ONRAMP_TEST_CARDS.threeDSecure, expiry: '12/34', cvc: '123', holder: 'Sam Seam' };
    return (await call('POST /api/onramp/order', { quoteId: quote.id, ...card }))._id;
  };
  await call('POST /api/onramp/order/authenticate', { id: await order(), code: '000000' });
  const id = await order();
  await call('POST /api/onramp/order/cancel', { id });
  await call('POST /api/onramp/order/status', { id });
  await call('POST /api/onramp/orders');
}

/**
 * The rewards, as the demo player: a real round accrues rakeback, which is claimed; the cashback and the
 * notifications. The faucet needs a credited deposit, which waits for confirmations on this real-time clock:
 * here it answers its refusal (code 2), and tests/unit/sim/rewards/faucet.test.ts checks its answer's schema.
 */
async function collectRewards(call: Call, transport: Transport) {
  const { user } = (await call('POST /auth/login', {
    login: 'player',
    password: 'player123',
    captcha: CAPTCHA_TEST_RESPONSE,
  })) as { user: { token: string } };
  transport.setToken(user.token);
  const round = {
    api_id: 'limbo',
    bet: 15,
    demo: false,
    currency: 'usdt',
    quick: false,
    data: { target: 2 },
  };
  await transport.whisper('Play', round);
  await call('POST /api/data/promotions/rakeback');
  await call('POST /api/data/rakeback');
  await call('POST /api/data/claimRakeback');
  await call('POST /api/data/cashback');
  await call('POST /api/data/notifications');
  await expect(call('POST /api/promocode/bonus')).rejects.toMatchObject({ code: 2 });
}

describe("the sim's answers and the seam's answer schemas", () => {
  it('pass for every checked route a session goes through', async () => {
    const transport = checkedSim();
    const called = new Set<RouteKey>();
    const call = (route: RouteKey, body?: unknown) => {
      called.add(route);
      const { method, path } = splitRoute(route);
      return transport.request<Record<string, unknown>>(method, path, body);
    };
    await call('POST /api/guest/wallet');
    await call('POST /api/data/currencies');
    const credentials = { password: 'correct-horse-battery', captcha: CAPTCHA_TEST_RESPONSE };
    await call('POST /auth/register', { name: 'seam_sam', email: 'sam@example.test', ...credentials });
    const { user } = (await call('POST /auth/login', { login: 'seam_sam', ...credentials })) as {
      user: { token: string; _id: string };
    };
    transport.setToken(user.token);
    await call('GET /api/user');
    await call('POST /auth/update');
    await call('POST /api/data/currencies');
    await call('POST /api/bonusBalance');
    // VIP and the affiliate programme: the totals, the code and its referred players.
    await call('POST /api/vip');
    await call('POST /api/affiliate');
    await call('POST /api/user/demo', { currency: 'usdt' });
    await trade(call);
    await betOnSport(call);
    await usePromotions(call);
    await call('POST /api/user/updateEmail', { email: 'sam2@example.test' });
    await call('POST /api/kycaid/verification', { external_applicant_id: user._id });
    await call('POST /api/contactInfoModalSettings');
    await call('POST /api/profile/updateContactInfo', {
      email: 'sam2@example.test',
      update: { telegram: '@seam_sam' },
    });

    // The wallet's routes, as the admin: verified, with balances, and staff of the withdrawals.
    const admin = (await call('POST /auth/login', {
      login: 'admin',
      password: 'admin123',
      captcha: CAPTCHA_TEST_RESPONSE,
    })) as {
      user: { token: string };
    };
    transport.setToken(admin.user.token);
    await call('POST /api/wallet/getAvailableCurrencies', {});
    await call('POST /api/wallet/getDepositWallet', { currency: 'btc', chain: 'bitcoin' });
    await call('POST /api/wallet/history/deposits');
    const order = {
      sum: 200,
      currency: 'usdt',
      wallet: '0x00000000000000000000000000000000000000aa',
      type: 'erc20',
    };
    const first = await call('POST /api/wallet/withdraw', order);
    await call('POST /api/wallet/cancel_withdraw', { id: first._id });
    const second = await call('POST /api/wallet/withdraw', order);
    await call('POST /api/admin/withdrawals');
    await call('POST /api/admin/withdrawals/approve', { id: second._id });
    const third = await call('POST /api/wallet/withdraw', order);
    await call('POST /api/admin/withdrawals/decline', { id: third._id, reason: 'Checked by the seam test' });
    await call('POST /api/wallet/history/withdraws');
    await administer(call, user._id);
    // The casino floor: the catalogue's reads, a favourite, and a third-party game's launch.
    await call('POST /api/data/gamesFilter', { filter: [{ key: 'category', expect: 'slots' }], limit: 10 });
    await call('GET /api/game-providers');
    await call('POST /api/data/providers');
    await call('POST /api/data/providerDirectory');
    await call('POST /api/slides');
    await call('POST /api/checkJurisdiction');
    await call('POST /api/user/favourites/set', { id: 'keno', favourite: true });
    await call('POST /api/user/favourites');
    const [slot] = (
      (await call('POST /api/data/gamesFilter', {
        filter: [{ key: 'category', expect: 'slots', type: 'includes:array' }],
        limit: 1,
      })) as { games: Array<{ id: string }> }
    ).games;
    await call('POST /api/game/launch', { id: slot!.id, demo: true, currency: 'usdt' });
    // The sports world (public).
    await call('POST /api/sport/categories');
    const [event] = (await call('POST /api/sport/events', { limit: 5 })) as unknown as Array<{
      match: { id: string; home: { name: string } };
    }>;
    await call('POST /api/sport/event', { id: event!.match.id });
    await call('POST /api/sport/search', { query: event!.match.home.name.slice(0, 4) });
    // The token's price and analytics (public; the cash share reads the caller's token).
    await call('POST /api/token/price');
    for (const route of ANALYTICS_ROUTES) await call(route, { timeframe: 7 });
    await playPools(call, (token) => transport.setToken(token));
    await buyCrypto(call, (token) => transport.setToken(token));
    await collectRewards(call, transport);
    await connectWallets(call, (token) => transport.setToken(token));
    await depositBonus(call, (token) => transport.setToken(token), transport.control);
    const unexercised = Object.keys(ANSWER_SCHEMAS).filter((route) => !called.has(route as RouteKey));
    // A token login and a wallet signature need a one-time token or a wallet: their schemas are the login's.
    expect(unexercised.sort()).toEqual(['POST /auth/loginViaToken', 'POST /auth/metamask/signature']);
  });
});
