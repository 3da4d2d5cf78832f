import type { CSSProperties } from 'react';
import clsx from 'clsx';
import { MultiplierDisplay, formatChance, formatMultiplier } from '../../../../components/game-art';
import type { BoardProps } from '../../game-ui';
import { useRoundHistory } from '../shared/history';
import { boardClass } from '../shared/round';
import { countDuration, limboChance, readLimboView } from './view';
import '../shared/board.css';
import './limbo.css';

export function LimboBoard({ data, round, quick }: BoardProps<'limbo'>) {
  const view = round ? readLimboView(round.view, data.target) : null;
  const history = useRoundHistory(round, (entry) => readLimboView(entry.view, data.target)).entries;
  const duration = view ? countDuration(view.multiplier) : 0;
  const target = view?.target ?? data.target;
  const shown = view?.multiplier ?? 1;

  return (
    <div className={boardClass('board limbo', quick)}>
      <div
        className="limbo__stage"
        style={{ '--limbo-chars': formatMultiplier(shown).length } as CSSProperties}
      >
        <MultiplierDisplay
          value={shown}
          runKey={round?.id}
          animate={!quick}
          duration={duration}
          tone={view ? (view.win ? 'win' : 'lose') : null}
          label={view ? (view.win ? 'Result, win' : 'Result, no win') : 'Result'}
          className="limbo__result"
        />
        {view && (
          <span
            key={round?.id}
            className={clsx('limbo__verdict', view.win ? 'limbo__verdict--win' : 'limbo__verdict--lose')}
            style={{ '--art-delay': `${quick ? 0 : duration}ms` } as CSSProperties}
            aria-hidden="true"
          >
            {view.win ? `Reached ${formatMultiplier(view.target)}` : `Below ${formatMultiplier(view.target)}`}
          </span>
        )}
      </div>
      <dl className="board__stats">
        <div>
          <dt>Target</dt>
          <dd>{formatMultiplier(target)}</dd>
        </div>
        <div>
          <dt>Win chance</dt>
          <dd>{formatChance(view?.winChance ?? limboChance(target))}</dd>
        </div>
      </dl>
      {history.length > 0 && (
        <ol className="board__history limbo__history" aria-label="Last results">
          {history.map(({ id, entry }, index) => (
            <li
              key={id}
              className={clsx('limbo__past', entry.win ? 'limbo__past--win' : 'limbo__past--lose')}
              style={{ '--art-delay': `${index === 0 && !quick ? duration : 0}ms` } as CSSProperties}
            >
              {formatMultiplier(entry.multiplier)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
