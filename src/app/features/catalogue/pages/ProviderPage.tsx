import { Link, useParams } from 'react-router';
import { Panel } from '../../../components/panel';
import { ProviderMark } from '../ProviderMark';
import { fetchProviderDirectory } from '../api';
import { providerFilter } from '../filters';
import { ALL_PROVIDERS_PATH } from '../paths';
import { useAnswer } from '../use-answer';
import { GamesPage } from './GamesPage';

/** /casino/game/provider/{provider}: the provider's games; a name no provider has is not found. */
export function ProviderPage() {
  const name = useParams().provider ?? '';
  const { status, data } = useAnswer(fetchProviderDirectory);
  const provider = data?.find((entry) => entry.name === name);
  if (status === 'ready' && !provider) {
    return (
      <Panel title="Provider not found">
        <p>No provider is called “{name}”.</p>
        <Link to={ALL_PROVIDERS_PATH}>All providers</Link>
      </Panel>
    );
  }
  const badge = provider ? (
    <span className="catalogue-page__logo">
      <ProviderMark provider={provider} />
    </span>
  ) : undefined;
  return <GamesPage key={name} title={name} filter={providerFilter(name)} badge={badge} />;
}
