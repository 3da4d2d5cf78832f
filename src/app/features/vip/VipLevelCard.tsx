import { Link } from 'react-router';
import type { User, VipData, VipLevel } from '@contract/index';
import { Avatar } from '../profile/Avatar';
import '../profile/profile.css';
import { profilePath } from '../profile/paths';
import { expText, MAX_BAR_LEVEL, nextBarLevel, vipProgress } from '../profile/vip-progress';
import { ProgressBar } from './ProgressBar';
import { formatDollars, nextLevelProgress, type RequirementProgress } from './vip-benefits';

const nameOf = (levels: readonly VipLevel[], level: number) =>
  levels.find((entry) => entry.level === level)?.name ?? `Level ${level}`;

/**
 * The player's standing: level and its name, the level bar as the profile card draws it (progress toward the
 * next level, capped at 8, with '(x/200 EXP)'), then what was deposited and wagered against the next level's
 * requirements.
 */
export function VipLevelCard({
  user,
  levels,
  data,
}: {
  user: User;
  levels: readonly VipLevel[];
  data: VipData | null;
}) {
  const level = user.vipLevel;
  const next = nextBarLevel(level);
  const progress = vipProgress(level, levels, data);
  const requirements = nextLevelProgress(level, levels, data);
  return (
    <section className="card vip-card vip-level" aria-labelledby="vip-level-title">
      <Link to={profilePath(user._id)} className="vip-level__who">
        <Avatar user={user} size={48} />
        <span>
          <span className="vip-level__name">{user.name}</span>
          <span id="vip-level-title" className="vip-level__level">
            Level: {level} · {nameOf(levels, level)}
          </span>
        </span>
      </Link>
      <div className="vip-level__bar">
        <span className="vip-level__ends" aria-hidden="true">
          {level}
        </span>
        <ProgressBar label={`VIP progress to level ${next}`} percent={progress} />
        <span className="vip-level__ends" aria-hidden="true">
          {next}
        </span>
        <span className="vip-level__exp">{expText(progress)}</span>
      </div>
      {requirements ? (
        <div className="vip-level__requirements">
          <p className="vip-level__next">
            Next: level {requirements.next.level} · {requirements.next.name}
          </p>
          <Requirement title="Deposited" progress={requirements.deposit} />
          <Requirement title="Wagered" progress={requirements.wager} />
        </div>
      ) : (
        <p className="vip-level__next">
          {level >= MAX_BAR_LEVEL
            ? 'You are at the top of the VIP ladder.'
            : 'Your deposit and wager totals are not available right now.'}
        </p>
      )}
    </section>
  );
}

function Requirement({ title, progress }: { title: string; progress: RequirementProgress }) {
  const text = `${formatDollars(progress.done)} of ${formatDollars(progress.needed)}`;
  return (
    <div className="vip-requirement">
      <p className="vip-requirement__head">
        <span>{title}</span>
        <span className="vip-requirement__figures">{text}</span>
      </p>
      <ProgressBar
        label={`${title} toward the next level: ${text}`}
        percent={progress.percent}
        tone="muted"
      />
    </div>
  );
}
