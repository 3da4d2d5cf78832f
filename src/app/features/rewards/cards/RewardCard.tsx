import { useId, type ReactNode } from 'react';
import type { ExtensionRoute } from '@contract/index';
import { ExtensionGate } from '../../../components/extension-gate';

export interface RewardCardProps {
  title: string;
  /** A short line under the title: what the reward is. */
  lead: string;
  children?: ReactNode;
  /** The extension route the card needs: once the server answers that it lacks it, the card says so instead. */
  extension?: ExtensionRoute;
}

/** One reward on /rewards: a titled region with its figures and its action. */
export function RewardCard({ title, lead, children, extension }: RewardCardProps) {
  const headingId = useId();
  return (
    <section className="card reward-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="reward-card__title">
        {title}
      </h2>
      <p className="reward-card__lead">{lead}</p>
      {extension ? <ExtensionGate route={extension}>{children}</ExtensionGate> : children}
    </section>
  );
}

/** A card's figure: a label and its value. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="reward-figure">
      <span className="reward-figure__label">{label}</span>
      <strong className="reward-figure__value">{children}</strong>
    </div>
  );
}

/** A card's loading line and its error line with a retry. */
export function CardStatus({ error, onRetry }: { error?: string; onRetry?: () => void }) {
  if (error === undefined)
    return (
      <p className="reward-card__muted" role="status">
        Loading…
      </p>
    );
  return (
    <div className="reward-card__message" data-tone="danger" role="alert">
      <span>{error}</span>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
