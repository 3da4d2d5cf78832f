// @vitest-environment jsdom
/**
 * The provider's game client page: it opens the session named by its URL and runs the client registered for
 * the game's kind (kinds.ts); no session, a failed opening or a kind without a client is "unavailable".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ProviderSessionInfo } from '@contract/provider/index';
import { GAME_CLIENTS, gameClient, type ProviderGameProps } from '../../../src/frames/game-provider/kinds';
import { GameFrame } from '../../../src/frames/game-provider/GameFrame';
import { ProviderCallError } from '../../../src/frames/game-provider/provider-client';
import type * as ProviderClientModule from '../../../src/frames/game-provider/provider-client';

const info: ProviderSessionInfo = {
  gameId: 'g1',
  kind: 'wheel',
  gameName: 'Lucky Wheel',
  provider: 'Wheelworks',
  currency: 'usdt',
  demo: true,
  balance: 25,
  bonusAccepted: true,
  player: { id: 'guest', name: 'Guest' },
};

const opening = vi.hoisted(() => ({ answer: null as null | (() => Promise<unknown>) }));
vi.mock('../../../src/frames/game-provider/provider-client', async (original) => ({
  ...(await original<typeof ProviderClientModule>()),
  createProviderClient: () => () => opening.answer!(),
}));

afterEach(() => {
  cleanup();
  delete GAME_CLIENTS.wheel;
});

function WheelClient({ info: session }: ProviderGameProps) {
  return <p>Wheel client for {session.gameName}</p>;
}

describe('GameFrame', () => {
  it('runs the client registered for the game’s kind', async () => {
    opening.answer = async () => info;
    GAME_CLIENTS.wheel = gameClient(async () => ({ default: WheelClient }));
    render(<GameFrame session="s1" />);
    expect(await screen.findByText('Wheel client for Lucky Wheel')).toBeTruthy();
  });

  it('says the game is unavailable for a kind without a client, a refused opening or no session', async () => {
    opening.answer = async () => info;
    render(<GameFrame session="s1" />);
    expect(await screen.findByText('This game is unavailable.')).toBeTruthy();
    cleanup();

    opening.answer = () =>
      Promise.reject(
        new ProviderCallError({ code: 'SESSION_NOT_FOUND', message: 'Your game session has ended.' }),
      );
    render(<GameFrame session="s1" />);
    expect(await screen.findByText('Your game session has ended.')).toBeTruthy();
    cleanup();

    render(<GameFrame session={null} />);
    expect(screen.getByRole('alert').textContent).toContain('This game is unavailable.');
  });
});
