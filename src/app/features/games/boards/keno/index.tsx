import { KENO_MAX_PICKS } from '@contract/index';
import type { GameUi } from '../../game-ui';
import { KenoBoard } from './Board';
import { kenoHelp } from './help';
import { KenoOptions } from './Options';

export const ui: GameUi<'keno'> = {
  id: 'keno',
  Board: KenoBoard,
  Options: KenoOptions,
  defaultData: { picks: [], risk: 'medium' },
  canPlay: (data) => data.picks.length >= 1 && data.picks.length <= KENO_MAX_PICKS,
  help: kenoHelp,
};
