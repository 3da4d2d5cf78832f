import type { GameUi } from '../../game-ui';
import { MinesBoard } from './Board';
import { minesHelp } from './help';
import { MinesOptions } from './Options';
import { isValidMines } from './view';

export const ui: GameUi<'mines'> = {
  id: 'mines',
  Board: MinesBoard,
  Options: MinesOptions,
  defaultData: { mines: 3 },
  canPlay: (data) => isValidMines(data.mines),
  help: minesHelp,
};
