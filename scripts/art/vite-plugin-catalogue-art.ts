/**
 * The catalogue's art, drawn at build time from fixtures/catalogue and fixtures/markets (no image file is
 * committed): the dev server answers /art/games/{id}.svg, /art/providers/{slug}.svg, /art/slides/{name}.svg
 * /art/markets/{ticker}.svg and /art/promotions/{name}.svg from memory, and a build writes every one of them to dist/art. Offline by
 * construction: nothing is fetched.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { gameCover, type CoverRecord } from './covers.ts';
import { providerLogo, type LogoRecord } from './logos.ts';
import { marketIcon, type MarketIconRecord } from './markets.ts';
import { promotionArt, type PromotionArtRecord } from './promotions.ts';
import { slideArt, type SlideRecord } from './slides.ts';

const ORIGINALS_TYPE = 'BetKings Originals';

const readJson = <T>(root: string, file: string, folder = 'catalogue'): T =>
  JSON.parse(readFileSync(join(root, 'fixtures', folder, file), 'utf8')) as T;

/** Every art file by its path under the site's root (art/...), drawn lazily on first ask. */
export function catalogueArt(root: string): Map<string, () => string> {
  const art = new Map<string, () => string>();
  // The in-house games draw their own tiles in the page (GameTileArt): no cover for them.
  for (const game of readJson<CoverRecord[]>(root, 'games.json')) {
    if (game.type !== ORIGINALS_TYPE) art.set(`art/games/${game.id}.svg`, () => gameCover(game));
  }
  for (const provider of readJson<LogoRecord[]>(root, 'providers.json')) {
    art.set(`art/providers/${provider.slug}.svg`, () => providerLogo(provider));
  }
  for (const slide of readJson<SlideRecord[]>(root, 'slides.json')) {
    art.set(`art/slides/${slide.name}.svg`, () => slideArt(slide));
  }
  for (const market of readJson<MarketIconRecord[]>(root, 'tickers.json', 'markets')) {
    art.set(`art/markets/${market.ticker.toLowerCase()}.svg`, () => marketIcon(market));
  }
  for (const banner of readJson<PromotionArtRecord[]>(root, 'art.json', 'promotions')) {
    art.set(`art/promotions/${banner.name}.svg`, () => promotionArt(banner));
  }
  return art;
}

export function catalogueArtPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'catalogue-art',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      const art = catalogueArt(root);
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]?.replace(/^\//, '');
        const draw = path ? art.get(decodeURIComponent(path)) : undefined;
        if (!draw) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(draw());
      });
    },
    generateBundle() {
      for (const [fileName, draw] of catalogueArt(root)) {
        this.emitFile({ type: 'asset', fileName, source: draw() });
      }
    },
  };
}
