// @vitest-environment jsdom
/** The demo panel's partner app: PKCE as RFC 7636 computes it, and the profile's tab names in the URL. */
import { describe, expect, it } from 'vitest';
import { OAUTH_RULES } from '@contract/oauth';
import { PARTNER_APPS, pkcePair } from '../../../src/app/features/oauth/partner-app';
import { tabOf } from '../../../src/app/features/profile/tabs/profile-tabs';
import { verifierMatches } from '../../../src/sim/domains/oauth/credentials';

describe('PKCE', () => {
  it("makes a verifier the server's S256 check accepts, and only that one", async () => {
    const { verifier, challenge } = await pkcePair();
    expect(verifier).toMatch(OAUTH_RULES.verifierPattern);
    expect(challenge).toMatch(OAUTH_RULES.challengePattern);
    expect(verifierMatches(verifier, challenge)).toBe(true);
    expect(verifierMatches(`${verifier.slice(1)}x`, challenge)).toBe(false);
  });

  it("checks RFC 7636's own example (appendix B)", () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(verifierMatches(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
  });

  it('offers the registered apps, each with a redirect URI and scopes', () => {
    expect(PARTNER_APPS.map((app) => app.name)).toEqual(['Statsfolio', 'KingCast', 'Rakeboard']);
    for (const app of PARTNER_APPS) expect(app.redirect_uris[0]).toMatch(/^https?:\/\//);
  });
});

describe('the profile tab in the URL', () => {
  it('reads ?tab=, anything unknown being the overview', () => {
    expect(tabOf('bets')).toBe('bets');
    expect(tabOf('stats')).toBe('stats');
    expect(tabOf(null)).toBe('overview');
    expect(tabOf('constructor')).toBe('overview');
  });
});
