/**
 * Scenario: the money loop. A new player signs up and verifies the email, deposits BTC from an outside wallet
 * (control.sendToAddress) and watches it confirm block by block on the sim clock until it is credited, plays a
 * few rounds of limbo with it, orders a withdrawal, cancels it (the reservation comes back), orders it again,
 * the cashier approves and pays it, and the payout appears on the simulated bitcoin chain and confirms there.
 *
 *   npx tsx scenarios/deposit-play-withdraw.ts [--seed S] [--json]
 *
 * The same seed prints the same transcript (addresses, txids and rolls are seeded). Exits with 1 when a step
 * answers a status other than the one the story expects, or when the money does not add up.
 */
import {
  CAPTCHA_TEST_RESPONSE,
  HTTP,
  type AuthAnswer,
  type Currency,
  type DepositHistoryEntry,
  type DepositWalletAnswer,
  type OkAnswer,
  type PlayAnswer,
  type StaffWithdrawal,
  type WithdrawHistoryEntry,
} from '@contract/index';
import { runScenario, short, type Scenario } from './lib/runner';

/** Monday 6 January 2025, 10:00 UTC: a fixed start keeps the transcript reproducible. */
const START_MS = Date.UTC(2025, 0, 6, 10, 0, 0);
const PLAYER = { name: 'loop_player', email: 'loop.player@example.test', password: 'demo-pass-1' };
const DEPOSIT_BTC = '0.01';
const BET_BTC = 0.0002;
const ROUNDS = 3;
/** A moderated withdrawal (above the automatic limit, below the KYC threshold) to an outside address. */
const WITHDRAW_BTC = 0.004;
const OUTSIDE_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const BLOCK_MS = 10 * 60_000;
const STATUS_NAMES = ['queued', 'paid', 'declined', 'in review', 'cancelled'];

const statusOf = ({ status, auto }: WithdrawHistoryEntry) =>
  `status ${status} (${STATUS_NAMES[status]}${auto ? ', automatic' : ''})`;

