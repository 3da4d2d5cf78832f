import type { SportEvent } from '@contract/sports';
import { usePreferences } from '../../../stores/app-store';
import { MovingOdds } from '../MovingOdds';

const STATUS_TEXT = { open: null, suspended: 'Suspended', closed: 'Closed' } as const;

/**
 * Every market of the event with its options by name. With the player's `sportHideInactive` preference on (the
 * default), closed markets are left out.
 */
export function MarketsPanel({ event }: { event: SportEvent }) {
  const hideInactive = usePreferences((state) => state.sportHideInactive);
  const markets = hideInactive ? event.markets.filter((market) => market.status !== 'closed') : event.markets;
  return (
    <section className="sport-card" aria-labelledby="markets-title">
      <h2 id="markets-title">Markets</h2>
      {markets.length === 0 ? (
        <p className="sport-note">
          {event.match.status === 'ended'
            ? 'The match has ended: its markets are closed.'
            : 'No market is open.'}
        </p>
      ) : (
        markets.map((market) => (
          <div key={market.id} className="market" role="group" aria-label={market.name}>
            <h3 className="market__name">
              {market.name}
              {STATUS_TEXT[market.status] && (
                <span className="market__status">{STATUS_TEXT[market.status]}</span>
              )}
            </h3>
            <div className="market__options">
              {market.options.map((option) => (
                <MovingOdds key={option.id} event={event} market={market} option={option} showName />
              ))}
            </div>
          </div>
        ))
      )}
    </section>
  );
}
