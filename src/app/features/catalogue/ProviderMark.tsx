import type { GameProvider } from '@contract/catalogue';
import './provider-mark.css';

/** A provider's logo when it has one, else its name (community.md §2 "Provider row"). */
export function ProviderMark({ provider }: { provider: Pick<GameProvider, 'name' | 'image'> }) {
  return provider.image ? (
    <img
      className="provider-mark__logo"
      src={provider.image}
      alt=""
      loading="lazy"
      width={240}
      height={120}
    />
  ) : (
    <span className="provider-mark__name">{provider.name}</span>
  );
}
