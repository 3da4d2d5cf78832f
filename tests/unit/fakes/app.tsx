/**
 * Helpers over the real app stores and router for the UI tests: a currency builder, the session as a
 * signed-in player or a guest, and a render inside a memory router.
 */
import type { ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Currency, User } from '@contract/index';
import { useSession } from '../../../src/app/features/auth/session/session-store';

/** A wallet currency priced at $1 with 10 real and no demo balance unless `patch` says otherwise. */
export function currency(id: string, decimals: number, patch: Partial<Currency> = {}): Currency {
  return {
    id,
    name: id.toUpperCase(),
    icon: '',
    style: { color: '#fff' },
    decimals,
    chains: [],
    balance: { real: 10, demo: 0 },
    price: 1,
    priceEur: 1,
    walletId: null,
    ...patch,
  };
}

/** `user` signed in with token-1, or a guest for null. */
export function setSession(user: User | null): void {
  useSession.setState({ user, token: user ? 'token-1' : null, status: user ? 'signedIn' : 'guest' });
}

export function signOut(): void {
  setSession(null);
}

/** Renders the routes in a memory router at `path`; effects and their first answers are flushed. */
export async function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  let view!: RenderResult;
  await act(async () => {
    view = render(<RouterProvider router={router} />);
  });
  return { router, ...view };
}

/** Renders `element` on every path of a memory router at `path`. */
export const renderAt = (element: ReactNode, path = '/') => renderRoutes([{ path: '*', element }], path);
