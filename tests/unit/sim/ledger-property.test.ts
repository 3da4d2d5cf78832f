/**
 * Property test of the ledger rule (ARCHITECTURE.md "Storage"): random sequences of calls over the account
 * and money routes, with malformed bodies, odd tokens, ledger changes of any size and sign, and time jumps.
 * After every sequence: for every user, currency and kind, balance = sum of ledger rows, nothing negative,
 * every ledger row announced once as BalanceModification, and no answer with a status of 500 or more.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CAPTCHA_TEST_RESPONSE,
  PUBLIC_ROUTES,
  SIM_SESSION_IDLE_MS,
  TWO_FACTOR_EXEMPT_ROUTES,
  USER_EVENTS,
  type HttpMethod,
  type User,
} from '@contract/index';
import { accountRoutes } from '../../../src/sim/domains/account';
import { authRoutes } from '../../../src/sim/domains/auth';
import { broadcastingRoutes } from '../../../src/sim/domains/broadcasting';
import { captchaRoutes } from '../../../src/sim/domains/captcha';
import { dataRoutes } from '../../../src/sim/domains/data';
import { metamaskRoutes } from '../../../src/sim/domains/metamask';
import { telegramRoutes } from '../../../src/sim/domains/telegram';
import { walletRoutes } from '../../../src/sim/domains/wallet';
import { InsufficientFunds } from '../../../src/sim/services/ledger';
import { ledgerProblems, startWorld, type World } from './world';

const ROUTE_KEYS = [
  ...new Set([
    ...[
      accountRoutes,
      authRoutes,
      broadcastingRoutes,
      captchaRoutes,
      dataRoutes,
      metamaskRoutes,
      telegramRoutes,
      walletRoutes,
    ].flatMap((table) => Object.keys(table)),
    ...PUBLIC_ROUTES,
    ...TWO_FACTOR_EXEMPT_ROUTES,
    'POST /api/user/seeds',
    'POST /api/user/client_seed_change',
    'POST /api/wallet/withdraw',
    'POST /no/such/route',
  ]),
];
const CURRENCY_IDS = ['btc', 'eth', 'ltc', 'usdt', 'sol', 'doge', 'trx', 'bnb'];
const LOGINS = ['player', 'twofa', 'admin', 'noemail', 'fuzzer1', 'fuzzer2', 'Fuzzer1', 'zz'];
const FIELDS = [
  'email',
  'name',
  'password',
  'captcha',
  'inviteCode',
  'fingerprint',
  'currency',
  'amount',
  'sum',
  'code',
  'token',
  'login',
  'socket_id',
  'channel_name',
  'initData',
  'account',
  'message',
  'signature',
  'address',
  'nonce',
  'user',
  'client_seed',
  'id',
  'wallet',
  'type',
];

/** Values of the wrong kind: strings for numbers, huge and negative numbers, empties. */
const weird = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0.01,
    1e308,
    -1e308,
    2 ** 53,
    '',
    ' ',
    '-5',
    '1e400',
    'NaN',
    'BTC',
    'btc',
    '0.1',
  ),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(...CURRENCY_IDS, ...LOGINS, CAPTCHA_TEST_RESPONSE, 'a@b.co', 'fuzzer1@mail.example'),
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.dictionary(fc.constantFrom(...FIELDS), weird, { maxKeys: 5 }),
  fc.constant(undefined),
);
/** Which token a call carries: mostly the newest one (-1), else any known one, none, or a forged one. */
const who = fc.oneof({ arbitrary: fc.constant(-1), weight: 3 }, { arbitrary: fc.nat(12), weight: 2 });
const CREDENTIALS = [
  ['player', 'player123'],
  ['PLAYER@demo.example', 'player123'],
  ['twofa', 'twofa123'],
  ['admin', 'admin123'],
  ['noemail', 'noemail123'],
  ['fuzzer1', 'pass12345'],
  ['fuzzer2', 'pass12345'],
] as const;
/** Money changes of every size and sign, including ones that are not integers or not finite. */
const delta = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.integer({ min: -1000, max: 1000 }),
  fc.constantFrom(
    0,
    -0,
    0.5,
    -1e-9,
    Number.NaN,
    Infinity,
    -Infinity,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e300,
  ),
  fc.double(),
);

