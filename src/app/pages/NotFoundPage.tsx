import { Link } from 'react-router';
import { Panel } from '../components/panel';

export function NotFoundPage() {
  return (
    <Panel title="Page not found">
      <p>There is nothing at this address.</p>
      <Link to="/">Back to the casino home</Link>
    </Panel>
  );
}
