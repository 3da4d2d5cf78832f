import { help } from '@fixtures/games/limbo.json';
import type { HelpPage } from '../../game-ui';

/**
 * Rules, payouts and how the outcome is drawn from the fairness floats: the pages of the game's fixture
 * (fixtures/games/limbo.json), written beside its paytable so the numbers agree. The paytable and RTP page
 * follows them, drawn from GameData.
 */
export const limboHelp: HelpPage[] = help;
