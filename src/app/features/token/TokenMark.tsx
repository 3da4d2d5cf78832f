/** The token's coin: a gold disc with a crown, drawn inline (nothing fetched). Decorative. */
export function TokenMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      className="token-mark"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="15" fill="#f5b301" />
      <circle cx="16" cy="16" r="12" fill="none" stroke="#1a1300" strokeOpacity="0.35" strokeWidth="1.5" />
      <path d="M9 20.5h14l1.5-9-4.5 3.5-4-6-4 6-4.5-3.5z" fill="#1a1300" />
    </svg>
  );
}
