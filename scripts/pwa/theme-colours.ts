/**
 * The default theme's colours, read from the app's own tokens (src/app/styles/themes.css, its `:root` block) so
 * that the web manifest, the theme-color meta and the icons follow the theme rather than keep copies of it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ThemeColours {
  /** --bg: the page's background (the manifest's background and theme colour). */
  background: string;
  /** --bg-elevated: panels and the header. */
  elevated: string;
  /** --accent: the crown of the logo. */
  accent: string;
}

const token = (block: string, name: string): string => {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(block);
  if (!match) throw new Error(`themes.css: the default theme has no colour --${name}`);
  return match[1]!.toLowerCase();
};

/** Parses the first rule of themes.css that starts with `:root` (the default theme). */
export function parseDefaultTheme(css: string): ThemeColours {
  const block = /:root[^{]*\{([^}]*)\}/.exec(css)?.[1];
  if (block === undefined) throw new Error('themes.css: no :root block');
  return {
    background: token(block, 'bg'),
    elevated: token(block, 'bg-elevated'),
    accent: token(block, 'accent'),
  };
}

export const defaultThemeColours = (root: string): ThemeColours =>
  parseDefaultTheme(readFileSync(join(root, 'src', 'app', 'styles', 'themes.css'), 'utf8'));
