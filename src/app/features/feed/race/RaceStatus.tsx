import type { RaceState } from './race-store';

/** What a race view shows before it has a board: loading, the failure, or that the race is off. */
export function RaceStatus({ status, message }: Pick<RaceState, 'status' | 'message'>) {
  if (status === 'error') {
    return (
      <p className="race-status" role="alert">
        {message}
      </p>
    );
  }
  if (status === 'off') return <p className="race-status">{message}</p>;
  return (
    <p className="race-status" role="status">
      Loading the weekly race…
    </p>
  );
}
