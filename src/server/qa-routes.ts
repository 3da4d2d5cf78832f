/**
 * QA controls over HTTP under /__sim, mounted only when the host runs with `--qa` (otherwise every /__sim path
 * is a 404): the clock, faults, the outbox, two-factor codes, the crowd's rates, socket drops, any allowed
 * control by name, and worlds. Each answers JSON; what a control changed is on disk before the answer leaves.
 */
import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { CODES, HTTP, type SimFault, type WorldRates } from '@contract/index';
import { TRADING_CHANNEL, TRADING_EVENTS } from '@contract/trading';
import { callControl, controlFailure, isControlName } from './qa-control';
import type { HostEnv } from './sim-routes';
import { json, malformedBody, notFound, readBody, refusal } from './wire';
import { WORLD_COOKIE, type World, type WorldRegistry } from './worlds';

type QaContext = Context<HostEnv>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const FAULT_TYPES: ReadonlySet<string> = new Set(['sessionExpired', 'twoFactor', 'status']);

/** The request's JSON object (an empty body is `{}`); a Response when it is none. */
async function objectBody(c: QaContext): Promise<Record<string, unknown> | Response> {
  const read = await readBody(c);
  if (!read.ok) return malformedBody();
  if (read.body === undefined) return {};
  return isObject(read.body) ? read.body : invalid('The body must be a JSON object');
}

const invalid = (message: string) => refusal(HTTP.unprocessable, CODES.validation, message);

/** Runs a control on the request's world, flushes what it changed, and answers `answer`'s value. */
async function run<T>(c: QaContext, work: (world: World) => Promise<T> | T): Promise<Response> {
  const world = c.get('world');
  try {
    const value = await work(world);
    await world.durable.flush();
    return json(HTTP.ok, value ?? { ok: true });
  } catch (error) {
    return controlFailure(error);
  }
}

const nowOf = async (world: World) => ({ now: await world.sim.control.now() });

function socketRoutes(
  qa: Hono<HostEnv>,
  name: 'realtime' | 'trading',
  hub: (world: World) => World['events'],
) {
  qa.get(`/${name}`, (c) =>
    run(c, (world) => ({ online: hub(world).online, connections: hub(world).connections })),
  );
  qa.post(`/${name}/drop`, (c) => run(c, (world) => void hub(world).drop()));
  qa.post(`/${name}/restore`, (c) => run(c, (world) => void hub(world).restore()));
}

/** The clock, faults, outbox, codes, rates and sockets of the request's world. */
function worldControls(qa: Hono<HostEnv>): void {
  qa.get('/now', (c) => run(c, nowOf));
  qa.post('/settle', (c) => run(c, async (world) => (await world.sim.control.settle(), nowOf(world))));
  qa.post('/advance', async (c) => {
    const body = await objectBody(c);
    if (body instanceof Response) return body;
    const ms = body.ms;
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)
      return invalid('ms must be a number of milliseconds, 0 or more');
    return run(c, async (world) => {
      await world.sim.control.advance(ms);
      await world.sim.control.settle();
      return nowOf(world);
    });
  });
  qa.post('/fault', async (c) => {
    const body = await objectBody(c);
    if (body instanceof Response) return body;
    if (typeof body.type !== 'string' || !FAULT_TYPES.has(body.type))
      return invalid('type must be sessionExpired, twoFactor or status');
    return run(c, (world) => void world.sim.control.injectFault(body as unknown as SimFault));
  });
  const clearFaults = (c: QaContext) => run(c, (world) => void world.sim.control.clearFaults());
  qa.delete('/fault', clearFaults);
  qa.post('/fault/clear', clearFaults);
  qa.get('/outbox', (c) => run(c, async (world) => ({ emails: await world.sim.control.outbox() })));
  qa.get('/two-factor/:login', (c) =>
    run(c, async (world) => ({ code: await world.sim.control.twoFactorCode(c.req.param('login')) })),
  );
  qa.get('/world-rates', (c) => run(c, (world) => world.sim.control.worldRates()));
  qa.post('/world-rates', async (c) => {
    const body = await objectBody(c);
    if (body instanceof Response) return body;
    return run(c, (world) => world.sim.control.setWorldRates(body as Partial<WorldRates>));
  });
  socketRoutes(qa, 'realtime', (world) => world.events);
  socketRoutes(qa, 'trading', (world) => world.trading);
  // A price tick on the trading app as if the sim had sent it (the in-page harness's trading.push).
  qa.post('/trading/push', async (c) => {
    const body = await objectBody(c);
    if (body instanceof Response) return body;
    return run(c, (world) => void world.trading.broadcast(TRADING_CHANNEL, TRADING_EVENTS.price, body));
  });
  // The simulated game provider's server, as its game frame calls it (the page relays in sim mode through
  // window.__harness.provider): a sim-only third party, so it lives with the QA surface.
  qa.post('/provider', async (c) => {
    const body = await objectBody(c);
    if (body instanceof Response) return body;
    const { session, method, params } = body;
    if (typeof session !== 'string' || typeof method !== 'string')
      return invalid('session and method must be strings');
    return run(c, (world) => world.sim.provider.call(session, method, params));
  });
  qa.post('/control/:name', async (c) => {
    const name = c.req.param('name');
    if (!isControlName(name)) return notFound();
    const body = await objectBody(c);
    if (body instanceof Response) return body;
    const args = body.args ?? [];
    if (!Array.isArray(args)) return invalid('args must be an array');
    const world = c.get('world');
    const answer = await callControl(world.sim.control, name, args);
    await world.durable.flush();
    return answer;
  });
}

/** Worlds: made and closed here, chosen per request by the sim_world cookie (worlds.ts). */
function worldRoutes(qa: Hono<HostEnv>, registry: WorldRegistry): void {
  qa.get('/worlds', (c) => c.json({ worlds: registry.ids() }));
  qa.post('/worlds', async (c) => {
    const body = await objectBody(c);
    if (body instanceof Response) return body;
    if (body.seed !== undefined && (typeof body.seed !== 'string' || body.seed === ''))
      return invalid('seed must be a non-empty string');
    if (body.crowd !== undefined && typeof body.crowd !== 'boolean')
      return invalid('crowd must be true or false');
    const world = await registry.create({ seed: body.seed, crowd: body.crowd });
    // The caller's cookie jar (a Playwright context's, say) is pointed at the new world at once.
    setCookie(c, WORLD_COOKIE, world.id, { path: '/', sameSite: 'Lax', httpOnly: true });
    return c.json({ world: world.id });
  });
  qa.delete('/worlds/:id', async (c) =>
    (await registry.close(c.req.param('id'))) ? c.json({ ok: true }) : notFound(),
  );
}

export function qaRoutes(registry: WorldRegistry): Hono<HostEnv> {
  const qa = new Hono<HostEnv>();
  worldRoutes(qa, registry);
  worldControls(qa);
  qa.all('*', () => notFound());
  return qa;
}
