import { Link } from 'react-router';
import { ProviderMark } from '../ProviderMark';
import { fetchProviderDirectory } from '../api';
import { providerPath } from '../paths';
import { useAnswer } from '../use-answer';
import './catalogue-pages.css';

const PLACEHOLDERS = Array.from({ length: 24 }, (_, index) => index);

/** /provider/all: every provider with its logo and game count, each opening its page. */
export function AllProvidersPage() {
  const { status, data } = useAnswer(fetchProviderDirectory);
  const providers = data ?? [];
  return (
    <section className="catalogue-page" aria-labelledby="all-providers-title">
      <header className="catalogue-page__header">
        <h1 id="all-providers-title">Providers</h1>
        {status === 'ready' && <p className="catalogue-page__count">{providers.length} providers</p>}
      </header>
      {status === 'error' && (
        <p className="catalogue-note" role="alert">
          The providers could not be loaded. Reload the page to try again.
        </p>
      )}
      <ul className="provider-grid" aria-busy={status === 'loading'}>
        {status === 'loading'
          ? PLACEHOLDERS.map((index) => (
              <li key={index}>
                <div className="provider-card provider-card--skeleton" aria-hidden="true" />
              </li>
            ))
          : providers.map((provider) => (
              <li key={provider.name}>
                <Link to={providerPath(provider.name)} className="provider-card">
                  <span className="provider-card__mark">
                    <ProviderMark provider={provider} />
                  </span>
                  <span className="provider-card__name">{provider.name}</span>
                  <span className="provider-card__count">
                    {provider.games} {provider.games === 1 ? 'game' : 'games'}
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
