// @vitest-environment jsdom
/**
 * The promotion banners (community.md §2, §7, §8): Poker banners hidden from guests, the sport flag, the
 * counters' caps; a banner's button for guests, on a failure and for a Deposit banner; and the banner modal
 * shown once a session.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { ApiError, type PromotionBanner } from '@contract/index';
import { BANNER_SLIDER_CAP, PROMOTION_TEXTS } from '@contract/promotions';
import { api } from '../shell/fakes/api';
import { openAuthModal, signIn, signOut } from '../shell/fakes/auth';
import { activateBanner } from '../../../src/app/features/promotions/banners/activate-banner';
import { bannerSlides, positionText } from '../../../src/app/features/promotions/banners/banner-slides';
import { ModalBannerSlot } from '../../../src/app/features/promotions/banners/ModalBannerSlot';
import { PromotionBannerSlider } from '../../../src/app/features/promotions/banners/PromotionBannerSlider';
import { useWalletModal } from '../../../src/app/features/wallet/wallet-modal-store';

vi.mock('../../../src/app/api/api', () => import('../shell/fakes/api'));
vi.mock('../../../src/app/features/auth', () => import('../shell/fakes/auth'));
vi.mock('../../../src/app/components/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function banner(index: number, patch: Partial<PromotionBanner> = {}): PromotionBanner {
  return {
    _id: `b${index}`,
    title: `Banner ${index}`,
    image: '/images/banner.svg',
    link: '/promotions',
    type: 'Bonus',
    sport: false,
    code: `CODE${index}`,
    ...patch,
  };
}

const many = (count: number, patch: Partial<PromotionBanner> = {}) =>
  Array.from({ length: count }, (_, index) => banner(index, patch));

beforeEach(() => {
  api.mockReset();
  openAuthModal.mockClear();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  useWalletModal.setState({ open: false, tab: 'withdraw' });
});
afterEach(cleanup);

describe('banner slides', () => {
  const mixed = [
    banner(1),
    banner(2, { type: 'Poker' }),
    banner(3, { type: 'Deposit' }),
    banner(4, { sport: true }),
  ];

  it('hide Poker banners from guests only, and keep each layout to its sport flag', () => {
    expect(bannerSlides(mixed, 'casino', false).map(({ _id }) => _id)).toEqual(['b1', 'b3']);
    expect(bannerSlides(mixed, 'casino', true).map(({ _id }) => _id)).toEqual(['b1', 'b2', 'b3']);
    expect(bannerSlides(mixed, 'sportsbook', false).map(({ _id }) => _id)).toEqual(['b4']);
  });

  it('cap at 20 on the casino and 24 on the sportsbook, and the counter never passes the cap', () => {
    expect(bannerSlides(many(30), 'casino', true)).toHaveLength(BANNER_SLIDER_CAP.casino);
    expect(bannerSlides(many(30, { sport: true }), 'sportsbook', true)).toHaveLength(24);
    expect(bannerSlides(many(5), 'casino', true)).toHaveLength(5);
    const slides = bannerSlides(many(30), 'casino', true);
    expect(positionText(0, slides.length)).toBe('1 / 20');
    expect(positionText(19, slides.length)).toBe('20 / 20');
    expect(positionText(25, slides.length)).toBe('20 / 20');
  });
});

describe('the slider', () => {
  afterEach(signOut);
  const renderSlider = () =>
    render(<PromotionBannerSlider layout="casino" viewportRef={() => {}} carousel={undefined} />);

  it("asks for the casino's banners and shows a guest no Poker banner, with the counter", async () => {
    api.mockResolvedValue([banner(1), banner(2, { type: 'Poker' }), banner(3, { type: 'Deposit' })]);
    renderSlider();
    expect(await screen.findByRole('heading', { name: 'Banner 1' })).toBeTruthy();
    expect(api).toHaveBeenCalledWith('POST /api/promotionBanners', { sport: false });
    expect(screen.queryByRole('heading', { name: 'Banner 2' })).toBeNull();
    expect(screen.getByLabelText('Banner position').textContent).toBe('1 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'Claim: Banner 1' }));
    expect(openAuthModal).toHaveBeenCalledWith('auth');
  });

  it('shows a signed-in player the Poker banners too', async () => {
    signIn();
    api.mockResolvedValue([banner(1), banner(2, { type: 'Poker' })]);
    renderSlider();
    expect(await screen.findByRole('heading', { name: 'Banner 2' })).toBeTruthy();
    expect(screen.getByLabelText('Banner position').textContent).toBe('1 / 2');
  });

  it('shows nothing without banners', async () => {
    api.mockResolvedValue([banner(2, { type: 'Poker' })]);
    const { container } = renderSlider();
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});

describe("a banner's button", () => {
  it('tells a guest to sign in and opens the sign-in, with no call', async () => {
    expect(await activateBanner(banner(1), false)).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(PROMOTION_TEXTS.signIn);
    expect(openAuthModal).toHaveBeenCalledWith('auth');
    expect(api).not.toHaveBeenCalled();
  });

  it("activates a player's code; any refusal reads the one failure text", async () => {
    api.mockRejectedValueOnce(
      new ApiError(400, { code: 4, message: 'You have already used this promocode' }),
    );
    expect(await activateBanner(banner(1), true)).toBe(false);
    expect(api).toHaveBeenCalledWith('POST /api/promocode/promotion-banner-activate', { code: 'CODE1' });
    expect(toast.error).toHaveBeenCalledWith(PROMOTION_TEXTS.failed);
  });

  it('a Deposit banner opens the deposit tab after the success toast', async () => {
    api.mockResolvedValueOnce({
      message: 'Deposit bonus activated',
      reward: { kind: 'depositBonus', bonusId: 'welcome-deposit' },
      deposit: null,
    });
    expect(await activateBanner(banner(3, { type: 'Deposit' }), true)).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Deposit bonus activated');
    expect(useWalletModal.getState()).toMatchObject({ open: true, tab: 'deposit' });
  });
});

describe('the banner modal', () => {
  const modalBanner = { enabled: true, image: '', title: 'Weekly race', content: '$10,000 every week' };

  beforeEach(() => sessionStorage.clear());

  it('shows when enabled, and once dismissed stays away for the session', async () => {
    api.mockResolvedValue(modalBanner);
    const { unmount } = render(<ModalBannerSlot />);
    const dialog = await screen.findByRole('dialog', { name: 'Weekly race' });
    expect(dialog.textContent).toContain('$10,000 every week');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    api.mockClear();
    render(<ModalBannerSlot />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show when disabled', async () => {
    api.mockResolvedValue({ ...modalBanner, enabled: false });
    render(<ModalBannerSlot />);
    await vi.waitFor(() => expect(api).toHaveBeenCalledWith('POST /api/banner'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
