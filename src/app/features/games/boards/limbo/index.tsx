import type { GameUi } from '../../game-ui';
import { LimboBoard } from './Board';
import { limboHelp } from './help';
import { LimboOptions } from './Options';
import { isValidTarget } from './view';

export const ui: GameUi<'limbo'> = {
  id: 'limbo',
  Board: LimboBoard,
  Options: LimboOptions,
  defaultData: { target: 2 },
  canPlay: (data) => isValidTarget(data.target),
  help: limboHelp,
};
