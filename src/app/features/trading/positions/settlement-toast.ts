/** The toast of a position the market ended while the player may not have been looking. */
import { toast } from '../../../components/toast';
import type { FuturesPosition } from '@contract/trading';
import { formatLeverage } from '../market-format';
import { formatPositionAmount } from './money';
import { directionLabel, STATUS_LABELS } from './position-result';

export function settlementToast(position: FuturesPosition): void {
  const what = `${position.ticker} ${directionLabel(position.direction)} ${formatLeverage(position.multiplier)}`;
  const result = formatPositionAmount(position.profit ?? -position.wager, position.currency, true);
  const text = `${STATUS_LABELS[position.status]}: ${what}`;
  if (position.status === 'takeProfit') toast.success(text, { description: result });
  else if (position.status === 'busted') toast.error(text, { description: result });
  else toast(text, { description: result });
}
