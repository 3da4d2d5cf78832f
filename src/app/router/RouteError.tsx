import { useRouteError } from 'react-router';
import { Panel } from '../components/panel';

/** Shown when a page fails to load or throws: the visitor can reload instead of facing a blank screen. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main id="main" className="bare-main">
      <Panel title="Something went wrong" tone="danger">
        <p>The page could not be shown. Reloading usually helps.</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </Panel>
    </main>
  );
}
