/**
 * A fixture's hashed draws: every draw of a match (its scoring, its points, whether it is called off) is a
 * pure function of its league's key, its slot and a salt, so any moment of any match costs the same to read.
 */
import { mix } from '../../services/prices';
import { hash3, unit } from '../markets/hash';
import { CANCEL_ONE_IN } from './spec';
import type { SimLeague } from './world';

/** The 32-bit key of a fixture, from which its draws are hashed. */
export const fixtureKey = (fixture: { league: SimLeague; slot: number }): number =>
  mix(fixture.league.key ^ mix(fixture.slot + 1));

/** Whether the fixture of a league's slot is called off (about one in CANCEL_ONE_IN). */
export const isCalledOff = (league: SimLeague, slot: number): boolean =>
  unit(hash3(fixtureKey({ league, slot }), -2, 0x63616e)) < 1 / CANCEL_ONE_IN;
