/** The Bets tab: the player's bets, newest first, 20 a page (POST /api/profile/bets). */
import { useState } from 'react';
import { api } from '../../../api/api';
import { Pagination } from '../../../components/pagination';
import { BetList } from '../../bets';
import { TabStatus } from './TabStatus';
import { useTabData } from './use-tab-data';

export function ProfileBets({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const [state, retry] = useTabData(`${userId}/${page}`, () =>
    api('POST /api/profile/bets', { id: userId, page }),
  );
  return (
    <TabStatus state={state} retry={retry}>
      {(answer) =>
        answer.total === 0 ? (
          <p className="bets__empty">No bets yet.</p>
        ) : (
          <>
            <p className="profile-tab__count">
              {answer.total.toLocaleString('en-US')} {answer.total === 1 ? 'bet' : 'bets'}
            </p>
            <div className="profile-tab__scroll">
              <BetList bets={answer.data} />
            </div>
            <Pagination page={answer.page} pages={answer.pages} onPage={setPage} label="Bet pages" />
          </>
        )
      }
    </TabStatus>
  );
}
