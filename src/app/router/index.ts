export { buildRoutes, createAppRouter } from './router';
export { APP_ROUTES, NOT_FOUND_ROUTE, type AppRoute } from './routes';
export { useRouteMeta, type RouteMeta } from './meta';
export { guardVerdict, selfExclusionRedirect } from './guard';
export { captureReferral, initReferral, readReferralCookie, referralFromUrl } from './referral';
