/**
 * The sportsbook's route, apart from its links: the layout's slots (in the first bundle) ask only whether the
 * page is the sportsbook, and must not pull the frame protocol in with them.
 */
export const SPORTSBOOK_ROUTE = '/sportsbook';

export const isSportsbookPage = (pathname: string) =>
  pathname === SPORTSBOOK_ROUTE || pathname === `${SPORTSBOOK_ROUTE}/`;
