// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cardLabel, hashServerSeed, verifyBet } from '@contract/index';
import { FairnessPage } from '../../../src/app/features/fairness';

const SERVER_SEED = 'a'.repeat(63) + 'f';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/fairness', element: <FairnessPage /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('fairness page', () => {
  it('recomputes a limbo bet from its verify link, with the seed hash and the floats used', () => {
    renderAt(`/fairness?verify=limbo-${SERVER_SEED}-my-client-seed-7`);
    const expected = verifyBet('limbo', { serverSeed: SERVER_SEED, clientSeed: 'my-client-seed', nonce: 7 });
    expect(screen.getByLabelText('Limbo result').textContent).toBe(
      `${expected.outcome.multiplier.toFixed(2)}×`,
    );
    expect(screen.getByText(hashServerSeed(SERVER_SEED))).toBeTruthy();
    expect(screen.getByLabelText('Client seed')).toHaveProperty('value', 'my-client-seed');
    const round = screen.getByRole('region', { name: 'Round 0' });
    expect(within(round).getByText(expected.floats[0]!.toFixed(12))).toBeTruthy();
  });

  it('recomputes as the nonce is edited and keeps the link in the address', () => {
    const router = renderAt(`/fairness?verify=roulette-${SERVER_SEED}-abc-0`);
    fireEvent.change(screen.getByLabelText('Nonce'), { target: { value: '12' } });
    const pocket = verifyBet('roulette', { serverSeed: SERVER_SEED, clientSeed: 'abc', nonce: 12 }).outcome
      .pocket;
    expect(screen.getByLabelText(new RegExp(`^Pocket ${pocket},`))).toBeTruthy();
    expect(router.state.location.search).toBe(`?verify=roulette-${SERVER_SEED}-abc-12`);
  });

  it('shows blackjack cards in deal order across two HMAC rounds', () => {
    renderAt(`/fairness?verify=blackjack-${SERVER_SEED}-abc-3`);
    const { cards } = verifyBet('blackjack', {
      serverSeed: SERVER_SEED,
      clientSeed: 'abc',
      nonce: 3,
    }).outcome;
    const list = screen.getByRole('list', { name: 'Blackjack cards in deal order' });
    const shown = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(shown).toEqual(cards.map(cardLabel));
    expect(screen.getAllByRole('region', { name: /^Round \d+$/ })).toHaveLength(7);
  });

  it('says so when the link is broken, and asks for the seed', () => {
    renderAt('/fairness?verify=nonsense');
    expect(screen.getByRole('alert').textContent).toContain('not valid');
    expect(screen.getByRole('status').textContent).toBe('Enter the server seed.');
  });
});
