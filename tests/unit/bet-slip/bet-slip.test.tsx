// @vitest-environment jsdom
/**
 * The bet slip over the fake transport, beside the prices of two matches: a player picks a price and places a
 * single that waits for the queue and leaves the slip when the pushed verdict accepts it; a second option of a
 * match replaces the first; the limits are said before sending; refusals show their texts; moved odds (live or
 * quoted by the queue) ask to be accepted before placing; a multi combines the odds; a missed push is read once
 * after the decision time; a guest is asked to sign in; settled bets move live in My bets.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { ApiError, USER_EVENTS, userChannel } from '@contract/index';
import { SPORT_BET_ERRORS, type PlaceSportBetBody, type QueuedSportBet } from '@contract/sport-bets';
import type { SportEvent } from '@contract/sports';
import { setTransport } from '../../../src/app/api/api';
import { useAuthModal } from '../../../src/app/features/auth/auth-modal-store';
import { BetSlip, OddsButton } from '../../../src/app/features/bet-slip';
import { resetSlip, useSlip } from '../../../src/app/features/bet-slip/slip-store';
import { applySportsTick, storeEvents, useSports } from '../../../src/app/features/sports/sports-store';
import { useWallet } from '../../../src/app/features/wallet/wallet-store';
import { useAppStore, usePreferences } from '../../../src/app/stores/app-store';
import { makeUser } from '../auth/fakes/user';
import { currency, renderAt, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';
import { sportBet, sportEvent, withMarket } from './fixtures';

vi.mock('../../../src/app/components/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const fake = createFakeTransport();
const USER = makeUser();
const EVENTS = [sportEvent('m1', [2.1, 3.4, 3.6]), sportEvent('m2', [1.8, 3.5, 4.2])];
let queueNumber = 0;

/** The prices of the loaded events (read live from the sports store) beside the slip. */
function Screen() {
  const events = useSports((state) => state.events);
  return (
    <>
      {Object.values(events).flatMap((event: SportEvent) =>
        event.markets[0]!.options.map((option) => (
          <OddsButton key={option.id} event={event} market={event.markets[0]!} option={option} />
        )),
      )}
      <BetSlip />
    </>
  );
}

const price = (match: string, option: string) =>
  screen.getByRole('button', { name: new RegExp(`^${option} .*, Home ${match} v Away ${match}$`) });
const slipRow = (match: string, option: string) =>
  screen.getByRole('listitem', { name: `${option}, Home ${match} v Away ${match}` });
const placeButton = () => screen.getByRole('button', { name: /^(Place|Accept new odds|Sign in to place)/ });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Answers each placement with a queued entry deciding at `decidesAt`, recording the bodies. */
function queueAnswers(decidesAt = Date.now() + 60_000) {
  const sent: PlaceSportBetBody[] = [];
  fake.requestHandlers.set('POST /api/sport/bet', (body) => {
    sent.push(body as PlaceSportBetBody);
    queueNumber += 1;
    return { queueId: `q${queueNumber}`, status: 'queued', decidesAt } satisfies QueuedSportBet;
  });
  return sent;
}