await runScenario({ name: 'deposit-play-withdraw', startMs: START_MS, world: false }, async (scenario) => {
  const { sim, step, whisperStep, live, log } = scenario;

  const { user } = await step<AuthAnswer>(
    'sign up',
    { method: 'POST', path: '/auth/register', body: { ...PLAYER, captcha: CAPTCHA_TEST_RESPONSE } },
    HTTP.ok,
    ({ user: created }) => `user ${created.name} (${created._id}), email verified: ${created.email_verified}`,
  );
  const token = user.token ?? null;

  await step<{ code: number; message: string }>(
    'deposit before verifying the email',
    { method: 'POST', path: '/api/wallet/getDepositWallet', token, body: { currency: 'btc' } },
    HTTP.forbidden,
    ({ code, message }) => `code ${code}: ${message}`,
  );

  const mail = (await sim.control.outbox()).find((email) => email.to === PLAYER.email);
  if (!mail) throw new Error('No verification email was sent');
  log(`outbox: "${mail.subject}" to ${mail.to}, link ${mail.link.replace(/[^/]+$/, short)}`);
  const [, , mailUser, mailToken] = mail.link.split('/');
  await step<OkAnswer>(
    'follow the verification link',
    { method: 'POST', path: '/api/user/confirmEmail', body: { user: mailUser, token: mailToken } },
    HTTP.ok,
    () => 'email verified',
  );

  const { wallet } = await step<DepositWalletAnswer>(
    'BTC deposit address',
    {
      method: 'POST',
      path: '/api/wallet/getDepositWallet',
      token,
      body: { currency: 'btc', chain: 'bitcoin' },
    },
    HTTP.ok,
    (answer) => `${answer.wallet} on ${answer.chain}, ${answer.confirmations} confirmations needed`,
  );

  const { txid } = await sim.control.sendToAddress({
    currency: 'btc',
    chain: 'bitcoin',
    address: wallet,
    amount: DEPOSIT_BTC,
  });
  log(`an outside wallet sends ${DEPOSIT_BTC} BTC to it: txid ${short(txid)}`);

  const deposits = (name: string) =>
    step<DepositHistoryEntry[]>(
      name,
      { method: 'POST', path: '/api/wallet/history/deposits', token },
      HTTP.ok,
      ([latest]) =>
        latest
          ? `${latest.sum} ${latest.currency.toUpperCase()}, ${latest.confirmations}/${latest.confirmations_needed}` +
            ` confirmations, status ${latest.status}`
          : 'none',
    );
  await deposits('deposit seen');
  // Up to the block that holds it, then one step per block until the third confirmation credits it.
  await live(BLOCK_MS - (sim.clock.now() % BLOCK_MS), 60_000);
  await deposits('first block');
  for (const block of ['second block', 'third block']) {
    await live(BLOCK_MS, 60_000);
    await deposits(block);
  }

  const btcBalance = (name: string) =>
    step<Currency[]>(
      name,
      { method: 'POST', path: '/api/data/currencies', token },
      HTTP.ok,
      (currencies) => `BTC real balance ${currencies.find(({ id }) => id === 'btc')?.balance.real}`,
    );
  await btcBalance('balance after the deposit');

  for (let round = 1; round <= ROUNDS; round += 1) {
    await whisperStep<PlayAnswer<{ multiplier: number; target: number }>>(
      `limbo round ${round}`,
      {
        event: 'Play',
        token,
        data: {
          api_id: 'limbo',
          bet: BET_BTC,
          demo: false,
          currency: 'btc',
          quick: true,
          data: { target: 2 },
        },
      },
      HTTP.ok,
      ({ game, data, balance }) =>
        `rolled ${data.multiplier}x against ${data.target}x: ${game.win ? 'won' : 'lost'}, ` +
        `profit ${game.profit} BTC, balance ${balance}`,
    );
  }

  const withdraw = (name: string) =>
    step<WithdrawHistoryEntry>(
      name,
      {
        method: 'POST',
        path: '/api/wallet/withdraw',
        token,
        body: { sum: WITHDRAW_BTC, currency: 'btc', wallet: OUTSIDE_ADDRESS, type: 'bitcoin' },
      },
      HTTP.ok,
      (order) => `${order.sum} BTC (fee ${order.fee}) to ${short(order.address)}, ${statusOf(order)}`,
    );
  const first = await withdraw('order a withdrawal');
  await btcBalance('balance with the withdrawal reserved');
  await step<WithdrawHistoryEntry>(
    'cancel it',
    { method: 'POST', path: '/api/wallet/cancel_withdraw', token, body: { id: first._id } },
    HTTP.ok,
    statusOf,
  );
  await btcBalance('balance after the cancel');
  const second = await withdraw('order it again');

  const admin = await signIn(scenario, 'admin', 'admin123');
  await step<StaffWithdrawal[]>(
    'the cashier lists pending withdrawals',
    { method: 'POST', path: '/api/admin/withdrawals', token: admin },
    HTTP.ok,
    (pending) => pending.map((entry) => `${entry.user.name}: ${entry.sum} ${entry.currency}`).join('; '),
  );
  const paid = await step<WithdrawHistoryEntry>(
    'the cashier approves and pays it',
    { method: 'POST', path: '/api/admin/withdrawals/approve', token: admin, body: { id: second._id } },
    HTTP.ok,
    (entry) => `${statusOf(entry)}, txid ${short(entry.txid)}`,
  );
  await step<WithdrawHistoryEntry[]>(
    'withdraw history',
    { method: 'POST', path: '/api/wallet/history/withdraws', token },
    HTTP.ok,
    (entries) => entries.map(statusOf).join('; '),
  );

  await live(BLOCK_MS, 60_000);
  const onChain = await sim.control.explorerTransactions('bitcoin', OUTSIDE_ADDRESS);
  const payout = onChain.find((tx) => tx.txid === paid.txid);
  if (!payout) throw new Error('The paid withdrawal is not on the chain');
  log(
    `explorer: ${payout.amount} BTC to ${short(payout.address)} under txid ${short(payout.txid)}, ` +
      `${payout.confirmations} confirmation(s)`,
  );

  // The ledger rule, for the player: the balance is the sum of the ledger rows.
  const { db, ledger } = await sim.context();
  const rows = await db.ledger.where('[userId+currency+kind]').equals([user._id, 'btc', 'real']).toArray();
  const sum = rows.reduce((total, row) => total + row.delta, 0);
  const balance = (await ledger.balance(user._id, 'btc', 'real'))?.amount ?? 0;
  log(`ledger: ${rows.length} rows (${rows.map((row) => row.reason).join(', ')}) add up to ${sum} satoshi`);
  if (sum !== balance) throw new Error(`Balance ${balance} is not the ledger's ${sum}`);
});

async function signIn({ step }: Scenario, login: string, password: string): Promise<string | null> {
  const { user } = await step<AuthAnswer>(
    `${login} signs in`,
    { method: 'POST', path: '/auth/login', body: { login, password, captcha: CAPTCHA_TEST_RESPONSE } },
    HTTP.ok,
    ({ user: signedIn }) => `${signedIn.name} (${signedIn._id})`,
  );
  return user.token ?? null;
}
