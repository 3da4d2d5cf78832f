import { help } from '@fixtures/games/roulette.json';
import type { HelpPage } from '../../game-ui';

/**
 * Rules, payouts and how the outcome is drawn from the fairness floats: the pages of the game's fixture
 * (fixtures/games/roulette.json), written beside its paytable so the numbers agree. The paytable and RTP page
 * follows them, drawn from GameData.
 */
export const rouletteHelp: HelpPage[] = help;
