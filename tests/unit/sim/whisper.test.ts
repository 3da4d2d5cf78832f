/** The game-call entry (platform.md §7 "api/whisper", §8 whisper codes): unknown events are code 3. */
import { describe, expect, it } from 'vitest';
import { CODES, HTTP, MESSAGES, WHISPER_CODES, serverTimeHeaders } from '@contract/index';
import { createWhisper } from '../../../src/sim/whisper';
import { login, startWorld } from './world';

describe('whisper', () => {
  it.each([
    ['NoSuchEvent'],
    ['toString'],
    ['valueOf'],
    ['constructor'],
    ['__proto__'],
    ['hasOwnProperty'],
    [''],
  ])('answers the unknown event %j with code 3, not a crash', async (event) => {
    const world = await startWorld();
    const { token } = await login(world, 'player', 'player123');
    const reply = await world.sim.whisper({ token, event, data: { any: 1 } });
    expect(reply).toEqual({
      status: HTTP.badRequest,
      body: { code: WHISPER_CODES.invalidApiOperation, message: `Invalid API operation: ${event}` },
    });
  });

  it.each([[undefined], [42], [null], [{ event: 'Play' }]])(
    'answers the non-string event %j with code 3',
    async (event) => {
      const world = await startWorld();
      const reply = await world.sim.whisper({ token: null, event: event as unknown as string });
      expect(reply.status).toBe(HTTP.badRequest);
      expect((reply.body as { code: number }).code).toBe(WHISPER_CODES.invalidApiOperation);
    },
  );

  it('passes a registered handler the signed-in user or null for a guest, and refuses a pending two-factor session', async () => {
    const world = await startWorld();
    const ctx = await world.sim.context();
    const seen: Array<string | null> = [];
    const whisper = createWhisper(ctx, {
      Echo: async ({ data, userId }) => {
        seen.push(userId);
        return { echo: data };
      },
    });
    const player = await login(world, 'player', 'player123');
    const twofa = await login(world, 'twofa', 'twofa123');
    // Every answer carries the server's time, as a real server's Date header (contract/server-time.ts).
    expect(await whisper({ token: player.token, event: 'Echo', data: 7 })).toEqual({
      status: HTTP.ok,
      body: { echo: 7 },
      headers: serverTimeHeaders(world.clock.now()),
    });
    await whisper({ token: null, event: 'Echo' });
    expect((await whisper({ token: twofa.token, event: 'Echo' })).body).toEqual({
      code: CODES.twoFactorRequired,
      message: MESSAGES.twoFactorRequired,
    });
    expect(seen).toEqual([player.user._id, null]);
    // Inherited names are still not handlers when real handlers exist.
    expect((await whisper({ token: player.token, event: 'toString' })).status).toBe(HTTP.badRequest);
  });
});
