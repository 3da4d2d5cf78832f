/**
 * The crowd at the third-party games: sessions of a few rounds of one slot or scratch card of the catalogue,
 * at a share of the crowd's bet rate, played like a person's: a provider session opened for the player, each
 * round a slots.spin (free spins played out at once) or instant.play through the provider's own handlers, so
 * the money moves through the signed wallet callbacks and every finished round reaches the bet lists and the
 * live feed. The play itself (third-party-play.ts) loads with the provider domain on the first session.
 */
import { perMinute, type Crowd } from './crowd';
import { PoissonProcess } from './process';

/** Third-party rounds per minute, as a share of the crowd's bet rate (the originals' rounds). */
export const THIRD_PARTY_SHARE = 0.4;
/** Rounds per session: 1 to 9, 5 on average. */
export const MEAN_THIRD_PARTY_ROUNDS = 5;

export function thirdPartyProcess(crowd: Crowd): PoissonProcess {
  const random = crowd.random.thirdParty;
  const playing = new Set<string>();
  return new PoissonProcess({
    name: 'world:third-party',
    scheduler: crowd.ctx.scheduler,
    now: () => crowd.ctx.clock.now(),
    random,
    rate: () => perMinute((crowd.rates().betsPerMinute * THIRD_PARTY_SHARE) / MEAN_THIRD_PARTY_ROUNDS),
    act: async (at) => {
      const profile = crowd.online.pick(random, (candidate) => candidate.activity, playing);
      if (!profile) return;
      playing.add(profile.userId);
      const { startThirdPartySession } = await import('./third-party-play');
      await startThirdPartySession(crowd, profile, at, () => playing.delete(profile.userId));
    },
  });
}
