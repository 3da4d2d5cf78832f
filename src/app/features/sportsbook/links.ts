/**
 * The host's links into the sportsbook: /sportsbook?bt-path=/{slug} (community.md route table), and which
 * sidebar entry a path belongs to (its first segment).
 */
import { BT_PATH_PARAM } from '@contract/sportsbook-frame';
import { SPORTSBOOK_ROUTE } from './route';

export { SPORTSBOOK_ROUTE };

export const sportsbookLink = (path: string) =>
  `${SPORTSBOOK_ROUTE}?${BT_PATH_PARAM}=${encodeURIComponent(path).replaceAll('%2F', '/')}`;

/** The entry a sportsbook path belongs to: '/tennis-5/5-0-12' → 'tennis-5'; '/' → ''. */
export const entryOfPath = (path: string) => path.split('/')[1] ?? '';
