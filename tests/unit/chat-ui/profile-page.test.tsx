// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { Route, Routes } from 'react-router';
import { TIP_MESSAGES, type BetRecord } from '@contract/index';
import { useAuthModal } from '../../../src/app/features/auth/auth-modal-store';
import { useBetOverview } from '../../../src/app/features/bets/bet-overview-store';
import { ShareToChatButton } from '../../../src/app/features/chat';
import { RainForm } from '../../../src/app/features/profile/tips/RainForm';
import { ProfileCard } from '../../../src/app/features/profile/ProfileCard';
import { ProfilePage } from '../../../src/app/features/profile/ProfilePage';
import { useSession } from '../../../src/app/features/auth/session/session-store';
import {
  apiError,
  bodiesOf,
  failWith,
  profileAnswer,
  renderAt,
  requestHandlers,
  resetChat,
  VIP_LEVELS,
} from './fakes';
import { makeUser } from '../auth/fakes/user';

vi.mock('../../../src/app/components/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function bet(patch: Partial<BetRecord> = {}): BetRecord {
  return {
    id: 'bet-7',
    number: 7,
    game: 'limbo',
    user: { _id: 'u2', name: 'bob' },
    currency: 'btc',
    demo: false,
    wager: 0.5,
    multiplier: 2,
    payout: 1,
    profit: 0.5,
    status: 'finished',
    serverSeedHash: 'hash',
    serverSeed: null,
    clientSeed: 'seed',
    nonce: 3,
    createdAt: '2026-05-01T10:00:00Z',
    data: {},
    ...patch,
  };
}

const renderProfilePage = (path: string) =>
  renderAt(
    <Routes>
      <Route path="/profile/:tag" element={<ProfilePage />} />
      <Route path="/user/:userId" element={<ProfilePage />} />
    </Routes>,
    path,
  );

beforeEach(() => {
  resetChat();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});
afterEach(cleanup);

describe('profile card', () => {
  it('shows the level, the EXP text and the bar toward the next level, linking to the profile and /vip', async () => {
    const user = resetChat({ user: { vipLevel: 1 } })!;
    // Level 2 needs 200 deposited and 2000 wagered: 50% and 25%.
    requestHandlers.set('POST /api/vip', () => ({
      levels: VIP_LEVELS,
      data: { type: 'data', deposited: 100, wagered: 500 },
    }));
    await renderAt(<ProfileCard user={user} />);
    const card = screen.getByRole('region', { name: 'Your level' });
    const who = within(card).getByRole('link', { name: /alice/ });
    expect(who.getAttribute('href')).toBe('/profile/u1');
    expect(who.textContent).toContain('Level: 1');
    expect(who.textContent).toContain('(38/200 EXP)');
    const bar = within(card).getByRole('link', { name: 'VIP progress to level 2: 38%' });
    expect(bar.getAttribute('href')).toBe('/vip');
  });

  it('is full at level 8 and the bar stops at 8', async () => {
    const user = resetChat({ user: { vipLevel: 8 } })!;
    await renderAt(<ProfileCard user={user} />);
    expect(screen.getByRole('link', { name: 'VIP progress to level 8: 100%' })).toBeTruthy();
    expect(screen.getByText('(100/200 EXP)')).toBeTruthy();
  });
});

describe('profile page', () => {
  it("shows a player's profile and latest bets, opening a bet's overview", async () => {
    requestHandlers.set('POST /api/profile/getUser', () => profileAnswer({}, { bets: [bet()] }));
    await renderProfilePage('/user/u2');
    expect(bodiesOf('POST /api/profile/getUser')).toEqual([{ id: 'u2' }]);
    expect(screen.getByRole('heading', { name: 'bob', level: 1 })).toBeTruthy();
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tip' })).toBeTruthy();
    const bets = screen.getByRole('region', { name: 'Latest bets' });
    fireEvent.click(within(bets).getByRole('button', { name: 'Limbo #7' }));
    expect(useBetOverview.getState().betId).toBe('bet-7');
  });

  it("opens the signed-in player's own profile as /profile/me", async () => {
    requestHandlers.set('POST /api/profile/getUser', () => profileAnswer({ _id: 'u1', name: 'alice' }));
    await renderProfilePage('/profile/me');
    expect(bodiesOf('POST /api/profile/getUser')).toEqual([{ id: 'u1' }]);
    expect(screen.getByRole('heading', { name: 'alice' })).toBeTruthy();
    expect(screen.getByText('No bets yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tip' })).toBeNull();
  });

  it('asks a guest on /profile/me to sign in', async () => {
    resetChat({ user: null });
    await renderProfilePage('/profile/me');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to see your profile' }));
    expect(useAuthModal.getState().view).toBe('auth');
    expect(bodiesOf('POST /api/profile/getUser')).toEqual([]);
  });

  it('hides a private player', async () => {
    failWith('POST /api/profile/getUser', apiError(403, { code: 0, message: 'private' }));
    await renderProfilePage('/profile/u9');
    expect(screen.getByRole('heading', { name: 'Hidden' })).toBeTruthy();
    expect(screen.getByText('This profile is private.')).toBeTruthy();
  });

  it('loads again when the viewer signs in', async () => {
    resetChat({ user: null });
    requestHandlers.set('POST /api/profile/getUser', () => profileAnswer());
    await renderProfilePage('/profile/u2');
    expect(screen.queryByRole('button', { name: 'Tip' })).toBeNull();
    await act(async () => {
      useSession.setState({ user: makeUser(), token: 'token-1', status: 'signedIn' });
    });
    expect(bodiesOf('POST /api/profile/getUser')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Tip' })).toBeTruthy();
  });
});

