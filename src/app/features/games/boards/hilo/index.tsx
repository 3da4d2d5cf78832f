import type { GameUi } from '../../game-ui';
import { HiloBoard } from './Board';
import { hiloHelp } from './help';

export const ui: GameUi<'hilo'> = {
  id: 'hilo',
  Board: HiloBoard,
  Options: null,
  defaultData: {},
  help: hiloHelp,
};
