// @vitest-environment jsdom
/**
 * The bet overview speaks the spec's call (community.md §7 "Whisper 'Info'": game_id in; metadata, info,
 * user out), opens from a shared `?game={game}-{id}` link (and the older `?bet={id}`), and shares with the
 * spec's Twitter intent, Telegram share and 'Copied!' copy action. The real api() and whisper() run over the
 * shared fake transport, so the test sees exactly what went on the wire.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ToastHost } from '../../../src/app/components/toast';
import { ApiError, HTTP, WHISPER_CODES, type BetInfo } from '@contract/index';
import { setTransport } from '../../../src/app/api/api';
import { BetOverviewModal, openBetOverview } from '../../../src/app/features/bets';
import { useBetOverview } from '../../../src/app/features/bets/bet-overview-store';
import { makeUser } from '../auth/fakes/user';
import { renderAt, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

const fake = createFakeTransport();

function betInfo(info: Partial<BetInfo['info']> = {}, user: Partial<BetInfo['user']> = {}): BetInfo {
  return {
    metadata: { id: 'limbo', name: 'Limbo' },
    info: {
      _id: 'b1',
      id: 41,
      game: 'limbo',
      user: 'u2',
      currency: 'usdt',
      demo: false,
      splitTotal: 1.5,
      multiplier: 2,
      profit: 3,
      status: 'win',
      server_seed_hash: 'hash-of-seed',
      server_seed: null,
      client_seed: 'client-1',
      nonce: 4,
      created_at: '2026-11-22T10:00:00Z',
      data: {},
      ...info,
    },
    user: { _id: 'u2', name: 'bob', avatar: '', private_bets: false, ...user },
  };
}

/** Info answers `answer` for any game_id. */
const answerInfo = (answer: (data: { game_id: string }) => BetInfo) =>
  fake.whisperHandlers.set('Info', (data) => answer(data as { game_id: string }));

const renderOverview = (path = '/') =>
  renderAt(
    <>
      <BetOverviewModal />
      <ToastHost />
    </>,
    path,
  );

/** The text of the <dd> after the <dt> labelled `label`. */
const fact = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const shareUrl = (game: string, id: number) => `${window.location.origin}?game=${game}-${id}`;

