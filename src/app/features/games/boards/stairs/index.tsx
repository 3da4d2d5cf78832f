import type { GameUi } from '../../game-ui';
import { StairsBoard } from './Board';
import { stairsHelp } from './help';
import { StairsOptions } from './Options';

export const ui: GameUi<'stairs'> = {
  id: 'stairs',
  Board: StairsBoard,
  Options: StairsOptions,
  defaultData: { difficulty: 'low' },
  help: stairsHelp,
};
