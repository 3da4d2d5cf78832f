import { walletName } from '@contract/wallet-connect';

/** A number from a text (FNV-1a), so each wallet keeps its colours. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

/** A wallet's icon, drawn here from its id (no images fetched): a two-colour tile with its initial. */
export function WalletIcon({ wallet, size = 40 }: { wallet: string; size?: number }) {
  const hash = hashOf(wallet);
  const hue = hash % 360;
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const gradientId = `wallet-icon-${hash.toString(36)}`;
  const clipId = `${gradientId}-tile`;
  return (
    <svg className="wallet-icon" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 80% 58%)`} />
          <stop offset="1" stopColor={`hsl(${second} 75% 42%)`} />
        </linearGradient>
        <clipPath id={clipId}>
          <rect width="40" height="40" rx="10" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect width="40" height="40" fill={`url(#${gradientId})`} />
        <circle cx="33" cy="6" r="14" fill="rgb(255 255 255 / 14%)" />
      </g>
      <text
        x="20"
        y="26.5"
        textAnchor="middle"
        fontSize="17"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="#fff"
      >
        {walletName(wallet).charAt(0).toUpperCase()}
      </text>
    </svg>
  );
}
