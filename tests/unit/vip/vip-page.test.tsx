// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { setTransport } from '../../../src/app/api/api';
import { useAuthModal } from '../../../src/app/features/auth/auth-modal-store';
import { VipPage } from '../../../src/app/features/vip';
import { makeUser } from '../auth/fakes/user';
import { renderAt, setSession, signOut } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';
import { VIP_LEVELS, vipData } from './fixtures';

const fake = createFakeTransport();

const answerVip = (data: ReturnType<typeof vipData> | null) =>
  fake.requestHandlers.set('POST /api/vip', () => ({ levels: VIP_LEVELS, data }));

const benefitRow = (name: string) =>
  within(screen.getByRole('region', { name: 'Level benefits' })).getByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  setTransport(fake.transport);
  fake.reset();
  useAuthModal.getState().close();
});
afterEach(() => {
  cleanup();
  signOut();
});

describe('/vip', () => {
  it("shows the player's level, both requirement bars and marks the player's row", async () => {
    setSession(makeUser({ vipLevel: 1 }));
    answerVip(vipData(300, 2_000));
    await renderAt(<VipPage />);
    expect(await screen.findByText('Level: 1 · Bronze')).toBeTruthy();
    // Toward Silver ($500 deposited, $5,000 wagered): (60 + 40) / 2.
    expect(screen.getByText('(50/200 EXP)')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'VIP progress to level 2' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    expect(screen.getByText('$300 of $500')).toBeTruthy();
    expect(screen.getByText('$2,000 of $5,000')).toBeTruthy();
    expect(benefitRow('Bronze').getAttribute('aria-current')).toBe('true');
    expect(benefitRow('Silver').getAttribute('aria-current')).toBeNull();
    expect(within(benefitRow('Bronze')).getByText('VIP 1')).toBeTruthy();
    expect(within(benefitRow('Gold')).getByText('1.4%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('asks again when the level changes (a level-up) and keeps the page meanwhile', async () => {
    const user = makeUser({ vipLevel: 0 });
    setSession(user);
    answerVip(vipData(100, 1_000));
    await renderAt(<VipPage />);
    await screen.findByText('Level: 0 · Newcomer');
    answerVip(vipData(100, 1_000));
    await act(async () => setSession({ ...user, vipLevel: 1 }));
    expect(await screen.findByText('Level: 1 · Bronze')).toBeTruthy();
    expect(fake.transport.request.mock.calls.filter(([, path]) => path === '/api/vip')).toHaveLength(2);
    expect(benefitRow('Bronze').getAttribute('aria-current')).toBe('true');
  });

  it('shows a guest the table and a call to sign in', async () => {
    answerVip(null);
    await renderAt(<VipPage />);
    expect(await screen.findByRole('region', { name: 'Level benefits' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useAuthModal.getState().view).toBe('auth');
  });

  it('offers a retry when the levels cannot be loaded', async () => {
    fake.requestHandlers.set('POST /api/vip', () => {
      throw new Error('down');
    });
    await renderAt(<VipPage />);
    expect((await screen.findByRole('alert')).textContent).toMatch('could not be loaded');
    answerVip(null);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('region', { name: 'Level benefits' })).toBeTruthy();
  });
});
