// @vitest-environment jsdom
/**
 * SimTransport against the real worker code: `exposeSim` serves one end of a MessageChannel, exactly as it
 * serves the worker's global scope in the browser, and the transport's comlink remote talks to the other.
 * The realtime case runs the real pusher-js through the transport's own mock Pusher server.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  CAPTCHA_TEST_RESPONSE,
  CODES,
  HTTP,
  MESSAGES,
  SIM_SESSION_IDLE_MS,
  USER_EVENTS,
  VALIDATION_TEXTS,
  splitRoute,
  userChannel,
  type BalanceModification,
  type RouteAnswer,
  type RouteBody,
  type RouteKey,
} from '@contract/index';
import { TRADING_CHANNEL, TRADING_EVENTS, type PriceTick } from '@contract/trading';
import { SimTransport } from '../../../src/app/transport/sim-transport';
import { exposeSim } from '../../../src/workers/sim-worker-api';
import { apiFailure } from './helpers';

const PASSWORD = 'correct-horse-battery';

interface Harnessed {
  transport: SimTransport;
  dispose(): void;
}

const running: Harnessed[] = [];
let worlds = 0;

/** A transport on a fresh world (own seed, so own IndexedDB) served by the real worker API over a port. */
function startTransport(
  options: { realtime?: boolean; clockRate?: number; world?: boolean } = {},
): SimTransport {
  worlds += 1;
  const seed = `sim-transport-${process.pid}-${Date.now()}-${worlds}`;
  const { port1: workerSide, port2: appSide } = new MessageChannel();
  exposeSim(workerSide);
  const transport = new SimTransport(
    { kind: 'sim', seed, clockRate: options.clockRate ?? 1, world: options.world ?? true },
    { endpoint: appSide, realtime: options.realtime ?? false },
  );
  running.push({
    transport,
    dispose() {
      transport.realtime.disconnect();
      transport.trading.disconnect();
      transport.broadcaster?.drop();
      transport.tradingServer?.drop();
      appSide.close();
      workerSide.close();
    },
  });
  return transport;
}

/** A typed call of a contract route, the way the app's `api()` makes it (without the guards above). */
function call<K extends RouteKey>(
  transport: SimTransport,
  route: K,
  ...body: RouteBody<K> extends void ? [] : [RouteBody<K>]
): Promise<RouteAnswer<K>> {
  const { method, path } = splitRoute(route);
  return transport.request<RouteAnswer<K>>(method, path, body[0]);
}

const register = (transport: SimTransport, name: string) =>
  call(transport, 'POST /auth/register', {
    name,
    email: `${name}@example.test`,
    password: PASSWORD,
    captcha: CAPTCHA_TEST_RESPONSE,
  });

function until(check: () => boolean, ms = 5000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) return resolve();
      if (Date.now() - started > ms) return reject(new Error('timed out'));
      setTimeout(tick, 10);
    };
    tick();
  });
}

afterEach(() => {
  for (const { dispose } of running.splice(0)) dispose();
});

