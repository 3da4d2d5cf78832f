/** The VIP levels the tests answer with: the world's fixture, so names and figures are the real ones. */
import type { VipData } from '@contract/index';
import vipLevels from '@fixtures/vip-levels.json';

export const VIP_LEVELS = vipLevels;

export const vipData = (deposited: number, wagered: number): VipData => ({
  type: 'data',
  deposited,
  wagered,
});
