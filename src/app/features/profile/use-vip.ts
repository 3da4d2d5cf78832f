/** The VIP levels and the signed-in player's deposited and wagered totals (POST /api/vip). */
import { useEffect, useState } from 'react';
import type { VipData, VipLevel } from '@contract/index';
import { api } from '../../api/api';
import { useAppStore } from '../../stores/app-store';

export interface VipStanding {
  levels: readonly VipLevel[];
  data: VipData | null;
}

/** Loads the player's totals again whenever the player changes; the levels known globally show meanwhile. */
export function useVipStanding(userId: string): VipStanding {
  const globalLevels = useAppStore((state) => state.vip);
  const [answer, setAnswer] = useState<{ userId: string; standing: VipStanding } | null>(null);
  useEffect(() => {
    let active = true;
    api('POST /api/vip').then(
      ({ levels, data }) => active && setAnswer({ userId, standing: { levels, data } }),
      () => {
        // The card shows the level alone without totals.
      },
    );
    return () => {
      active = false;
    };
  }, [userId]);
  return answer?.userId === userId ? answer.standing : { levels: globalLevels, data: null };
}
