/** The provider's loading screen while the session opens or a game client loads. */
export function Loading({ label = 'Loading game' }: { label?: string }) {
  return (
    <div className="gp-screen" role="status">
      <span className="gp-spinner" aria-hidden="true" />
      <span>{label}…</span>
    </div>
  );
}

/** The game cannot run: an ended session, a kind this provider has no client for, an unreachable server. */
export function Unavailable({ message = 'This game is unavailable.' }: { message?: string }) {
  return (
    <div className="gp-screen gp-screen--unavailable" role="alert">
      <span className="gp-screen__icon" aria-hidden="true">
        ♠
      </span>
      <strong>{message}</strong>
      <span className="gp-screen__hint">Please try again later or choose another game.</span>
    </div>
  );
}
