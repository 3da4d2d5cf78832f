import { Link } from 'react-router';
import { SPORTSBOOK_PLUGIN } from '@contract/models';
import { SPORTSBOOK_UNAVAILABLE } from '@contract/sportsbook-frame';
import { Panel } from '../../components/panel';
import { useAppStore } from '../../stores/app-store';
import { SportsbookFrame } from './SportsbookFrame';
import './sportsbook.css';

/**
 * /sportsbook (platform.md §2, casino mode): the embedded sportsbook, enabled only when the licence has the
 * sportsbook plugin (platform.md §3 "Licence"); otherwise the catalogue's 'sportsbook unavailable' notice.
 */
export function SportsbookPage() {
  const licence = useAppStore((state) => state.licence);
  if (!licence)
    return <div className="sportsbook sportsbook--loading" aria-busy="true" aria-label="Sportsbook" />;
  if (!licence.plugins.includes(SPORTSBOOK_PLUGIN)) {
    return (
      <Panel title={SPORTSBOOK_UNAVAILABLE}>
        <p>Sports betting is not offered on this site right now.</p>
        <p className="sportsbook__ways-back">
          <Link className="button button--primary" to="/">
            Back to the casino
          </Link>
        </p>
      </Panel>
    );
  }
  return <SportsbookFrame />;
}
