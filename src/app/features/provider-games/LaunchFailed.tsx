import { Panel } from '../../components/panel';

/** A launch the operator refused or that failed: its message and a way to try again. */
export function LaunchFailed({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Panel title={title} tone="danger">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </Panel>
  );
}
