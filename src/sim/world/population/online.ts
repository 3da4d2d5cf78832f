/**
 * Who of the crowd is online: the rates' active share of it, by activity. Each maintenance round some leave
 * and others come, so the regulars of the chat and the feed change over the day. Only online players act.
 */
import type { BotProfile } from './profiles';
import type { WorldRandom } from './random';

/** Chance that an online player leaves at a maintenance round. */
const CHURN = 0.1;

export class OnlineCrowd {
  private members: BotProfile[] = [];

  constructor(
    private readonly roster: readonly BotProfile[],
    private readonly random: WorldRandom,
  ) {}

  /** Lets a few leave (when `churn`), then brings the crowd online to `share` of the roster. */
  refresh(share: number, churn: boolean): void {
    const target = share > 0 ? Math.max(1, Math.round(share * this.roster.length)) : 0;
    if (churn) this.members = this.members.filter(() => !this.random.chance(CHURN));
    while (this.members.length > target) this.members.splice(this.random.int(this.members.length), 1);
    while (this.members.length < target) {
      const offline = this.roster.filter((profile) => !this.members.includes(profile));
      this.members.push(this.random.weighted(offline, (profile) => profile.activity));
    }
  }

  list(): readonly BotProfile[] {
    return this.members;
  }

  /** An online player by weight, other than those in `except`; null when there is none. */
  pick(
    random: WorldRandom,
    weightOf: (profile: BotProfile) => number,
    except: ReadonlySet<string> = new Set(),
  ) {
    const candidates = this.members.filter((profile) => !except.has(profile.userId) && weightOf(profile) > 0);
    return candidates.length > 0 ? random.weighted(candidates, weightOf) : null;
  }
}
