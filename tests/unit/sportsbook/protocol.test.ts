/**
 * The sportsbook frame's protocol (contract/sportsbook-frame.ts): each side takes only well-formed messages of
 * the other, paths are sportsbook paths only, and the frame's views follow them.
 */
import { describe, expect, it } from 'vitest';
import {
  SPORTSBOOK_MESSAGES as M,
  isSportsbookFrameMessage,
  isSportsbookHostMessage,
  isSportsbookPath,
  sportsbookPathOf,
} from '@contract/sportsbook-frame';
import { viewOf } from '../../../src/frames/sportsbook/paths';

const init = {
  oddsFormat: 'decimal',
  signedIn: true,
  demo: false,
  currency: { id: 'btc', decimals: 8, price: 60_000, balance: 0.5 },
  serverNow: 1,
};

describe('sportsbook paths', () => {
  it('takes the paths of the views and nothing that could leave the sportsbook', () => {
    for (const path of ['/', '/live', '/tennis-5', '/floorball', '/soccer-1/1-0-493912']) {
      expect(isSportsbookPath(path)).toBe(true);
    }
    for (const path of [
      '',
      'live',
      '//evil.example',
      '/a/b/c',
      '/Tennis',
      '/live?x=1',
      '/x y',
      'javascript:1',
      42,
    ]) {
      expect(isSportsbookPath(path)).toBe(false);
    }
    expect(sportsbookPathOf('//evil.example/x')).toBe('/');
    expect(sportsbookPathOf(null)).toBe('/');
    expect(sportsbookPathOf('/tennis-5')).toBe('/tennis-5');
  });

  it('maps each path to its view', () => {
    expect(viewOf('/')).toEqual({ kind: 'home' });
    expect(viewOf('/live')).toEqual({ kind: 'live' });
    expect(viewOf('/favorites')).toEqual({ kind: 'favorites' });
    expect(viewOf('/bets')).toEqual({ kind: 'bets' });
    expect(viewOf('/tennis-5')).toMatchObject({ kind: 'sport', sport: { id: 5, slug: 'tennis-5' } });
    expect(viewOf('/floorball')).toMatchObject({ kind: 'sport', sport: { id: 7 } });
    expect(viewOf('/soccer-1/1-0-42')).toMatchObject({ kind: 'event', sport: { id: 1 }, eventId: '1-0-42' });
    expect(viewOf('/live/1-0-42')).toEqual({ kind: 'notFound' });
    expect(viewOf('/tennis')).toEqual({ kind: 'notFound' });
  });
});

describe('host messages, as the frame checks them', () => {
  it('accepts each well-formed message', () => {
    expect(isSportsbookHostMessage({ type: M.init, init })).toBe(true);
    expect(isSportsbookHostMessage({ type: M.init, init: { ...init, currency: null } })).toBe(true);
    expect(isSportsbookHostMessage({ type: M.navigate, path: '/tennis-5' })).toBe(true);
    expect(isSportsbookHostMessage({ type: M.balance, currency: null })).toBe(true);
    const tick = { at: 5, matches: [], markets: [] };
    expect(isSportsbookHostMessage({ type: M.tick, tick, serverNow: 5 })).toBe(true);
    expect(isSportsbookHostMessage({ type: M.reply, id: 3, answer: { ok: true, answer: [] } })).toBe(true);
    const refusal = { ok: false, error: { status: 422, code: 8, message: 'Bet too low' } };
    expect(isSportsbookHostMessage({ type: M.reply, id: 3, answer: refusal })).toBe(true);
  });

  it('refuses malformed ones, other protocols and frame messages', () => {
    expect(isSportsbookHostMessage(null)).toBe(false);
    expect(isSportsbookHostMessage('sportsbook:init')).toBe(false);
    expect(isSportsbookHostMessage({ type: M.navigate, path: '//evil.example' })).toBe(false);
    expect(isSportsbookHostMessage({ type: M.init, init: { ...init, signedIn: 'yes' } })).toBe(false);
    expect(isSportsbookHostMessage({ type: M.balance, currency: { id: 'btc' } })).toBe(false);
    expect(isSportsbookHostMessage({ type: M.reply, id: '3', answer: { ok: true } })).toBe(false);
    expect(isSportsbookHostMessage({ type: M.reply, id: 3, answer: { ok: false, error: {} } })).toBe(false);
    expect(isSportsbookHostMessage({ type: M.tick, tick: {}, serverNow: 1 })).toBe(false);
    expect(isSportsbookHostMessage({ type: M.ready })).toBe(false);
    expect(isSportsbookHostMessage({ type: 'game-provider:reply', id: 1, answer: { ok: true } })).toBe(false);
  });
});

describe('frame messages, as the host checks them', () => {
  it('accepts ready, sign-in, a location and a call', () => {
    expect(isSportsbookFrameMessage({ type: M.ready })).toBe(true);
    expect(isSportsbookFrameMessage({ type: M.signIn })).toBe(true);
    expect(isSportsbookFrameMessage({ type: M.location, path: '/live' })).toBe(true);
    const call = { type: M.call, id: 1, route: 'POST /api/sport/events', body: { filter: 'live' } };
    expect(isSportsbookFrameMessage(call)).toBe(true);
  });

  it('refuses a location off the sportsbook, a call without a whole id, and host messages', () => {
    expect(isSportsbookFrameMessage({ type: M.location, path: 'https://evil.example/' })).toBe(false);
    expect(isSportsbookFrameMessage({ type: M.call, id: 1.5, route: 'POST /api/sport/events' })).toBe(false);
    expect(isSportsbookFrameMessage({ type: M.call, id: 1, route: 7 })).toBe(false);
    expect(isSportsbookFrameMessage({ type: M.navigate, path: '/live' })).toBe(false);
    expect(isSportsbookFrameMessage(undefined)).toBe(false);
  });
});
