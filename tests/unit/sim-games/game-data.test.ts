/**
 * GameData: the published paytable and theoretical RTP of fixtures/games/<id>.json (the module's own RTP
 * when a fixture is missing), and the wager bounds of the currency.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES, HTTP, PLAY_ERRORS, type WhisperMap } from '@contract/index';
import { gameDataFrom } from '../../../src/sim/domains/games/game-data';
import { GAME_MODULES } from '../../../src/sim/games/registry';
import { testPriceBoard } from '../sim/price-board';
import { jsonFromNodeScript } from '../fakes/node-script';
import { errorOf, table, whisper, withInHouse } from './helpers';

type Answer = WhisperMap['GameData']['answer'];

/** A world's prices at its start: the fixture's. */
const FIXTURE_PRICES = testPriceBoard('game-data', 0);

const fixture = (id: string) =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/games/${id}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

describe('GameData', () => {
  it("answers every game's published RTP and paytable", async () => {
    const t = await table();
    for (const game of GAMES) {
      const reply = await whisper<Answer>(t.world, null, 'GameData', { api_id: game.apiId });
      expect(reply.status).toBe(200);
      const published = fixture(game.id);
      expect(reply.body.rtp).toBe(published.theoreticalRtp);
      if ('paytable' in published) expect(reply.body.paytable).toEqual(published.paytable);
      else expect(reply.body.paytable).toMatchObject({ theoreticalRtp: published.theoreticalRtp });
      expect(reply.body.paytable).not.toHaveProperty('help');
    }
    const minesTable = (await whisper<Answer>(t.world, null, 'GameData', { api_id: 'mines' })).body
      .paytable as {
      multipliers: Record<string, number[]>;
    };
    expect(minesTable.multipliers['1']![0]).toBe(1.03125);
  });

  it('answers the same paytables in Node without Vite, as the Node host runs the sim', () => {
    // The Node host runs the sim under `node --import tsx`, where Vite's import.meta.glob does not exist: the
    // fixtures must be found there too, not only in the worker build and under vitest.
    const answers = jsonFromNodeScript<Record<string, Answer>>(
      'tests/unit/sim-games/fixtures/node-game-data.ts',
    );
    for (const game of GAMES) {
      const published = fixture(game.id);
      const answer = answers[game.id];
      expect(answer?.rtp, game.id).toBe(published.theoreticalRtp);
      if ('paytable' in published) expect(answer?.paytable, game.id).toEqual(published.paytable);
      else expect(answer?.paytable, game.id).toMatchObject({ theoreticalRtp: published.theoreticalRtp });
    }
  });

  it("falls back to the module's theoretical RTP without a fixture", async () => {
    const answer = await gameDataFrom({}, FIXTURE_PRICES, { api_id: 'limbo', currency: 'usdt' });
    expect(answer.rtp).toBe(GAME_MODULES.limbo.policy.theoreticalRtp({}));
    expect(answer.rtp).toBeGreaterThan(0.98);
    expect(answer.paytable).toBeNull();
    const loaded = await gameDataFrom(
      { '/fixtures/games/limbo.json': async () => ({ theoreticalRtp: 0.5, paytable: [1] }) },
      FIXTURE_PRICES,
      {
        api_id: 'limbo',
      },
    );
    expect(loaded).toMatchObject({ rtp: 0.5, paytable: [1] });
  });

  it('gives the bounds in the asked currency: minimum by decimals, 20 EUR max at its price', async () => {
    const t = await table();
    const ask = async (data: unknown) => (await whisper<Answer>(t.world, null, 'GameData', data)).body;
    expect(await ask({ api_id: 'keno', currency: 'usdt' })).toMatchObject({ minBet: 0.01, maxBet: 21.73 });
    expect(await ask({ api_id: 'keno', currency: 'btc' })).toMatchObject({
      minBet: 1e-8,
      maxBet: 0.00032185,
    });
    expect(await ask({ api_id: 'keno', currency: 'trx' })).toMatchObject({ minBet: 0.000001 });
    expect(await ask({ api_id: 'keno' })).toMatchObject({ minBet: 1e-8, maxBet: null });
    await withInHouse({ maxBetEur: null }, async () => {
      expect((await ask({ api_id: 'keno', currency: 'usdt' })).maxBet).toBeNull();
    });
  });

  it('refuses an unknown game with -3', async () => {
    const t = await table();
    for (const data of [{ api_id: 'dice' }, {}, null]) {
      const reply = await whisper(t.world, null, 'GameData', data);
      expect(reply.status).toBe(HTTP.badRequest);
      expect(errorOf(reply)).toEqual({ code: -3, message: PLAY_ERRORS['-3'] });
    }
  });
});
