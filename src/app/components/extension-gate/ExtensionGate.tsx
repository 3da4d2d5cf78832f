import type { ReactNode } from 'react';
import { extensionUnavailableText, type ExtensionRoute } from '@contract/index';
import { useExtensionAvailable } from '../../api/extensions';
import './extension-gate.css';

export interface ExtensionGateProps {
  /** The extension route the feature needs. */
  route: ExtensionRoute;
  children: ReactNode;
  /** Show nothing instead of the note (a feature too small to explain itself, such as one button). */
  silent?: boolean;
}

/** Renders the feature, or its short note once the server answered that `route` is not there. */
export function ExtensionGate({ route, children, silent = false }: ExtensionGateProps) {
  if (useExtensionAvailable(route)) return children;
  if (silent) return null;
  return (
    <p className="extension-note" role="note">
      {extensionUnavailableText(route)}
    </p>
  );
}