describe('rain form', () => {
  const fill = (form: HTMLElement, amount: string, users: string) => {
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: amount } });
    fireEvent.change(within(form).getByLabelText('Users (1 to 25)'), { target: { value: users } });
  };
  const submit = async (form: HTMLElement) => {
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Make it rain' }));
    });
  };

  it.each([
    ['26', TIP_MESSAGES.tooManyUsers],
    ['0', TIP_MESSAGES.tooFewUsers],
    ['2.5', TIP_MESSAGES.tooFewUsers],
  ])('refuses %s users', async (users, text) => {
    await renderAt(<RainForm channel="casino_en" onSent={() => {}} />);
    const form = screen.getByRole('form', { name: 'Rain' });
    fill(form, '1', users);
    await submit(form);
    expect(within(form).getByRole('alert').textContent).toBe(text);
    expect(bodiesOf('POST /api/user/rain')).toEqual([]);
  });

  it('rains on the room and says on how many', async () => {
    const onSent = vi.fn();
    requestHandlers.set('POST /api/user/rain', () => ({
      users: [
        { _id: 'u2', name: 'bob' },
        { _id: 'u3', name: 'carol' },
      ],
    }));
    await renderAt(<RainForm channel="sport_en" onSent={onSent} />);
    const form = screen.getByRole('form', { name: 'Rain' });
    fill(form, '0.002', '25');
    await submit(form);
    expect(bodiesOf('POST /api/user/rain')).toEqual([
      { amount: 0.002, currency: 'btc', users: 25, channel: 'sport_en' },
    ]);
    expect(toast.success).toHaveBeenCalledWith('It rained on 2 players');
    expect(onSent).toHaveBeenCalled();
  });

  it('shows a refusal that names no field of the form, such as nobody to reach', async () => {
    failWith(
      'POST /api/user/rain',
      apiError(422, {
        code: 422,
        message: TIP_MESSAGES.noRecipients,
        errors: { users: [TIP_MESSAGES.noRecipients] },
      }),
    );
    await renderAt(<RainForm channel="casino_en" onSent={() => {}} />);
    const form = screen.getByRole('form', { name: 'Rain' });
    fill(form, '1', '5');
    await submit(form);
    expect(within(form).getByRole('alert').textContent).toBe(TIP_MESSAGES.noRecipients);
  });
});

describe('share to chat', () => {
  it('is for signed-in players and shares the bet to the room of the page', async () => {
    requestHandlers.set('POST /api/chat/link_game', () => ({}));
    await renderAt(<ShareToChatButton betId="bet-7" ownerId="u1" />, '/sport/category/1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share to chat' }));
    });
    expect(bodiesOf('POST /api/chat/link_game')).toEqual([{ id: 'bet-7', channel: 'sport_en' }]);
    expect(toast.success).toHaveBeenCalledWith('Shared to chat');
  });

  it("is not offered on another player's bet, which the server would refuse", async () => {
    await renderAt(<ShareToChatButton betId="bet-7" ownerId="u2" />);
    expect(screen.queryByRole('button', { name: 'Share to chat' })).toBeNull();
  });

  it('is not offered to guests', async () => {
    resetChat({ user: null });
    await renderAt(<ShareToChatButton betId="bet-7" ownerId="u1" />);
    expect(screen.queryByRole('button', { name: 'Share to chat' })).toBeNull();
  });

  it('shows a refusal', async () => {
    failWith('POST /api/chat/link_game', apiError(404, { code: 404, message: 'general.error.unknown_game' }));
    await renderAt(<ShareToChatButton betId="bet-7" ownerId="u1" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share to chat' }));
    });
    expect(toast.error).toHaveBeenCalledWith('Unknown bet.');
  });
});
