// @vitest-environment jsdom
/**
 * The reel client in the frame: a spin asks the server once and shows the balance it answers; free spins then
 * play on by themselves at the round's bet until the round is over; the bonus is bought only after its
 * confirmation; Space spins.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ProviderSessionInfo } from '@contract/provider/index';
import type { SlotConfig, SlotSpinParams, SlotSpinResult, SlotSymbolId } from '@contract/provider/slots';
import SlotGame from '../../../src/frames/game-provider/slots/SlotGame';
import type { ProviderCall } from '../../../src/frames/game-provider/provider-client';

const info: ProviderSessionInfo = {
  gameId: 'reels',
  kind: 'slot',
  gameName: 'Test Reels',
  provider: 'Test Studio',
  currency: 'usdt',
  demo: true,
  balance: 100,
  bonusAccepted: true,
  player: { id: 'guest', name: 'Guest' },
};

const SYMBOLS: SlotSymbolId[] = ['h1', 'h2', 'h3', 'h4', 'l1', 'l2', 'l3', 'l4', 'wild', 'scatter'];
const strip: SlotSymbolId[] = ['l1', 'l2', 'l3', 'l4', 'h1', 'h2', 'h3', 'h4', 'wild', 'scatter'];
const grid = Array.from({ length: 5 }, () => ['l1', 'l2', 'l3'] as SlotSymbolId[]);

const config: SlotConfig = {
  theme: 'egypt',
  volatility: 'high',
  rtp: 0.96,
  symbols: SYMBOLS.map((id) => ({ id, name: id })),
  reels: 5,
  rows: 3,
  paylines: [[1, 1, 1, 1, 1]],
  strips: Array.from({ length: 5 }, () => strip),
  paytable: SYMBOLS.map((symbol) => ({ symbol, pays: [1, 2, 3] })),
  freeSpins: [10, 15, 20],
  freeSpinMultiplier: 3,
  betSteps: [0.5, 1, 2],
  defaultBet: 1,
  decimals: 2,
  buyPrice: 40,
  buyFreeSpins: 10,
  round: null,
};

const spinAnswer = (patch: Partial<SlotSpinResult>): SlotSpinResult => ({
  grid,
  wins: [],
  scatter: { count: 0, amount: 0 },
  spinWin: 0,
  multiplier: 1,
  freeSpins: null,
  roundWin: 0,
  roundFinished: true,
  balance: 99,
  ...patch,
});

function fakeServer(answers: SlotSpinResult[]) {
  const spins: SlotSpinParams[] = [];
  const call = vi.fn(async (method: string, params: unknown) => {
    if (method === 'slots.config') return config;
    spins.push(params as SlotSpinParams);
    const answer = answers.shift();
    if (!answer) throw new Error('No more answers');
    return answer;
  });
  return { call: call as unknown as ProviderCall, spins };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const balanceShown = () => screen.getByTestId('slot-balance').textContent;
const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the reel client', () => {
  it('spins once and shows the balance the server answers', async () => {
    const server = fakeServer([spinAnswer({ balance: 101.5, spinWin: 2.5, roundWin: 2.5 })]);
    render(<SlotGame info={info} call={server.call} />);
    await passTime(10);
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await passTime(100);
    expect(balanceShown()).toBe('99.00 USDT');
    await passTime(5_000);
    expect(server.spins).toEqual([{ bet: 1 }]);
    expect(balanceShown()).toBe('101.50 USDT');
  });

  it('lands the reels in place, one after another, for a player who asked for less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const server = fakeServer([spinAnswer({ balance: 101.5, spinWin: 2.5, roundWin: 2.5 })]);
    const { container } = render(<SlotGame info={info} call={server.call} />);
    const waiting = () => container.querySelectorAll('.slot-reel--waiting').length;
    await passTime(10);
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await passTime(1);
    await passTime(100);
    expect(waiting()).toBe(5);
    await passTime(200);
    expect([2, 3]).toContain(waiting());
    // The columns never slide, and the spin is presented once the last reel has landed, not after a slide.
    const columns = [...container.querySelectorAll<HTMLElement>('.slot-reel__column')];
    expect(columns.map((column) => column.style.transition)).toEqual(Array(5).fill('none'));
    await passTime(400);
    expect(waiting()).toBe(0);
    expect(balanceShown()).toBe('101.50 USDT');
  });

  it('slides the reels otherwise, and presents the spin when the last one has stopped', async () => {
    const server = fakeServer([spinAnswer({ balance: 101.5, spinWin: 2.5, roundWin: 2.5 })]);
    const { container } = render(<SlotGame info={info} call={server.call} />);
    await passTime(10);
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await passTime(1);
    await passTime(700);
    expect(container.querySelectorAll('.slot-reel--waiting')).toHaveLength(0);
    expect(balanceShown()).toBe('99.00 USDT');
    await passTime(1_300);
    expect(balanceShown()).toBe('101.50 USDT');
  });

  it('plays the free spins a spin wins by itself, at its bet, until the round is over', async () => {
    const free = (left: number, finished: boolean, balance: number) =>
      spinAnswer({
        multiplier: 3,
        freeSpins: { left, total: 2, won: 0, multiplier: 3 },
        roundFinished: finished,
        roundWin: 6,
        spinWin: 3,
        balance,
      });
    const server = fakeServer([
      spinAnswer({
        freeSpins: { left: 2, total: 2, won: 2, multiplier: 3 },
        roundFinished: false,
        balance: 98,
      }),
      free(1, false, 98),
      free(0, true, 104),
    ]);
    render(<SlotGame info={info} call={server.call} />);
    await passTime(10);
    fireEvent.click(screen.getByRole('button', { name: 'Raise bet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await passTime(3_000);
    expect(screen.getByText('Free spins!')).toBeTruthy();
    await passTime(30_000);
    expect(server.spins).toEqual([{ bet: 2 }, { bet: 2 }, { bet: 2 }]);
    expect(balanceShown()).toBe('104.00 USDT');
  });

  it('buys the bonus only once confirmed, and Space spins', async () => {
    const server = fakeServer([
      spinAnswer({
        grid: [],
        freeSpins: { left: 1, total: 1, won: 1, multiplier: 3 },
        roundFinished: false,
        balance: 60,
      }),
      spinAnswer({ multiplier: 3, freeSpins: { left: 0, total: 1, won: 0, multiplier: 3 }, balance: 60 }),
      spinAnswer({ balance: 59 }),
    ]);
    render(<SlotGame info={info} call={server.call} />);
    await passTime(10);
    fireEvent.click(screen.getByRole('button', { name: /Buy bonus/ }));
    expect(server.spins).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Buy for 40.00 USDT' }));
    await passTime(20_000);
    expect(server.spins).toEqual([{ bet: 1, buyBonus: true }, { bet: 1 }]);
    fireEvent.keyDown(window, { code: 'Space' });
    await passTime(5_000);
    expect(server.spins).toHaveLength(3);
    expect(balanceShown()).toBe('59.00 USDT');
  });
});
