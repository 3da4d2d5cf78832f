/**
 * Hero slide art (3:1): the slide's colour in a wide gradient with a large motif on the right; the left stays
 * dark and calm for the title, subtitle and button the page draws over it.
 */
import { cards, chips, MOTIFS, wheel, type Motif } from './motifs.ts';
import { generator, r, seedOf } from './svg.ts';

export interface SlideRecord {
  name: string;
  button: { style: { color: string } };
}

/** Each slide's drawing; a slide not listed gets gems. */
const SLIDE_MOTIFS: Record<string, Motif> = {
  welcome: MOTIFS.gems!,
  originals: MOTIFS.classic!,
  live: wheel,
  race: MOTIFS.west!,
  new: MOTIFS.space!,
  poker: chips,
  'sport-football': MOTIFS.norse!,
  'sport-esports': cards,
};

export function slideArt(slide: SlideRecord): string {
  return wideArt(slide.name, slide.button.style.color, SLIDE_MOTIFS[slide.name] ?? MOTIFS.gems!);
}

/** A 3:1 picture named `name` (its seed) in `colour` with `drawMotif` on the right: slides and banners. */
export function wideArt(name: string, colour: string, drawMotif: Motif): string {
  const random = generator(seedOf(name));
  const motif = drawMotif({ a: colour, b: '#1b1f2a', c: '#fff3c4' }, random);
  const sparkles = Array.from({ length: 14 }, () => {
    const x = 560 + random() * 620;
    const y = random() * 400;
    return `<circle cx="${r(x)}" cy="${r(y)}" r="${r(1 + random() * 3)}" fill="#fff" opacity="${r(0.3 + random() * 0.6)}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" preserveAspectRatio="xMaxYMid slice">` +
    `<defs><linearGradient id="s" x2="1"><stop offset="0" stop-color="#0d0f16"/><stop offset=".55" stop-color="${colour}" stop-opacity=".55"/><stop offset="1" stop-color="${colour}"/></linearGradient>` +
    `<radialGradient id="h" cx=".78" cy=".5" r=".45"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1200" height="400" fill="#0d0f16"/><rect width="1200" height="400" fill="url(#s)"/><rect width="1200" height="400" fill="url(#h)"/>` +
    sparkles +
    `<g transform="translate(800 30) scale(1.7) rotate(-8 100 100)">${motif}</g>` +
    `</svg>`
  );
}