beforeEach(() => {
  fake.reset();
  setTransport(fake.transport);
  setSession(null);
  useBetOverview.setState({ betId: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bet overview over the whisper Info', () => {
  it('asks Info for the bet (never /api/bets/get) and shows game, number, player, bet, multiplier, win', async () => {
    answerInfo(() => betInfo());
    await renderOverview();
    openBetOverview('b1');
    const dialog = await screen.findByRole('dialog', { name: 'Limbo · Bet #41' });
    expect(fake.whispersOf('Info')).toEqual([{ game_id: 'b1' }]);
    expect(fake.transport.request).not.toHaveBeenCalled();
    expect(fact(dialog, 'Player')).toBe('bob');
    expect(fact(dialog, 'Multiplier')).toBe('2.00×');
    expect(fact(dialog, 'Bet')).toContain('1.50');
    expect(fact(dialog, 'Win')).toContain('3.00');
  });

  it("shows multiplier 0.00 for a 'lose' and the server's hidden name for a private player", async () => {
    answerInfo(() =>
      betInfo({ status: 'lose', multiplier: 0.5, profit: 0 }, { name: 'Hidden', private_bets: true }),
    );
    await renderOverview();
    openBetOverview('b1');
    const dialog = await screen.findByRole('dialog', { name: 'Limbo · Bet #41' });
    expect(fact(dialog, 'Multiplier')).toBe('0.00×');
    expect(fact(dialog, 'Player')).toBe('Hidden');
  });

  it('links a revealed bet to the fairness page; a nonce of -1 cannot be verified', async () => {
    answerInfo(() => betInfo({ server_seed: 'abc123' }));
    await renderOverview();
    openBetOverview('b1');
    let dialog = await screen.findByRole('dialog', { name: 'Limbo · Bet #41' });
    const link = within(dialog).getByRole('link', { name: 'Verify this bet' });
    expect(link.getAttribute('href')).toBe('/fairness?verify=limbo-abc123-client-1-4');
    cleanup();

    answerInfo(() => betInfo({ nonce: -1 }));
    useBetOverview.setState({ betId: null });
    await renderOverview();
    openBetOverview('b2');
    dialog = await screen.findByRole('dialog', { name: 'Limbo · Bet #41' });
    expect(within(dialog).getByText('Revealed when the player changes the client seed.')).toBeTruthy();
    expect(within(dialog).getByText('This bet cannot be verified.')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Verify this bet' })).toBeNull();
  });

  it("shows Info's refusal as an alert", async () => {
    fake.whisperHandlers.set('Info', () => {
      throw new ApiError(HTTP.notFound, { code: WHISPER_CODES.invalidGameId, message: 'Invalid game id' });
    });
    await renderOverview();
    openBetOverview('nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid game id');
  });
});

describe('shared links', () => {
  it('opens ?game=limbo-123 with Info {game_id: "123"} and drops the parameter', async () => {
    answerInfo(({ game_id }) => betInfo({ _id: 'b123', id: Number(game_id) }));
    const { router } = await renderOverview('/casino/originals?game=limbo-123&x=1');
    expect(await screen.findByRole('dialog', { name: 'Limbo · Bet #123' })).toBeTruthy();
    expect(fake.whispersOf('Info')).toEqual([{ game_id: '123' }]);
    expect(router.state.location.pathname).toBe('/casino/originals');
    expect(router.state.location.search).toBe('?x=1');
  });

  it('still opens the older ?bet={id} link', async () => {
    answerInfo(({ game_id }) => betInfo({ _id: game_id, id: 7 }));
    const { router } = await renderOverview('/?bet=b9');
    expect(await screen.findByRole('dialog', { name: 'Limbo · Bet #7' })).toBeTruthy();
    expect(fake.whispersOf('Info')).toEqual([{ game_id: 'b9' }]);
    expect(router.state.location.search).toBe('');
  });

  it('ignores a ?game= value that is not {game}-{id}', async () => {
    await renderOverview('/?game=limbo');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.whispersOf('Info')).toEqual([]);
  });
});

describe('share buttons', () => {
  it('offers signed-in players the Twitter intent and Telegram share of {origin}?game={game}-{id}', async () => {
    setSession(makeUser());
    answerInfo(() => betInfo());
    await renderOverview();
    openBetOverview('b1');
    const dialog = await screen.findByRole('dialog', { name: 'Limbo · Bet #41' });
    const url = encodeURIComponent(shareUrl('limbo', 41));
    const twitter = within(dialog).getByRole('link', { name: 'Share on Twitter' });
    expect(twitter.getAttribute('href')).toBe(`https://twitter.com/intent/tweet?url=${url}`);
    const telegram = within(dialog).getByRole('link', { name: 'Share on Telegram' });
    expect(telegram.getAttribute('href')).toBe(`https://t.me/share/url?url=${url}`);
    for (const link of [twitter, telegram]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('guests get no Twitter or Telegram share (community.md §6), but can copy the link', async () => {
    answerInfo(() => betInfo());
    await renderOverview();
    openBetOverview('b1');
    const dialog = await screen.findByRole('dialog', { name: 'Limbo · Bet #41' });
    expect(within(dialog).queryByRole('link', { name: /^Share on/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it("copies {origin}?game={game}-{id} and says 'Copied!'", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    answerInfo(() => betInfo());
    await renderOverview();
    openBetOverview('b1');
    const dialog = await screen.findByRole('dialog', { name: 'Limbo · Bet #41' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(shareUrl('limbo', 41));
  });
});
