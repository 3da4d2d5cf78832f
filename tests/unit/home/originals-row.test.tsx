// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { GameTile } from '../../../src/app/components/game-tile';
import { GameRow } from '../../../src/app/features/home/GameRow';
import { GAMES } from '@contract/index';
import { renderAt } from '../fakes/app';
import { stubBrowserApis, stubCarouselObservers } from '../shell/fakes/dom';

beforeAll(() => {
  stubCarouselObservers();
  stubBrowserApis();
});
afterEach(cleanup);

const IN_HOUSE = [
  ['keno', 'Keno'],
  ['baccarat', 'Baccarat'],
  ['hilo', 'Hilo'],
  ['roulette', 'Roulette'],
  ['stairs', 'Stairs'],
  ['limbo', 'Limbo'],
  ['mines', 'Mines'],
  ['blackjack', 'Blackjack'],
] as const;

describe('home Originals row', () => {
  it('lists the eight in-house games linking to their pages, then a see-all tile', async () => {
    await renderAt(<GameRow title="Originals" viewAll="/casino/originals" games={GAMES} />);
    const row = screen.getByRole('region', { name: 'Originals' });
    const links = within(row)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link'));
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ...IN_HOUSE.map(([id, name]) => [name, `/casino/game/${id}`]),
      ['See all Originals', '/casino/originals'],
    ]);
    expect(within(row).getByRole('link', { name: 'View all Originals' }).getAttribute('href')).toBe(
      '/casino/originals',
    );
    // The tiles are there before embla's code: once it has loaded the carousel is live (embla marks its
    // container), but jsdom has no layout: nothing to scroll to, so both arrows sit at their ends.
    await waitFor(() => expect(within(row).getByRole('list').style.transform).toMatch(/translate/));
    expect(within(row).getByRole('button', { name: 'Previous Originals' })).toHaveProperty('disabled', true);
    expect(within(row).getByRole('button', { name: 'Next Originals' })).toHaveProperty('disabled', true);
  });

  it('shows at most ten games', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ id: `game-${i}`, name: `Game ${i}` }));
    await renderAt(<GameRow title="Slots" viewAll="/casino/slots" games={many} />);
    const row = screen.getByRole('region', { name: 'Slots' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(11);
    expect(within(row).queryByRole('link', { name: 'Game 10' })).toBeNull();
  });
});

describe('game tile', () => {
  it('links to the game page', async () => {
    await renderAt(<GameTile id="limbo" name="Limbo" />);
    expect(screen.getByRole('link', { name: 'Limbo' }).getAttribute('href')).toBe('/casino/game/limbo');
  });

  it('goes nowhere when disabled', async () => {
    const { router } = await renderAt(<GameTile id="limbo" name="Limbo" disabled />);
    const tile = screen.getByRole('link', { name: 'Limbo (unavailable)' });
    expect(tile.getAttribute('aria-disabled')).toBe('true');
    expect(tile.hasAttribute('href')).toBe(false);
    tile.click();
    expect(router.state.location.pathname).toBe('/');
  });
});
