// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import {
  AFFILIATE,
  ApiError,
  CODES,
  HTTP,
  extensionUnavailableText,
  type AffiliateAnswer,
} from '@contract/index';
import { setTransport } from '../../../src/app/api/api';
import { resetMissingExtensions } from '../../../src/app/api/extensions';
import { AffiliatePage } from '../../../src/app/features/affiliate';
import { nextTier, referralLink, tierIndexFor } from '../../../src/app/features/affiliate/affiliate-rules';
import { referralFromUrl } from '../../../src/app/router/referral';
import { makeUser } from '../auth/fakes/user';
import { renderAt, setSession, signOut } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

const fake = createFakeTransport();
const NOW = Date.UTC(2026, 4, 10, 21, 30);

const answer = (patch: Partial<AffiliateAnswer> = {}): AffiliateAnswer => ({
  code: 'alice',
  percent: 20,
  referrals: [1, 2, 3].map((n) => ({
    name: `friend${n}`,
    avatar: '',
    joinedAt: Date.UTC(2026, 4, n),
    wageredUsd: 1_000 * n,
    commissionUsd: 2 * n,
  })),
  paidUsd: 8,
  pendingUsd: 4.5,
  nextPayoutAt: Date.UTC(2026, 4, 11),
  ...patch,
});

beforeEach(() => {
  setTransport(fake.transport);
  fake.reset();
  fake.setServerTime(NOW);
  resetMissingExtensions();
});
afterEach(() => {
  cleanup();
  signOut();
});

describe('the referral link and tiers', () => {
  it('is the site with ?c=CODE, which the app captures at load', () => {
    const link = referralLink('https://casino.example', 'alice_7');
    expect(link).toBe('https://casino.example/?c=alice_7');
    const url = new URL(link);
    expect(referralFromUrl({ pathname: url.pathname, search: url.search })).toBe('alice_7');
  });

  it('reaches the tier of the number of referred players, up to 40%', () => {
    expect(AFFILIATE.tiers[tierIndexFor(0)]!.percent).toBe(10);
    expect(AFFILIATE.tiers[tierIndexFor(3)]!.percent).toBe(20);
    expect(AFFILIATE.tiers[tierIndexFor(24)]!.percent).toBe(30);
    expect(AFFILIATE.tiers[tierIndexFor(500)]!.percent).toBe(AFFILIATE.maxPercent);
    expect(nextTier(4)).toEqual({ tier: { minReferrals: 10, percent: 30 }, missing: 6 });
    expect(nextTier(25)).toBeNull();
  });
});

describe('/partner', () => {
  it("shows the player's link, code, figures, referred players and tier", async () => {
    setSession(makeUser({ _id: 'u1' }));
    fake.requestHandlers.set('POST /api/affiliate', () => answer());
    await renderAt(<AffiliatePage />);
    const link = (await screen.findByLabelText('Your referral link')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/?c=alice`);
    expect((screen.getByLabelText('Your code') as HTMLInputElement).value).toBe('alice');
    const figures = screen.getByRole('region', { name: 'Your commission' });
    expect(within(figures).getByText('20%')).toBeTruthy();
    expect(within(figures).getByText('$8.00')).toBeTruthy();
    expect(within(figures).getByText('$4.50')).toBeTruthy();
    // 2 hours 30 minutes to midnight on the server's clock.
    expect(within(figures).getByRole('timer').textContent).toBe('0d 2h 30m');
    expect(within(figures).getByText('7 more referred players to reach 30%.')).toBeTruthy();
    const referred = screen.getByRole('region', { name: 'Referred players' });
    expect(within(referred).getAllByRole('row')).toHaveLength(4);
    expect(within(referred).getByRole('row', { name: /friend3/ }).textContent).toMatch('$3,000.00');
    const tiers = screen.getByRole('region', { name: 'Commission tiers' });
    expect(
      within(tiers)
        .getByRole('row', { name: /3 to 9/ })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it('shows a guest the programme and a call to sign in, without asking for details', async () => {
    await renderAt(<AffiliatePage />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText(/earn up to 40% commission/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Commission tiers' })).getAllByRole('row')).toHaveLength(
      AFFILIATE.tiers.length + 1,
    );
    expect(fake.transport.request).not.toHaveBeenCalled();
  });

  it('says so when the server has no affiliate call, and still shows the tiers', async () => {
    setSession(makeUser({ _id: 'u1' }));
    fake.requestHandlers.set('POST /api/affiliate', () => {
      throw new ApiError(HTTP.notFound, { code: CODES.notFound, message: 'Not found' });
    });
    await renderAt(<AffiliatePage />);
    expect(await screen.findByText(extensionUnavailableText('POST /api/affiliate'))).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Commission tiers' })).toBeTruthy();
  });
});
