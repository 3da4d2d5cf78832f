import type { GameUi } from '../../game-ui';
import { round8 } from '../shared/round';
import { RouletteBoard } from './Board';
import { rouletteHelp } from './help';

const sum = (data: { bets: { amount: number }[] }) =>
  round8((data.bets ?? []).reduce((total, bet) => total + bet.amount, 0));

export const ui: GameUi<'roulette'> = {
  id: 'roulette',
  Board: RouletteBoard,
  Options: null,
  defaultData: { bets: [] },
  wagerFromData: sum,
  canPlay: (data) => (data.bets ?? []).length > 0 && sum(data) > 0,
  help: rouletteHelp,
};
