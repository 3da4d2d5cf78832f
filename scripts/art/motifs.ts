/**
 * The motifs of the covers and slides: one drawing per theme in a 200 x 200 box, coloured by the cover's
 * palette (`a` the main colour, `b` the second, `c` the light highlight). Plain shapes and few nodes: each
 * cover stays near a kilobyte and a half.
 */
export interface MotifColours {
  a: string;
  b: string;
  c: string;
}

type Motif = (colours: MotifColours, random: () => number) => string;

const fruit: Motif = ({ a, b, c }) =>
  `<path d="M70 120Q90 60 128 40M130 118Q126 70 128 40" stroke="#5a3" stroke-width="7" fill="none"/>` +
  `<path d="M128 40q30-22 52 0q-30 16-52 0z" fill="#4c2"/>` +
  `<circle cx="68" cy="140" r="36" fill="${a}"/><circle cx="134" cy="138" r="36" fill="${b}"/>` +
  `<circle cx="56" cy="126" r="9" fill="${c}" opacity=".7"/><circle cx="122" cy="124" r="9" fill="${c}" opacity=".7"/>`;

const egypt: Motif = ({ a, b, c }) =>
  `<circle cx="140" cy="58" r="26" fill="${c}"/>` +
  `<path d="M100 30L178 170H22z" fill="${a}"/><path d="M100 30L178 170H100z" fill="${b}"/>` +
  `<path d="M70 118q30-24 60 0q-30 24-60 0z" fill="${c}"/><circle cx="100" cy="118" r="9" fill="#123"/>` +
  `<path d="M40 148h120M56 130h88" stroke="${c}" stroke-width="3" opacity=".5"/>`;

const skull = (fill: string, eye: string) =>
  `<path d="M100 34c-40 0-62 28-62 60c0 22 12 34 22 40v24h80v-24c10-6 22-18 22-40c0-32-22-60-62-60z" fill="${fill}"/>` +
  `<circle cx="76" cy="98" r="15" fill="${eye}"/><circle cx="124" cy="98" r="15" fill="${eye}"/>` +
  `<path d="M100 112l-9 18h18z" fill="${eye}"/><path d="M80 158v-14M100 158v-14M120 158v-14" stroke="${eye}" stroke-width="5"/>`;

const pirate: Motif = ({ a, c }) =>
  `<path d="M30 170L170 60M30 60L170 170" stroke="${c}" stroke-width="14" stroke-linecap="round"/>` +
  skull('#f4efe4', '#222') +
  `<path d="M36 70q64-60 128 0q-20-8-64-8t-64 8z" fill="${a}"/>`;

const dragon: Motif = ({ a, b, c }) =>
  `<path d="M30 150q10-90 90-100q40-4 56 20l-20 10q20 6 24 26l-36-6q-10 30-40 40q20 14 40 10q-30 30-80 10q-20-2-34-10z" fill="${a}"/>` +
  `<path d="M118 52l14-28l8 32M92 60l-2-30l18 26" fill="${b}"/>` +
  `<circle cx="136" cy="80" r="7" fill="${c}"/><circle cx="137" cy="80" r="3" fill="#111"/>` +
  `<path d="M60 140q20-20 40-14M52 120q16-14 34-10" stroke="${b}" stroke-width="5" fill="none"/>` +
  `<path d="M176 96q14 4 18 16q-14-2-22-8" fill="#f93"/>`;

const space: Motif = ({ a, b, c }, random) =>
  Array.from(
    { length: 6 },
    () => `<circle cx="${Math.round(random() * 200)}" cy="${Math.round(random() * 200)}" r="2" fill="#fff"/>`,
  ).join('') +
  `<circle cx="100" cy="104" r="54" fill="${a}"/><path d="M52 86q48 24 96 0M50 112q50 20 100 2" stroke="${b}" stroke-width="8" fill="none" opacity=".7"/>` +
  `<ellipse cx="100" cy="108" rx="94" ry="22" fill="none" stroke="${c}" stroke-width="7" transform="rotate(-16 100 108)"/>` +
  `<circle cx="160" cy="40" r="12" fill="${c}"/>`;

const candy: Motif = ({ a, b, c }) =>
  `<path d="M96 116L72 196" stroke="#eee" stroke-width="9" stroke-linecap="round"/>` +
  `<circle cx="104" cy="84" r="62" fill="${a}"/>` +
  `<path d="M104 84m-46 0a46 46 0 1 1 92 0a34 34 0 1 1-68 0a22 22 0 1 1 44 0a10 10 0 1 1-20 0" fill="none" stroke="${c}" stroke-width="10"/>` +
  `<path d="M150 150l20-12l8 22l-22 4zM150 150q18 10 30 0" fill="${b}"/>`;

