// @vitest-environment jsdom
/**
 * A server without an extension route (the contract's EXTENSION_ROUTES) answers it with a plain 404: the
 * feature gives way to "{feature} isn't available on this server." and nothing breaks. The real api() runs
 * over the shared fake transport, whose handler answers the 404 the way an HTTP server's error page does.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ToastHost } from '../../../src/app/components/toast';
import { ApiError, EXTENSION_ROUTES, HTTP, SUPPORT_CODES, type Currency } from '@contract/index';
import { api, setTransport } from '../../../src/app/api/api';
import { isExtensionAvailable, resetMissingExtensions } from '../../../src/app/api/extensions';
import { ExtensionGate } from '../../../src/app/components/extension-gate';
import { BetsTable } from '../../../src/app/features/bets';
import { loadGuestWallet } from '../../../src/app/features/games/play/actions';
import { DemoLine } from '../../../src/app/features/games/sidebar/DemoLine';
import { HeaderBalance, useWallet } from '../../../src/app/features/wallet';
import { stopWalletSync } from '../../../src/app/features/wallet/wallet-sync';
import { useAppStore } from '../../../src/app/stores/app-store';
import { toApiError } from '../../../src/app/transport/api-error';
import { makeUser } from '../auth/fakes/user';
import { currency, renderAt, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

const fake = createFakeTransport();

/** The route answers as a server without it: 404 with an HTML page, no envelope. */
function missing(route: string) {
  fake.requestHandlers.set(route, () => {
    throw toApiError(HTTP.notFound, '<!doctype html><title>Not Found</title>', 'Not Found');
  });
}

beforeEach(() => {
  fake.reset();
  resetMissingExtensions();
  setTransport(fake.transport);
  setSession(null);
});
afterEach(() => {
  cleanup();
  stopWalletSync();
});

describe('the contract marks extensions', () => {
  it('lists the routes the spec does not name, each with its feature, and the README says why each is needed', () => {
    for (const route of [
      'POST /api/bets',
      'POST /api/user/seeds',
      'POST /api/guest/wallet',
      'POST /api/user/demo',
      'POST /api/user/confirmEmail',
      'POST /auth/resetPassword/confirm',
      'POST /captcha/solve',
    ]) {
      expect(EXTENSION_ROUTES).toHaveProperty([route, 'feature']);
    }
    // The README's table of what a real API must add: a row per extension with its feature and why.
    const readme = readFileSync('README.md', 'utf8');
    for (const [route, { feature }] of Object.entries(EXTENSION_ROUTES)) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${route}\``));
      const [, , featureCell = '', why = ''] = row?.split('|').map((cell) => cell.trim()) ?? [];
      expect([route, featureCell]).toEqual([route, feature]);
      expect(why.length, route).toBeGreaterThan(10);
    }
    expect(Object.keys(EXTENSION_ROUTES)).not.toContain('POST /api/vip');
  });
});

describe('api() on a missing extension', () => {
  it("remembers it and refuses with the feature's note", async () => {
    missing('POST /api/user/seeds');
    await expect(api('POST /api/user/seeds')).rejects.toMatchObject({
      status: HTTP.notFound,
      message: "Seed information isn't available on this server.",
    });
    expect(isExtensionAvailable('POST /api/user/seeds')).toBe(false);
    expect(isExtensionAvailable('POST /api/bets')).toBe(true);
  });

  it('leaves a refusal with its own code, and a 404 of a route the spec names, alone', async () => {
    fake.requestHandlers.set('POST /api/user/supportChat/read', () => {
      throw new ApiError(HTTP.notFound, { code: SUPPORT_CODES.unknownChat, message: 'Unknown chat id' });
    });
    await expect(api('POST /api/user/supportChat/read', { id: 'x' })).rejects.toMatchObject({
      message: 'Unknown chat id',
    });
    expect(isExtensionAvailable('POST /api/user/supportChat/read')).toBe(true);
    missing('POST /api/vip');
    await expect(api('POST /api/vip')).rejects.toMatchObject({ message: 'Not Found' });
  });
});

describe('features give way to a note', () => {
  it('ExtensionGate shows its children, then the note once the route is missing', async () => {
    render(
      <ExtensionGate route="POST /api/chat/stickers">
        <p>stickers here</p>
      </ExtensionGate>,
    );
    expect(screen.getByText('stickers here')).toBeTruthy();
    missing('POST /api/chat/stickers');
    await act(() => api('POST /api/chat/stickers', { limit: 80, skip: 0 }).catch(() => undefined));
    expect(screen.queryByText('stickers here')).toBeNull();
    expect(screen.getByRole('note').textContent).toBe("Sticker search isn't available on this server.");
  });

  it("the bets tables: 'Bet history isn't available on this server.', no tabs, no alert", async () => {
    missing('POST /api/bets');
    await renderAt(<BetsTable game="limbo" />);
    expect((await screen.findByRole('note')).textContent).toBe("Bet history isn't available on this server.");
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fake.bodiesOf('POST /api/bets')).toEqual([{ scope: 'all', page: 1, game: 'limbo' }]);
  });

  it('the demo top-up: the button goes, the toast says why, the balance stays', async () => {
    const usdt: Currency = currency('usdt', 2, { balance: { real: 5, demo: 0 } });
    fake.requestHandlers.set('POST /api/data/currencies', () => [usdt]);
    fake.requestHandlers.set('POST /api/bonusBalance', () => []);
    missing('POST /api/user/demo');
    setSession(makeUser());
    useWallet.setState({ currencies: [usdt], bonuses: [] });
    useAppStore.setState({ currency: 'usdt', demo: true, unit: 'btc', fiatView: false });
    render(
      <>
        <HeaderBalance />
        <ToastHost />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Get demo balance' }));
    expect(await screen.findByText("Demo top-up isn't available on this server.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get demo balance' })).toBeNull();
    expect(useWallet.getState().currencies[0]!.balance.demo).toBe(0);
  });

  it("the guest's demo balance: the line says it is not there, the demo note stays", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    missing('POST /api/guest/wallet');
    render(<DemoLine disabled={false} />);
    await act(() => loadGuestWallet());
    expect(screen.getByRole('note').textContent).toBe("Demo balance isn't available on this server.");
    expect(screen.getByText('You are playing with demo money. Sign in to play for real.')).toBeTruthy();
    warn.mockRestore();
  });
});
