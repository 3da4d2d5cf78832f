/** The celebrations over the reels: free spins won, a big win with falling coins, the free spins' summary. */
import type { Banner } from './use-slot-machine';
import type { Money } from './game-call';
import { useCountUp } from './use-count-up';

const COINS = Array.from({ length: 18 }, (_, index) => index);

function BigWin({ amount, format }: { amount: number; format: Money }) {
  const shown = useCountUp(amount, 1_800);
  return (
    <>
      <div className="slot-banner__coins" aria-hidden>
        {COINS.map((coin) => (
          <span
            key={coin}
            style={{ left: `${(coin * 37) % 100}%`, animationDelay: `${(coin % 6) * 0.18}s` }}
          />
        ))}
      </div>
      <p className="slot-banner__title slot-banner__title--big">Big win!</p>
      <p className="slot-banner__amount">{format(shown)}</p>
    </>
  );
}

export function Banners({ banner, format }: { banner: Banner | null; format: Money }) {
  if (!banner) return null;
  return (
    <div className={`slot-banner slot-banner--${banner.kind}`} role="status">
      {banner.kind === 'bigWin' && <BigWin amount={banner.amount} format={format} />}
      {banner.kind === 'freeSpins' && (
        <>
          <p className="slot-banner__title">{banner.retrigger ? 'Retrigger!' : 'Free spins!'}</p>
          <p className="slot-banner__amount">
            {banner.retrigger ? '+' : ''}
            {banner.spins} free spins
          </p>
        </>
      )}
      {banner.kind === 'summary' && (
        <>
          <p className="slot-banner__title">Free spins over</p>
          <p className="slot-banner__amount">{format(banner.amount)}</p>
          <p className="slot-banner__note">won in {banner.spins} free spins</p>
        </>
      )}
    </div>
  );
}