const west: Motif = ({ a, b, c }) => {
  const points = Array.from({ length: 12 }, (_, index) => {
    const angle = (Math.PI / 6) * index - Math.PI / 2;
    const radius = index % 2 ? 36 : 80;
    return `${Math.round(100 + radius * Math.cos(angle))} ${Math.round(104 + radius * Math.sin(angle))}`;
  });
  return (
    `<path d="M${points.join('L')}z" fill="${a}" stroke="${b}" stroke-width="6"/>` +
    `<circle cx="100" cy="104" r="26" fill="${b}"/><circle cx="100" cy="104" r="16" fill="${c}"/>` +
    `<path d="M30 186h140" stroke="${b}" stroke-width="6" opacity=".5"/>`
  );
};

const norse: Motif = ({ a, b, c }) =>
  `<path d="M56 70q-46-6-40-56q16 36 54 40zM144 70q46-6 40-56q-16 36-54 40z" fill="#f1e6cf"/>` +
  `<path d="M40 130q0-84 60-84t60 84z" fill="${a}"/><path d="M36 124h128v22H36z" fill="${b}"/>` +
  `<path d="M100 46v78" stroke="${b}" stroke-width="10"/>` +
  `<circle cx="56" cy="135" r="5" fill="${c}"/><circle cx="100" cy="135" r="5" fill="${c}"/><circle cx="144" cy="135" r="5" fill="${c}"/>` +
  `<path d="M84 146v44h32v-44" fill="${b}"/>`;

const aztec: Motif = ({ a, b, c }) =>
  `<circle cx="100" cy="100" r="84" fill="${b}"/><circle cx="100" cy="100" r="84" fill="none" stroke="${c}" stroke-width="6" stroke-dasharray="12 10"/>` +
  `<circle cx="100" cy="100" r="56" fill="${a}"/>` +
  `<path d="M76 92h14M110 92h14M84 122q16 10 32 0" stroke="${c}" stroke-width="7" stroke-linecap="round" fill="none"/>` +
  `<path d="M100 44v-26M100 156v26M44 100H18M156 100h26" stroke="${c}" stroke-width="8"/>`;

const ocean: Motif = ({ a, b, c }) =>
  `<path d="M20 104q50-60 110-20l34-30v100l-34-30q-60 40-110-20z" fill="${a}"/>` +
  `<circle cx="58" cy="94" r="9" fill="#fff"/><circle cx="56" cy="94" r="4" fill="#112"/>` +
  `<path d="M82 76q10 24 0 48M104 72q10 28 0 56" stroke="${b}" stroke-width="5" fill="none"/>` +
  `<circle cx="150" cy="40" r="8" fill="none" stroke="${c}" stroke-width="3"/><circle cx="168" cy="20" r="5" fill="none" stroke="${c}" stroke-width="3"/>` +
  `<path d="M0 180q25-16 50 0t50 0t50 0t50 0" stroke="${c}" stroke-width="6" fill="none"/>`;

const jungle: Motif = ({ a, b, c }) =>
  `<path d="M100 190Q96 120 40 70q60-10 64 70q4-90 70-80q-60 40-70 130" fill="${a}"/>` +
  `<path d="M100 190Q80 140 20 140q50-40 82 36M100 190q20-60 80-54q-40 14-72 60" fill="${b}"/>` +
  `<circle cx="86" cy="60" r="10" fill="${c}"/><circle cx="116" cy="60" r="10" fill="${c}"/>` +
  `<circle cx="86" cy="60" r="4" fill="#111"/><circle cx="116" cy="60" r="4" fill="#111"/>`;

const fairy: Motif = ({ a, b, c }) =>
  `<path d="M120 24a76 76 0 1 0 56 122a62 62 0 1 1-56-122z" fill="${a}"/>` +
  `<path d="M60 60l8 18l18 8l-18 8l-8 18l-8-18l-18-8l18-8zM150 130l5 11l11 5l-11 5l-5 11l-5-11l-11-5l11-5z" fill="${c}"/>` +
  `<circle cx="70" cy="150" r="6" fill="${b}"/><circle cx="40" cy="120" r="4" fill="${c}"/>`;

