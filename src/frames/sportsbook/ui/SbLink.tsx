import type { MouseEvent, ReactNode } from 'react';
import { SPORTSBOOK_PATH_PARAM } from '@contract/sportsbook-frame';
import { navigate } from '../frame-store';

interface SbLinkProps {
  path: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
}

/** A link between the sportsbook's views: a real link (keyboard, new tab), followed inside the frame. */
export function SbLink({ path, children, ...rest }: SbLinkProps) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  }
  return (
    <a href={`?${SPORTSBOOK_PATH_PARAM}=${encodeURIComponent(path)}`} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
