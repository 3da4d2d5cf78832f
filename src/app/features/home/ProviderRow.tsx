import { Link } from 'react-router';
import { HOME_ROW_PROVIDERS } from '@contract/catalogue';
import { ProviderMark } from '../catalogue/ProviderMark';
import { fetchFeaturedProviders } from '../catalogue/api';
import { providerPath } from '../catalogue/paths';
import { useAnswer } from '../catalogue/use-answer';
import { CarouselRow } from './CarouselRow';

const SKELETONS = Array.from({ length: 8 }, (_, index) => index);

/** The Providers row: featured providers only, by priority, up to twenty (community.md §2, §9). */
export function ProviderRow() {
  const { status, data } = useAnswer(fetchFeaturedProviders);
  const providers = (data ?? []).filter((provider) => provider.is_featured).slice(0, HOME_ROW_PROVIDERS);
  return (
    <CarouselRow title="Providers" viewAll="/provider/all" className="provider-row">
      {status === 'loading'
        ? SKELETONS.map((index) => <div key={index} className="provider-tile provider-tile--skeleton" />)
        : providers.map((provider) => (
            <Link
              key={provider.name}
              to={providerPath(provider.name)}
              className="provider-tile"
              aria-label={provider.name}
            >
              <ProviderMark provider={provider} />
            </Link>
          ))}
    </CarouselRow>
  );
}
