/**
 * The build side of the offline app: the theme colours the manifest takes from the app's tokens, which
 * navigations the worker leaves to the server, and which files it caches as they are shown.
 */
import { describe, expect, it } from 'vitest';
import { defaultThemeColours, parseDefaultTheme } from '../../../scripts/pwa/theme-colours';
import { GAME_COVERS, SERVER_PATHS, SIM_WORKER_DIR, precacheIgnores } from '../../../scripts/pwa/vite-pwa';

describe('parseDefaultTheme', () => {
  it('reads the :root block, not the themes after it', () => {
    const css = `:root,\n[data-theme='main'] {\n  --bg: #0F1115;\n  --bg-elevated: #1a1d24;\n  --accent: #f5b301;\n}\n[data-theme='blue'] {\n  --bg: #0b1426;\n}`;
    expect(parseDefaultTheme(css)).toEqual({ background: '#0f1115', elevated: '#1a1d24', accent: '#f5b301' });
  });

  it('fails the build when a colour is missing rather than ship a manifest without it', () => {
    expect(() => parseDefaultTheme(':root { --bg: #000; }')).toThrow(/--bg-elevated/);
  });

  it('finds the app’s own default theme', () => {
    expect(defaultThemeColours(process.cwd()).background).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('SERVER_PATHS', () => {
  it.each([
    '/api/user',
    '/auth/login',
    '/sanctum/csrf-cookie',
    '/broadcasting/auth',
    '/__sim/advance',
    '/docs',
    '/docs/',
    '/openapi.json',
  ])('leaves %s to the server', (path) => expect(SERVER_PATHS.test(path)).toBe(true));

  it.each([
    '/',
    '/casino/game/limbo',
    '/apiary',
    '/documents',
    '/profile/docs',
    '/admin/user/1',
    '/oauth/authorize/9',
  ])('answers %s with the app', (path) => expect(SERVER_PATHS.test(path)).toBe(false));
});

describe('GAME_COVERS', () => {
  it('matches the covers, not the other art', () => {
    expect(GAME_COVERS.test('http://127.0.0.1:4173/art/games/some-slot.svg')).toBe(true);
    expect(GAME_COVERS.test('http://127.0.0.1:4173/art/providers/acme.svg')).toBe(false);
    expect(GAME_COVERS.test('http://127.0.0.1:4173/assets/games-ZuPBXw4O.js')).toBe(false);
  });
});

describe('precacheIgnores', () => {
  const ignored = (precacheSimWorker: boolean) => precacheIgnores({ precacheSimWorker });

  it('keeps the sim worker in a sim build, which plays offline on it', () => {
    expect(ignored(true)).not.toContain(`${SIM_WORKER_DIR}/**`);
  });

  it('leaves the sim worker out of an HTTP build, which never starts it', () => {
    expect(ignored(false)).toContain(`${SIM_WORKER_DIR}/**`);
  });

  it('never precaches the covers or the build manifest', () => {
    for (const build of [true, false])
      expect(ignored(build)).toEqual(expect.arrayContaining(['art/games/**', '.vite/**']));
  });
});
