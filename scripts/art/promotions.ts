/**
 * The promotion banners' art (fixtures/promotions/art.json): the hero slides' 3:1 picture in the banner's
 * colour with its motif, so the banner slider and the modal banner look like the rest of the site.
 */
import { MOTIFS, cards, chips, wheel, type Motif } from './motifs.ts';
import { wideArt } from './slides.ts';

export interface PromotionArtRecord {
  name: string;
  colour: string;
  /** A motif of motifs.ts by name, or 'wheel', 'chips', 'cards'. */
  motif: string;
}

const EXTRA_MOTIFS: Record<string, Motif> = { wheel, chips, cards };

export function promotionArt({ name, colour, motif }: PromotionArtRecord): string {
  return wideArt(`promotion-${name}`, colour, EXTRA_MOTIFS[motif] ?? MOTIFS[motif] ?? MOTIFS.gems!);
}
