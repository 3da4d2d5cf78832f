/**
 * How the client lives with a server that lacks an extension route (the contract's EXTENSION_ROUTES: calls
 * the spec does not name). api() hands every failure of such a route to extensionFailure: a plain 404 (no
 * catalogue code of its own) means the route is not there, so it is remembered for the page's life and the
 * caller gets the feature's note ("Bet history isn't available on this server.") as the error's message.
 * Features read useExtensionAvailable (or render ExtensionGate) to show that note in place of themselves.
 */
import { create } from 'zustand';
import { ApiError, CODES, HTTP, extensionUnavailableText, type ExtensionRoute } from '@contract/index';

const useMissingExtensions = create<{ missing: ReadonlySet<ExtensionRoute> }>()(() => ({
  missing: new Set(),
}));

/** A plain 404: the server has no such route (a refusal of a route that exists carries its own code). */
const isMissingRoute = (error: unknown) =>
  error instanceof ApiError && error.status === HTTP.notFound && error.code === CODES.notFound;

/** The error api() throws for a failed extension call: the feature's note when the route is missing. */
export function extensionFailure(route: ExtensionRoute, error: unknown): unknown {
  if (!isMissingRoute(error)) return error;
  useMissingExtensions.setState(({ missing }) => ({ missing: new Set(missing).add(route) }));
  return new ApiError(HTTP.notFound, { code: CODES.notFound, message: extensionUnavailableText(route) });
}

/** False once `route` answered that it is not on this server. */
export const useExtensionAvailable = (route: ExtensionRoute) =>
  useMissingExtensions(({ missing }) => !missing.has(route));

export const isExtensionAvailable = (route: ExtensionRoute) =>
  !useMissingExtensions.getState().missing.has(route);

/** Forgets what was missing (a new transport, or a test). */
export const resetMissingExtensions = () => useMissingExtensions.setState({ missing: new Set() });
