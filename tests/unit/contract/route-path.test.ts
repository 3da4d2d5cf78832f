/** routePath fills a route's `{param}` segments, URL-encoded, as the client needs for wallet-notify. */
import { describe, expect, it } from 'vitest';
import { routePath, splitRoute } from '@contract/index';

describe('routePath', () => {
  it('fills each parameter segment and encodes it', () => {
    const { path } = splitRoute('GET /api/walletNotify/{currency}/{txid}');
    expect(routePath(path, { currency: 'btc', txid: 'ab/cd?e' })).toBe('/api/walletNotify/btc/ab%2Fcd%3Fe');
  });

  it('leaves a path without parameters as it is', () => {
    expect(routePath('/api/user', {})).toBe('/api/user');
  });
});
