/**
 * pokersolver's Hand, imported the one way that works wherever the sim runs. The package is CommonJS and fills
 * `exports` through a helper, so Node's ESM loader (the Node host and scripts under tsx) finds no named export
 * in it: `import { Hand } from 'pokersolver'` throws there, though Vite's and vitest's interop accept it. The
 * default import is module.exports under every loader.
 */
import pokersolver, { type Hand as SolvedCards } from 'pokersolver';

export const Hand = pokersolver.Hand;
export type Hand = SolvedCards;
