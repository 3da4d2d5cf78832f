/**
 * The host's relay of the sportsbook frame's calls: only the allowlisted sport routes reach the server, each with
 * its body checked and stripped by the contract's schema; the server's refusals go back with their codes.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError, CODES, HTTP, MESSAGES } from '@contract/index';
import { SPORT_BET_ERRORS } from '@contract/sport-bets';
import { SPORTSBOOK_CALL_REFUSED, SPORTSBOOK_RELAY_ROUTES } from '@contract/sportsbook-frame';
import { relaySportsbookCall } from '../../../src/app/features/sportsbook/relay';

const server = () => vi.fn(async (route: string, body: unknown) => ({ route, body }));

describe('relaySportsbookCall', () => {
  it('refuses every route outside the allowlist without calling the server', async () => {
    const call = server();
    for (const route of [
      'POST /api/pvp/open',
      'POST /api/user/tip',
      'POST /api/withdraw',
      'GET /api/sport/events',
      'POST /api/sport/events ',
      undefined,
      42,
    ]) {
      expect(await relaySportsbookCall(route, {}, call)).toEqual({
        ok: false,
        error: { status: HTTP.forbidden, code: CODES.generic, message: SPORTSBOOK_CALL_REFUSED },
      });
    }
    expect(call).not.toHaveBeenCalled();
  });

  it('passes each allowlisted route with a valid body', async () => {
    const bodies: Record<(typeof SPORTSBOOK_RELAY_ROUTES)[number], unknown> = {
      'POST /api/sport/categories': undefined,
      'POST /api/sport/events': { sportId: 5, filter: 'live' },
      'POST /api/sport/event': { id: '5-0-1' },
      'POST /api/sport/search': { query: 'fc' },
      'POST /api/sport/bet': {
        kind: 'single',
        selections: [{ optionId: '5-0-1:winner:home', odds: 1.8 }],
        stake: 0.001,
        currency: 'btc',
        demo: false,
      },
      'POST /api/sport/bet/queue': { queueId: 'q1' },
      'POST /api/sport/bets': { status: 'pending' },
    };
    const call = server();
    for (const route of SPORTSBOOK_RELAY_ROUTES) {
      expect(await relaySportsbookCall(route, bodies[route], call)).toEqual({
        ok: true,
        answer: { route, body: bodies[route] },
      });
    }
    expect(call).toHaveBeenCalledTimes(SPORTSBOOK_RELAY_ROUTES.length);
  });

  it('refuses a malformed body and strips fields the schema does not name', async () => {
    const call = server();
    const malformed = await relaySportsbookCall('POST /api/sport/bets', { status: 'all' }, call);
    expect(malformed).toEqual({
      ok: false,
      error: { status: HTTP.unprocessable, code: CODES.validation, message: MESSAGES.malformedBody },
    });
    expect(call).not.toHaveBeenCalled();
    await relaySportsbookCall('POST /api/sport/event', { id: '1-0-1', token: 'stolen' }, call);
    expect(call).toHaveBeenCalledWith('POST /api/sport/event', { id: '1-0-1' });
  });

  it("hands back the server's refusal with its status and code", async () => {
    const refused = vi.fn(async () => {
      throw new ApiError(HTTP.unprocessable, SPORT_BET_ERRORS.betTooLow);
    });
    const body = {
      kind: 'single',
      selections: [{ optionId: 'a:b:c', odds: 2 }],
      stake: 1,
      currency: 'btc',
      demo: true,
    };
    expect(await relaySportsbookCall('POST /api/sport/bet', body, refused)).toEqual({
      ok: false,
      error: { status: HTTP.unprocessable, ...SPORT_BET_ERRORS.betTooLow },
    });
    const broken = vi.fn(async () => {
      throw new TypeError('boom');
    });
    expect(await relaySportsbookCall('POST /api/sport/categories', undefined, broken)).toMatchObject({
      ok: false,
      error: { status: HTTP.serverError, message: MESSAGES.internal },
    });
  });
});