const pushVerdict = (entry: QueuedSportBet) =>
  fake.emit(userChannel(USER._id), USER_EVENTS.sportBetQueue, entry);

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** The window's width, as a resize tells it. */
function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  resizeTo(1440);
  fake.reset();
  setTransport(fake.transport);
  localStorage.clear();
  resetSlip();
  useSports.setState({
    events: {},
    clockReadAt: {},
    lastTickAt: 0,
    categories: [],
    categoriesStatus: 'idle',
  });
  storeEvents(EVENTS);
  useWallet.setState({ currencies: [currency('usdt', 2, { balance: { real: 100, demo: 1000 } })] });
  useAppStore.setState({ currency: 'usdt', demo: false });
  usePreferences.setState({ oddsFormat: 'decimal' });
  useAuthModal.setState({ view: null });
  setSession(USER);
  fake.requestHandlers.set('POST /api/sport/categories', () => []);
  fake.requestHandlers.set('POST /api/sport/bets', () => []);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the bet slip', () => {
  it('places a single that waits for the queue and leaves the slip once the push accepts it', async () => {
    const sent = queueAnswers();
    await renderAt(<Screen />);
    expect(screen.getByText('Your bet slip is empty')).toBeTruthy();
    await click(price('m1', '1'));
    expect(price('m1', '1').getAttribute('aria-pressed')).toBe('true');
    type('Stake on 1', '5');
    const row = slipRow('m1', '1');
    expect(within(row).getByText('≈ $5.00')).toBeTruthy();
    expect(within(row).getByText('10.50 USDT')).toBeTruthy();
    await click(placeButton());
    expect(sent).toEqual([
      {
        kind: 'single',
        selections: [{ optionId: 'm1:1x2:home', odds: 2.1 }],
        stake: 5,
        currency: 'usdt',
        demo: false,
      },
    ]);
    expect(within(slipRow('m1', '1')).getByRole('status').textContent).toContain('Waiting for acceptance…');
    const bet = sportBet('b1', 'm1', { stake: 5 });
    pushVerdict({ queueId: 'q' + queueNumber, status: 'accepted', decidesAt: 0, bet });
    expect(toast.success).toHaveBeenCalledWith('Bet accepted', { description: '1 @ 2.10' });
    expect(screen.getByText('Your bet slip is empty')).toBeTruthy();
    expect(price('m1', '1').getAttribute('aria-pressed')).toBe('false');
    await click(screen.getByRole('tab', { name: 'My bets' }));
    expect(screen.getByRole('listitem', { name: 'Single, Pending' })).toBeTruthy();
  });

  it('puts a second option of the same match in the first one’s place, and says so', async () => {
    await renderAt(<Screen />);
    await click(price('m1', '1'));
    await click(price('m1', '2'));
    expect(price('m1', '1').getAttribute('aria-pressed')).toBe('false');
    expect(slipRow('m1', '2')).toBeTruthy();
    expect(screen.getByText('2 replaced 1: one selection per match')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('betkings:betSlip')!).state.selections).toHaveLength(1);
  });

  it('says the limits before sending and sends nothing that breaks them', async () => {
    queueAnswers();
    await renderAt(<Screen />);
    await click(price('m1', '1'));
    type('Stake on 1', '0.5');
    expect(screen.getByText(SPORT_BET_ERRORS.betTooLow.message)).toBeTruthy();
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
    type('Stake on 1', '25');
    expect(screen.getByText(SPORT_BET_ERRORS.betTooHigh.message)).toBeTruthy();
    useAppStore.setState({ demo: true });
    useWallet.setState({ currencies: [currency('usdt', 2, { balance: { real: 100, demo: 3 } })] });
    type('Stake on 1', '4');
    expect(await screen.findByText(SPORT_BET_ERRORS.notEnoughBalance.message)).toBeTruthy();
    expect(fake.bodiesOf('POST /api/sport/bet')).toEqual([]);
  });

  it('shows a refusal at once by its text', async () => {
    fake.requestHandlers.set('POST /api/sport/bet', () => {
      throw new ApiError(422, SPORT_BET_ERRORS.doubleBet);
    });
    await renderAt(<Screen />);
    await click(price('m1', '1'));
    type('Stake on 1', '2');
    await click(placeButton());
    expect(within(slipRow('m1', '1')).getByRole('alert').textContent).toBe(
      SPORT_BET_ERRORS.doubleBet.message,
    );
  });

  it('asks to accept the odds the queue quoted when it refused for changed odds, then places at them', async () => {
    const sent = queueAnswers();
    // The quote stands alone when no screen holds the match any more.
    useSports.setState({ events: {} });
    fake.requestHandlers.set('POST /api/sport/event', () => new Promise(() => undefined));
    useSlip.setState({
      selections: [
        {
          optionId: 'm1:1x2:home',
          matchId: 'm1',
          odds: 2.1,
          matchName: 'Home m1 v Away m1',
          marketName: '1X2',
          optionName: '1',
        },
      ],
    });
    await renderAt(<Screen />);
    type('Stake on 1', '2');
    await click(placeButton());
    const queueId = 'q' + queueNumber;
    pushVerdict({
      queueId,
      status: 'rejected',
      decidesAt: 0,
      error: { ...SPORT_BET_ERRORS.oddsChanged, odds: { 'm1:1x2:home': 1.95 } },
    });
    expect(within(slipRow('m1', '1')).getByRole('alert').textContent).toBe(
      SPORT_BET_ERRORS.oddsChanged.message,
    );
    expect(within(slipRow('m1', '1')).getByTestId('odds-change').textContent).toBe('2.10 → 1.95');
    await click(placeButton());
    expect(placeButton().textContent).toBe('Place bet');
    expect(within(slipRow('m1', '1')).queryByTestId('odds-change')).toBeNull();
    await click(placeButton());
    expect(sent.at(-1)!.selections).toEqual([{ optionId: 'm1:1x2:home', odds: 1.95 }]);
  });

  it('shows live odds that moved as old → new and asks to accept them first', async () => {
    const sent = queueAnswers();
    await renderAt(<Screen />);
    await click(price('m2', '1'));
    type('Stake on 1', '3');
    act(() =>
      applySportsTick({ at: Date.now(), matches: [], markets: [withMarket(EVENTS[1]!, {}, { odds: 1.7 })] }),
    );
    expect(within(slipRow('m2', '1')).getByTestId('odds-change').textContent).toBe('1.80 → 1.70');
    expect(placeButton().textContent).toBe('Accept new odds');
    await click(placeButton());
    await click(placeButton());
    expect(sent).toEqual([expect.objectContaining({ selections: [{ optionId: 'm2:1x2:home', odds: 1.7 }] })]);
  });

  it('holds back a suspended selection and names a closed one', async () => {
    await renderAt(<Screen />);
    await click(price('m1', '1'));
    type('Stake on 1', '3');
    act(() =>
      applySportsTick({
        at: Date.now(),
        matches: [],
        markets: [withMarket(EVENTS[0]!, { status: 'suspended' })],
      }),
    );
    expect(within(slipRow('m1', '1')).getByText('Suspended')).toBeTruthy();
    expect(price('m1', '1').textContent).toBe('–');
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
    act(() =>
      applySportsTick({
        at: Date.now() + 1,
        matches: [],
        markets: [withMarket(EVENTS[0]!, { status: 'closed' })],
      }),
    );
    expect(within(slipRow('m1', '1')).getAllByText(SPORT_BET_ERRORS.optionClosed.message)).toHaveLength(1);
  });

  it('combines selections of two matches in a multi at the product of their odds', async () => {
    const sent = queueAnswers();
    await renderAt(<Screen />);
    await click(price('m1', '1'));
    await click(screen.getByRole('tab', { name: 'Multi' }));
    expect(screen.getByText('Add selections from two or more matches for a multi')).toBeTruthy();
    await click(price('m2', '2'));
    expect(screen.getByTestId('multi-odds').textContent).toBe('8.82');
    type('Multi stake', '2');
    expect(screen.getByText('17.64 USDT')).toBeTruthy();
    await click(placeButton());
    expect(sent).toEqual([
      {
        kind: 'multi',
        selections: [
          { optionId: 'm1:1x2:home', odds: 2.1 },
          { optionId: 'm2:1x2:away', odds: 4.2 },
        ],
        stake: 2,
        currency: 'usdt',
        demo: false,
      },
    ]);
  });

  it('reads the queue once after the decision time when the push did not come', async () => {
    queueAnswers(Date.now() - 5_000);
    fake.requestHandlers.set('POST /api/sport/bet/queue', (body) => ({
      queueId: (body as { queueId: string }).queueId,
      status: 'rejected',
      decidesAt: 0,
      error: SPORT_BET_ERRORS.tooLate,
    }));
    await renderAt(<Screen />);
    await click(price('m1', 'X'));
    type('Stake on X', '2');
    await click(placeButton());
    expect(await screen.findByText(SPORT_BET_ERRORS.tooLate.message)).toBeTruthy();
    expect(fake.bodiesOf('POST /api/sport/bet/queue')).toEqual([{ queueId: 'q' + queueNumber }]);
  });

  it('asks a guest to sign in to place bets', async () => {
    setSession(null);
    await renderAt(<Screen />);
    await click(price('m1', '1'));
    expect(placeButton().textContent).toBe('Sign in to place bets');
    await click(placeButton());
    expect(useAuthModal.getState().view).not.toBeNull();
  });

  it('moves a bet to Settled with its status when its settlement is pushed', async () => {
    fake.requestHandlers.set('POST /api/sport/bets', (body) =>
      (body as { status: string }).status === 'pending'
        ? [sportBet('b7', 'm1')]
        : [sportBet('b6', 'm2', { status: 3, settledAt: 1 })],
    );
    await renderAt(<Screen />);
    await click(screen.getByRole('tab', { name: 'My bets' }));
    const settled = screen.getByRole('region', { name: 'Settled' });
    expect(within(settled).getByText('Lost')).toBeTruthy();
    fake.emit(
      userChannel(USER._id),
      USER_EVENTS.sportBet,
      sportBet('b7', 'm1', { status: 2, payout: 4.2, settledAt: 2 }),
    );
    expect(
      within(settled)
        .getAllByRole('listitem', { name: /^Single/ })
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Single, Won', 'Single, Lost']);
    expect(
      within(screen.getByRole('region', { name: 'Pending' })).getByText('No bets waiting for a result.'),
    ).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Bet won: 1', { description: '+4.20 USDT' });
  });

  it('prints the prices in the chosen odds format', async () => {
    await renderAt(<Screen />);
    await click(price('m1', '1'));
    fireEvent.change(screen.getByLabelText('Odds format'), { target: { value: 'fractional' } });
    expect(usePreferences.getState().oddsFormat).toBe('fractional');
    expect(price('m1', '1').textContent).toBe('11/10');
    fireEvent.change(screen.getByLabelText('Odds format'), { target: { value: 'american' } });
    expect(within(slipRow('m1', '1')).getByText('+110')).toBeTruthy();
  });

  it('opens as a bottom sheet from a floating button on narrow screens', async () => {
    resizeTo(390);
    await renderAt(<Screen />);
    expect(screen.queryByRole('complementary', { name: 'Bet slip' })).toBeNull();
    await click(price('m1', '1'));
    await click(screen.getByRole('button', { name: 'Bet slip (1)' }));
    const sheet = screen.getByRole('dialog');
    expect(within(sheet).getByRole('listitem', { name: '1, Home m1 v Away m1' })).toBeTruthy();
  });
});
