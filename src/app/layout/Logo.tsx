import { Link } from 'react-router';

/** The crown mark and the word; at 991 px and below the CSS leaves only the mark (the mini logo). */
export function Logo() {
  return (
    <Link to="/" className="logo" aria-label="BetKings home">
      <svg
        className="logo__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 24h24l2-14-8 6-6-10-6 10-8-6z" fill="var(--accent)" />
        <rect x="4" y="26" width="24" height="3" rx="1.5" fill="var(--accent)" />
      </svg>
      <span className="logo__text">BetKings</span>
    </Link>
  );
}