const gems: Motif = ({ a, b, c }) =>
  `<path d="M44 70l28-36h56l28 36l-56 110z" fill="${a}"/>` +
  `<path d="M44 70h112M72 34l28 36l28-36M100 70v110M72 70l28 110l28-110" stroke="${c}" stroke-width="3" fill="none" opacity=".8"/>` +
  `<path d="M44 70l28-36l28 36z" fill="${b}" opacity=".6"/>` +
  `<path d="M160 20l4 10l10 4l-10 4l-4 10l-4-10l-10-4l10-4z" fill="#fff"/>`;

const horror: Motif = ({ a, b, c }) =>
  `<circle cx="100" cy="92" r="60" fill="${c}" opacity=".9"/>` +
  `<path d="M100 120q-30-34-96-22q30 6 26 28q18-14 30 0q14-12 40-6zM100 120q30-34 96-22q-30 6-26 28q-18-14-30 0q-14-12-40-6z" fill="${a}"/>` +
  `<ellipse cx="100" cy="122" rx="14" ry="18" fill="${a}"/><path d="M92 106l4-10l4 8l4-8l4 10" fill="${a}"/>` +
  `<path d="M40 190q20-30 40-10q20-30 40 0q20-30 40 10z" fill="${b}"/>`;

const classic: Motif = ({ a, b, c }) =>
  `<rect x="24" y="40" width="152" height="120" rx="18" fill="${b}"/>` +
  `<rect x="34" y="50" width="132" height="100" rx="10" fill="#fff"/>` +
  `<text x="100" y="136" font-size="96" font-weight="900" font-family="Impact,'Arial Black',sans-serif" text-anchor="middle" fill="${a}" stroke="${c}" stroke-width="4" paint-order="stroke">7</text>` +
  `<circle cx="24" cy="100" r="8" fill="${c}"/><circle cx="176" cy="100" r="8" fill="${c}"/>`;

/** A roulette wheel: the live roulette tables and the money wheels. */
export const wheel: Motif = ({ a, b, c }) => {
  const pockets = Array.from({ length: 18 }, (_, index) => {
    const start = (index / 18) * Math.PI * 2;
    const end = ((index + 1) / 18) * Math.PI * 2;
    const point = (angle: number) =>
      `${Math.round(100 + 86 * Math.cos(angle))} ${Math.round(100 + 86 * Math.sin(angle))}`;
    return `<path d="M100 100L${point(start)}A86 86 0 0 1 ${point(end)}z" fill="${index % 2 ? a : '#111'}"/>`;
  });
  return (
    `<circle cx="100" cy="100" r="96" fill="${b}"/>${pockets.join('')}` +
    `<circle cx="100" cy="100" r="48" fill="${b}"/><circle cx="100" cy="100" r="14" fill="${c}"/>` +
    `<path d="M100 56v88M56 100h88" stroke="${c}" stroke-width="6"/><circle cx="150" cy="40" r="7" fill="#fff"/>`
  );
};

/** Two playing cards: blackjack and baccarat tables. */
export const cards: Motif = ({ a, c }) =>
  `<g transform="rotate(-14 70 110)"><rect x="26" y="40" width="88" height="124" rx="10" fill="#fff"/>` +
  `<text x="40" y="72" font-size="26" font-weight="800" fill="#111">A</text><path d="M70 92c-16 20-24 28-12 38c6 4 10 2 12-2c2 4 6 6 12 2c12-10 4-18-12-38z" fill="#111"/></g>` +
  `<g transform="rotate(12 130 110)"><rect x="86" y="40" width="88" height="124" rx="10" fill="#fff"/>` +
  `<text x="100" y="72" font-size="26" font-weight="800" fill="${a}">K</text><path d="M130 128c-20-14-26-24-18-32c6-6 14-2 18 6c4-8 12-12 18-6c8 8 2 18-18 32z" fill="${a}"/></g>` +
  `<circle cx="40" cy="180" r="16" fill="${a}" stroke="${c}" stroke-width="5" stroke-dasharray="6 5"/>`;

/** A stack of chips: the poker room. */
export const chips: Motif = ({ a, b, c }) =>
  [150, 128, 106, 84]
    .map(
      (y, index) =>
        `<ellipse cx="100" cy="${y}" rx="62" ry="20" fill="${index % 2 ? a : b}" stroke="${c}" stroke-width="6" stroke-dasharray="14 10"/>`,
    )
    .join('') + `<ellipse cx="100" cy="84" rx="30" ry="9" fill="none" stroke="${c}" stroke-width="3"/>`;

export const MOTIFS: Record<string, Motif> = {
  fruit,
  egypt,
  pirate,
  dragon,
  space,
  candy,
  west,
  norse,
  aztec,
  ocean,
  jungle,
  fairy,
  gems,
  horror,
  classic,
  table: wheel,
};

export type { Motif };
