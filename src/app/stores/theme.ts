/** Colour theme (community.md §3 "Themes"): kept in the app store, applied as `data-theme` on <html>. */
import { useEffect } from 'react';
import type { Theme } from '@contract/index';
import { useAppStore } from './app-store';

export function applyThemeToDocument(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function setTheme(theme: Theme): void {
  useAppStore.getState().set({ theme });
  applyThemeToDocument(theme);
}

/** Keeps <html data-theme> equal to the store, including after the persisted state rehydrates. */
export function useThemeSync(): void {
  const theme = useAppStore((state) => state.theme);
  useEffect(() => applyThemeToDocument(theme), [theme]);
}