const command = fc.oneof(
  fc.constantFrom('fuzzer1', 'fuzzer2', 'fuzzer3').map((name) => ({
    kind: 'register' as const,
    name,
    email: `${name}@mail.example`,
    password: 'pass12345',
    captcha: CAPTCHA_TEST_RESPONSE,
    inviteCode: undefined,
    fingerprint: 'device',
  })),
  fc.record({
    kind: fc.constant('register' as const),
    name: fc.oneof(fc.constantFrom(...LOGINS), weird),
    email: fc.oneof(
      fc.constantFrom('fuzzer1@mail.example', 'FUZZER1@mail.example', 'player@demo.example', 'x@y.zz'),
      weird,
    ),
    password: fc.oneof(fc.constant('pass12345'), weird),
    captcha: fc.oneof(fc.constant(CAPTCHA_TEST_RESPONSE), weird),
    inviteCode: fc.oneof(fc.constantFrom(undefined, null, '', 'player', 'nobody'), weird),
    fingerprint: fc.oneof(fc.constantFrom(undefined, 'device'), weird),
  }),
  fc.oneof(
    fc.constantFrom(...CREDENTIALS).map(([login, password]) => ({ kind: 'login' as const, login, password })),
    fc.record({
      kind: fc.constant('login' as const),
      login: fc.constantFrom(...LOGINS, 'player@demo.example'),
      password: fc.constantFrom('player123', 'twofa123', 'pass12345', 'wrong'),
    }),
  ),
  fc.record({
    kind: fc.constant('demo' as const),
    who,
    body: fc.oneof(
      { arbitrary: fc.record({ currency: fc.constantFrom(...CURRENCY_IDS, 'USDT', 'Btc') }), weight: 3 },
      { arbitrary: fc.record({ currency: weird }), weight: 1 },
      { arbitrary: body, weight: 1 },
    ),
  }),
  fc.record({
    kind: fc.constant('ledger' as const),
    user: fc.nat(20),
    currency: fc.constantFrom(...CURRENCY_IDS),
    demo: fc.boolean(),
    deltas: fc.array(delta, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    who,
    key: fc.constantFrom(...ROUTE_KEYS),
    flipMethod: fc.boolean(),
    body,
  }),
  fc.record({ kind: fc.constant('twofa' as const), who, real: fc.boolean() }),
  fc.record({
    kind: fc.constant('whisper' as const),
    who,
    event: fc.oneof(
      fc.constantFrom('Play', 'Turn', 'Finish', 'Info', 'RestoreData', 'GameData'),
      fc.string({ maxLength: 8 }),
    ),
    data: body,
  }),
  fc.record({
    kind: fc.constant('advance' as const),
    ms: fc.oneof(fc.nat(60_000), fc.constant(SIM_SESSION_IDLE_MS + 1), fc.nat(3 * 60 * 60 * 1000)),
  }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

interface RunState {
  world: World;
  tokens: string[];
  statuses: Array<{ what: string; status: number }>;
}

function tokenOf(state: RunState, index: number): string | null {
  if (index < 0) return state.tokens.at(-1) ?? null;
  const slots = state.tokens.length + 2;
  const slot = index % slots;
  if (slot === state.tokens.length) return null;
  if (slot === state.tokens.length + 1) return 'forged-token-forged-token-forged-token-forged-0';
  return state.tokens[slot]!;
}

async function send(
  state: RunState,
  method: HttpMethod,
  path: string,
  payload: unknown,
  token: string | null,
) {
  const reply = await state.world.call<{ user?: User; token?: string }>(method, path, payload, token);
  state.statuses.push({ what: `${method} ${path} ${JSON.stringify(payload) ?? ''}`, status: reply.status });
  if (reply.status === 200 && reply.body && typeof reply.body === 'object') {
    const found = reply.body.user?.token ?? reply.body.token;
    if (typeof found === 'string') state.tokens.push(found);
  }
  return reply;
}

async function run(state: RunState, cmd: Command): Promise<void> {
  const { world } = state;
  switch (cmd.kind) {
    case 'register': {
      const { kind: _, ...fields } = cmd;
      await send(state, 'POST', '/auth/register', fields, null);
      return;
    }
    case 'login':
      await send(
        state,
        'POST',
        '/auth/login',
        { login: cmd.login, password: cmd.password, captcha: CAPTCHA_TEST_RESPONSE },
        null,
      );
      return;
    case 'demo':
      await send(state, 'POST', '/api/user/demo', cmd.body, tokenOf(state, cmd.who));
      return;
    case 'ledger': {
      // What a game does with a balance: several changes in one transaction, each of any size and sign.
      const ctx = await world.sim.context();
      const users = await ctx.db.users.orderBy('_id').primaryKeys();
      const userId = users[cmd.user % users.length]!;
      try {
        await ctx.ledger.transact([], async (tx) => {
          for (const change of cmd.deltas) {
            await tx.apply({
              userId,
              currency: cmd.currency,
              kind: cmd.demo ? 'demo' : 'real',
              delta: change,
              reason: 'fuzz',
              ref: 'fuzz',
            });
          }
        });
      } catch (error) {
        // Refusals are expected; anything but these two is a bug.
        if (!(error instanceof InsufficientFunds) && !(error instanceof RangeError)) throw error;
      }
      return;
    }
    case 'raw': {
      const [method, path] = cmd.key.split(' ') as [HttpMethod, string];
      const used: HttpMethod = cmd.flipMethod ? (method === 'GET' ? 'POST' : 'GET') : method;
      await send(state, used, path!, cmd.body, tokenOf(state, cmd.who));
      return;
    }
    case 'twofa': {
      const code = cmd.real ? await world.sim.control.twoFactorCode('twofa') : '000000';
      await send(state, 'POST', '/api/user/2fa_validate', { code }, tokenOf(state, cmd.who));
      return;
    }
    case 'whisper': {
      const reply = await world.sim.whisper({
        token: tokenOf(state, cmd.who),
        event: cmd.event,
        data: cmd.data,
      });
      state.statuses.push({ what: `whisper ${cmd.event}`, status: reply.status });
      return;
    }
    case 'advance':
      world.clock.advance(cmd.ms);
      return;
  }
}

describe('ledger invariants under random calls (fast-check)', () => {
  it('balance = sum of ledger rows, never negative, every change announced, no 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 3, maxLength: 25 }), async (commands) => {
        const world = await startWorld({ seed: 'property' });
        try {
          const ctx = await world.sim.context();
          const seededRows = await ctx.db.ledger.count();
          const state: RunState = { world, tokens: [], statuses: [] };
          for (const cmd of commands) await run(state, cmd);

          expect(state.statuses.filter((entry) => entry.status >= 500)).toEqual([]);
          expect(await ledgerProblems(world)).toEqual([]);
          const announced = world.broadcasts.filter((b) => b.event === USER_EVENTS.balanceModification);
          expect(announced.length).toBe((await ctx.db.ledger.count()) - seededRows);
          const users = new Set(await ctx.db.users.toCollection().primaryKeys());
          for (const broadcast of announced) {
            expect(users.has(broadcast.channel.replace('private-App.User.', ''))).toBe(true);
          }
        } finally {
          await world.sim.close();
        }
      }),
      { numRuns: 200 },
    );
    // 200 fresh worlds: some 20 s alone on a 2-core machine, and more beside the other test files.
  }, 120_000);
});
