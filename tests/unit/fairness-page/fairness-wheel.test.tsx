// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { verifyBet, wheelLabel } from '@contract/index';
import { WHEEL } from '@contract/promotions';
import { FairnessPage } from '../../../src/app/features/fairness';

const SERVER_SEED = 'c'.repeat(64);

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/fairness', element: <FairnessPage /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('fairness page: the bonus wheel', () => {
  it('recomputes a spin from its link: the segment and its prize', () => {
    renderAt(`/fairness?verify=wheel-${SERVER_SEED}-spin-seed-2`);
    const { segment } = verifyBet('wheel', {
      serverSeed: SERVER_SEED,
      clientSeed: 'spin-seed',
      nonce: 2,
    }).outcome;
    const label = wheelLabel(WHEEL.defaultSegments, segment);
    expect(screen.getByLabelText('Wheel result').textContent).toBe(`Segment ${segment} · ${label}`);
    const segments = within(screen.getByRole('list', { name: 'Wheel segments' })).getAllByRole('listitem');
    expect(segments).toHaveLength(12);
    expect(segments[segment - 1]!.getAttribute('aria-current')).toBe('true');
  });

  it('offers the wheel in the game picker and verifies what is typed', () => {
    const router = renderAt('/fairness');
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'wheel' } });
    expect(screen.getByRole('option', { name: 'Wheel' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Server seed'), { target: { value: SERVER_SEED } });
    fireEvent.change(screen.getByLabelText('Nonce'), { target: { value: '9' } });
    const { segment } = verifyBet('wheel', { serverSeed: SERVER_SEED, clientSeed: '', nonce: 9 }).outcome;
    expect(screen.getByLabelText('Wheel result').textContent).toContain(`Segment ${segment} `);
    expect(router.state.location.search).toBe(`?verify=wheel-${SERVER_SEED}--9`);
  });
});
