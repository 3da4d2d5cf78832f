import { Link } from 'react-router';
import clsx from 'clsx';
import { useMode } from '../../hooks/mode';
import { PATHS } from '../nav-links';

/** Casino/Sports switch: the current mode is marked. */
export function ModeSwitch() {
  const mode = useMode();
  const entries = [
    { mode: 'casino', label: 'Casino', to: PATHS.home },
    { mode: 'sport', label: 'Sports', to: PATHS.sport },
  ] as const;
  return (
    <div className="mode-switch" role="group" aria-label="Casino or sports">
      {entries.map((entry) => (
        <Link
          key={entry.mode}
          to={entry.to}
          className={clsx('mode-switch__option', entry.mode === mode && 'mode-switch__option--active')}
          aria-current={entry.mode === mode ? 'true' : undefined}
        >
          {entry.label}
        </Link>
      ))}
    </div>
  );
}
