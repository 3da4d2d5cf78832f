import { clsx } from 'clsx';
import { getTransport } from '../api/api';
import { SimPanelButton } from '../features/sim-panel';
import type { Transport, TransportConfig } from '../transport';
import './demo-badge.css';

export interface TransportDescription {
  parts: string[];
  /** demo: the sim (bright); live: the build's own real API (quiet); warning: a link re-pointed the API. */
  tone: 'demo' | 'live' | 'warning';
}

/** The API's host, or its whole origin when that is not plain https (a local server, say). */
function apiLabel(apiUrl: string): string {
  if (!apiUrl) return 'this site';
  try {
    const url = new URL(apiUrl);
    return url.protocol === 'https:' && !url.port ? url.hostname : url.origin;
  } catch {
    return apiUrl;
  }
}

export function describeTransport(kind: Transport['kind'] | 'none', config: TransportConfig | undefined) {
  const link = config?.overridden ? ['set by link'] : [];
  if (kind === 'http') {
    const where = config?.kind === 'http' ? [apiLabel(config.apiUrl)] : [];
    // The harness's own Node host: still the simulated world, never to be taken for the operator's site.
    if (config?.kind === 'http' && config.qaHost && !config.overridden)
      return { parts: ['Demo harness', 'QA host', ...where], tone: 'demo' } satisfies TransportDescription;
    return {
      parts: ['Live API', ...where, ...link],
      tone: link.length ? 'warning' : 'live',
    } satisfies TransportDescription;
  }
  if (kind !== 'sim')
    return { parts: ['Demo harness', 'no backend'], tone: 'demo' } satisfies TransportDescription;
  const world =
    config?.kind === 'sim'
      ? [
          `seed ${config.seed}`,
          ...(config.clockRate !== 1 ? [`clock ×${config.clockRate}`] : []),
          ...(config.world ? [] : ['quiet world']),
        ]
      : [];
  return { parts: ['Demo harness', 'sim', ...world, ...link], tone: 'demo' } satisfies TransportDescription;
}

function currentTransport(): Pick<Transport, 'kind' | 'config'> | null {
  try {
    return getTransport();
  } catch {
    return null;
  }
}

/**
 * Says on every screen which backend this tab talks to: the sim with its seed (a demo is never taken for the
 * real site) or the live API's host (a tab re-pointed by a link is never taken for the operator's). It sits in
 * the page's flow above the content, so it covers nothing.
 */
export function DemoBadge() {
  const transport = currentTransport();
  const { parts, tone } = describeTransport(transport?.kind ?? 'none', transport?.config);
  return (
    <div className={clsx('demo-badge', `demo-badge--${tone}`)} role="note" aria-label={parts.join(', ')}>
      <span>{parts.join(' · ')}</span>
      <SimPanelButton />
    </div>
  );
}
