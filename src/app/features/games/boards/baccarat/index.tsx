import type { GameUi } from '../../game-ui';
import { round8 } from '../shared/round';
import { BaccaratBoard } from './Board';
import { baccaratHelp } from './help';

const sum = (data: { player: number; banker: number; tie: number }) =>
  round8((data.player ?? 0) + (data.banker ?? 0) + (data.tie ?? 0));

export const ui: GameUi<'baccarat'> = {
  id: 'baccarat',
  Board: BaccaratBoard,
  Options: null,
  defaultData: { player: 0, banker: 0, tie: 0 },
  wagerFromData: sum,
  canPlay: (data) => sum(data) > 0,
  help: baccaratHelp,
};