describe('SimTransport over the real sim worker API', () => {
  it('registers, logs in and reads the user with typed answers', async () => {
    const transport = startTransport();

    const signedUp = await register(transport, 'alice');
    expect(signedUp.user).toMatchObject({ name: 'alice', email: 'alice@example.test' });
    expect(signedUp.user.token).toEqual(expect.any(String));

    const { user } = await call(transport, 'POST /auth/login', {
      login: 'alice',
      password: PASSWORD,
      captcha: CAPTCHA_TEST_RESPONSE,
    });
    expect(user._id).toBe(signedUp.user._id);
    expect(user.token).not.toBe(signedUp.user.token);

    transport.setToken(user.token!);
    const me = await call(transport, 'GET /api/user');
    expect(me).toMatchObject({ _id: user._id, name: 'alice', two_factor_enabled: false });
  });

  it('answers failures with the contract ApiError: status, code, message and field errors', async () => {
    const transport = startTransport();

    const guest = await apiFailure(call(transport, 'GET /api/user'));
    expect(guest).toMatchObject({
      status: HTTP.unauthorized,
      code: CODES.unauthenticated,
      message: MESSAGES.unauthenticated,
    });

    const invalid = await apiFailure(register(transport, 'bo'));
    expect(invalid).toMatchObject({ status: HTTP.unprocessable, code: CODES.validation });
    expect(invalid.fieldError('name')).toBe(VALIDATION_TEXTS.loginPattern);

    await register(transport, 'bobby');
    const wrong = await apiFailure(
      call(transport, 'POST /auth/login', {
        login: 'bobby',
        password: 'not-it!!',
        captcha: CAPTCHA_TEST_RESPONSE,
      }),
    );
    expect(wrong).toMatchObject({
      status: HTTP.unauthorized,
      code: CODES.wrongCredentials,
      message: MESSAGES.wrongCredentials,
    });

    const taken = await apiFailure(register(transport, 'bobby'));
    expect(taken).toMatchObject({ status: HTTP.unprocessable, code: CODES.validation });
    expect(taken.fieldError('name')).toBe(VALIDATION_TEXTS.loginTaken);
    expect(taken.fieldError('email')).toBe(VALIDATION_TEXTS.emailTaken);
  });

  it('surfaces an injected sessionExpired fault as 419, once', async () => {
    const transport = startTransport();
    const { user } = await register(transport, 'carol');
    transport.setToken(user.token!);

    await transport.harness().control.injectFault({ type: 'sessionExpired', path: '/api/user' });
    const expired = await apiFailure(call(transport, 'GET /api/user'));
    expect(expired).toMatchObject({
      status: HTTP.sessionExpired,
      code: CODES.sessionExpired,
      message: MESSAGES.sessionExpired,
    });
    await expect(call(transport, 'GET /api/user')).resolves.toMatchObject({ _id: user._id });
  });

  it('boots the world with its crowd, or without it when the config says world off', async () => {
    const lively = await startTransport().harness().control.worldRates();
    expect(lively.betsPerMinute).toBeGreaterThan(0);
    const quiet = startTransport({ world: false }).harness().control;
    expect(await quiet.worldRates()).toMatchObject({
      betsPerMinute: 0,
      chatMessagesPerMinute: 0,
      activeShare: 0,
    });
    await expect(quiet.setWorldRates({ betsPerMinute: 60 })).rejects.toThrow(/without a world/);
  });

  it('answers 419 once the sim clock passes the idle timeout', async () => {
    const transport = startTransport({ clockRate: 2 });
    const { user } = await register(transport, 'dave');
    transport.setToken(user.token!);

    await transport.harness().control.advance(SIM_SESSION_IDLE_MS + 60_000);
    const expired = await apiFailure(call(transport, 'GET /api/user'));
    expect(expired).toMatchObject({ status: HTTP.sessionExpired, code: CODES.sessionExpired });
  });

  it('delivers BalanceModification on the private user channel through pusher-js after a demo top-up', async () => {
    const transport = startTransport({ realtime: true });
    const { user } = await register(transport, 'erin');
    transport.setToken(user.token!);

    const channel = userChannel(user._id);
    let subscribed = false;
    const received: BalanceModification[] = [];
    transport.realtime.listen(channel, 'pusher:subscription_succeeded', () => (subscribed = true));
    transport.realtime.listen(channel, USER_EVENTS.balanceModification, (payload) =>
      received.push(payload as BalanceModification),
    );
    await until(() => subscribed);

    const topUp = await call(transport, 'POST /api/user/demo', { currency: 'usdt' });
    expect(topUp).toEqual({ currency: 'usdt', balance: { real: 0, demo: 1000 } });

    await until(() => received.length === 1);
    expect(received[0]).toEqual({
      currency: 'usdt',
      balance: { real: 0, demo: 1000 },
      delta: 1000,
      kind: 'demo',
      reason: 'demo_topup',
    });
  });

  it("connects to the trading server too, whose ticks (QA's push) reach the trading connection only", async () => {
    const transport = startTransport({ realtime: true });
    const harness = transport.harness();
    const onTrading: PriceTick[] = [];
    const onEvents: unknown[] = [];
    transport.trading.listen(TRADING_CHANNEL, TRADING_EVENTS.price, (payload) =>
      onTrading.push(payload as PriceTick),
    );
    transport.realtime.listen(TRADING_CHANNEL, TRADING_EVENTS.price, (payload) => onEvents.push(payload));
    let subscribed = false;
    transport.trading.listen(TRADING_CHANNEL, 'pusher:subscription_succeeded', () => (subscribed = true));
    await until(() => subscribed && transport.realtime.state() === 'connected');
    expect(harness.trading.online()).toBe(true);

    const tick: PriceTick = { at: 1_700_000_000_000, prices: [{ ticker: 'BTC', price: 64_321.5 }] };
    harness.trading.push(tick);
    await until(() => onTrading.length === 1);
    expect(onTrading).toEqual([tick]);

    harness.trading.drop();
    await until(() => transport.trading.state() !== 'connected');
    expect(harness.trading.online()).toBe(false);
    expect(harness.realtime.online()).toBe(true);
    expect(transport.realtime.state()).toBe('connected');
    expect(onEvents).toEqual([]);
  });
});
