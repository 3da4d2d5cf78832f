// @vitest-environment jsdom
/**
 * The demo badge tells which backend this tab talks to, so a demo is never taken for the real site and a
 * re-pointed tab is never taken for the operator's: the sim and its seed, or the live API's host.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Transport, TransportConfig } from '../../../src/app/transport';

const current = vi.hoisted(() => ({ transport: null as Partial<Transport> | null }));
vi.mock('../../../src/app/api/api', () => ({
  getTransport: () => {
    if (!current.transport) throw new Error('No transport');
    return current.transport;
  },
}));

const { DemoBadge, describeTransport } = await import('../../../src/app/layout/DemoBadge');

const SIM: TransportConfig = { kind: 'sim', seed: 'demo', clockRate: 1, world: true };
const LIVE: TransportConfig = {
  kind: 'http',
  apiUrl: 'https://api.operator.example',
  pusherKey: 'k',
  pusherCluster: 'eu',
  pusherHost: null,
  pusherPort: null,
};

afterEach(cleanup);

describe('demo badge', () => {
  it('names the sim and its seed', () => {
    current.transport = { kind: 'sim', config: SIM };
    render(<DemoBadge />);
    expect(screen.getByRole('note', { name: 'Demo harness, sim, seed demo' }).textContent).toBe(
      'Demo harness · sim · seed demo',
    );
  });

  it("names the live API's host, unobtrusively", () => {
    current.transport = { kind: 'http', config: LIVE };
    render(<DemoBadge />);
    const badge = screen.getByRole('note', { name: 'Live API, api.operator.example' });
    expect(badge.textContent).toBe('Live API · api.operator.example');
    expect(badge.className).toContain('demo-badge--live');
  });

  it("names the harness's QA host as a demo, never as the live API", () => {
    expect(describeTransport('http', { ...LIVE, apiUrl: '', qaHost: true })).toEqual({
      parts: ['Demo harness', 'QA host', 'this site'],
      tone: 'demo',
    });
    // A link that re-points such a build is no longer the QA host.
    expect(describeTransport('http', { ...LIVE, qaHost: true, overridden: true })).toMatchObject({
      parts: ['Live API', 'api.operator.example', 'set by link'],
    });
  });

  it('warns when a link chose the backend', () => {
    expect(
      describeTransport('http', { ...LIVE, apiUrl: 'http://localhost:8000/api', overridden: true }),
    ).toEqual({
      parts: ['Live API', 'http://localhost:8000', 'set by link'],
      tone: 'warning',
    });
    expect(
      describeTransport('sim', { ...SIM, seed: 'qa-7', clockRate: 60, world: false, overridden: true }),
    ).toEqual({
      parts: ['Demo harness', 'sim', 'seed qa-7', 'clock ×60', 'quiet world', 'set by link'],
      tone: 'demo',
    });
  });

  it('still says which kind of backend when the transport tells no more', () => {
    expect(describeTransport('sim', undefined)).toEqual({ parts: ['Demo harness', 'sim'], tone: 'demo' });
    current.transport = null;
    render(<DemoBadge />);
    expect(screen.getByRole('note', { name: 'Demo harness, no backend' })).toBeTruthy();
  });
});
