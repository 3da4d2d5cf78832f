/**
 * The contract's routes over HTTP: method, path, JSON body and bearer token go to the sim as they came (its
 * router matches every route, `{param}` ones included, and answers unknown ones with the 404 envelope), and
 * `POST /api/whisper {event, data}` goes to the sim's game calls, as HttpTransport sends them. What the sim
 * changed is on disk (`flush`) before the answer leaves.
 */
import type { Context } from 'hono';
import type { HttpMethod, SimResponse } from '@contract/index';
import type { World } from './worlds';
import { bearerToken, malformedBody, readBody, simAnswer } from './wire';

export type HostEnv = { Variables: { world: World } };

async function answered(world: World, call: () => Promise<SimResponse>): Promise<Response> {
  const answer = await call();
  await world.durable.flush();
  return simAnswer(answer);
}

export async function forwardToSim(c: Context<HostEnv>): Promise<Response> {
  const read = await readBody(c);
  if (!read.ok) return malformedBody();
  const world = c.get('world');
  const url = new URL(c.req.url);
  return answered(world, () =>
    world.sim.request({
      // Any method goes through: the sim answers one it has no route for with 405 or 404.
      method: c.req.method as HttpMethod,
      path: `${url.pathname}${url.search}`,
      body: read.body,
      token: bearerToken(c.req.header('authorization')),
    }),
  );
}

export async function forwardWhisper(c: Context<HostEnv>): Promise<Response> {
  const read = await readBody(c);
  if (!read.ok) return malformedBody();
  const world = c.get('world');
  const { event, data } = (typeof read.body === 'object' && read.body !== null ? read.body : {}) as {
    event?: unknown;
    data?: unknown;
  };
  // The sim refuses an unknown or missing event with its own envelope (400, invalid API operation).
  return answered(world, () =>
    world.sim.whisper({
      event: typeof event === 'string' ? event : '',
      data,
      token: bearerToken(c.req.header('authorization')),
    }),
  );
}
