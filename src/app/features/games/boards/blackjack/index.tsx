import type { GameUi } from '../../game-ui';
import { BlackjackBoard } from './Board';
import { blackjackHelp } from './help';

export const ui: GameUi<'blackjack'> = {
  id: 'blackjack',
  Board: BlackjackBoard,
  Options: null,
  defaultData: {},
  help: blackjackHelp,
};
