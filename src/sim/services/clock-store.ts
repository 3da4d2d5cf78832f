/**
 * The world's time survives reloads and new tabs (`createSim({ persistClock: true })`, the browser worker's
 * accelerated clock): the clock's lead over real time (sim now minus `Date.now()`) is kept in the world's `meta`
 * table, under 'clock:offset'. It is saved when the clock is advanced and, while the clock runs faster than
 * real time, whenever its lead has grown by a second since the last save (checked every 50 ms of real time,
 * so a reload at x60 loses at most about 3 s of sim time). The stored lead only grows: of several tabs of one
 * world, the one furthest ahead sets it.
 *
 * A restart begins at max(Date.now() + stored lead, the newest time the world has recorded, Date.now()), so the
 * world's time never goes back. Operator choice: while no tab of the world is open, its time passes at real
 * speed (the lead is kept, not the fast rate). Manual clocks (tests, scenarios) never persist.
 */
import type { SimClock } from './clock';
import type { SimDb } from './db';

const OFFSET_KEY = 'clock:offset';
/** Real ms between two looks at a fast clock's lead. */
const CHECK_MS = 50;
/** Sim ms the lead may grow before it is saved again. */
const SAVE_AFTER_MS = 1_000;

async function storedOffset(db: SimDb): Promise<number | null> {
  const value = (await db.meta.get(OFFSET_KEY))?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The newest time stamp among the world's records (money, bets, chat, paid races, sessions, emails, support):
 * a floor for the clock when the stored lead is missing (a world made before it was kept) or a little behind.
 * Only indexed or small tables are read, so it stays quick on a big world.
 */
export async function newestRecordedTime(db: SimDb): Promise<number> {
  const [ledger, bet, chat, race, email, support] = await Promise.all([
    db.ledger.toCollection().last(),
    db.bets.orderBy('createdAt').last(),
    db.chatMessages.orderBy('createdAt').last(),
    db.races.orderBy('endsAt').last(),
    db.emails.orderBy('sentAt').last(),
    db.supportChats.orderBy('lastAt').last(),
  ]);
  let newest = Math.max(
    0,
    ledger?.at ?? 0,
    bet?.createdAt ?? 0,
    chat?.createdAt ?? 0,
    race ? Math.max(race.endsAt, race.settledAt) : 0,
    email?.sentAt ?? 0,
    support?.lastAt ?? 0,
  );
  await db.sessions.each((session) => {
    newest = Math.max(newest, session.lastSeen);
  });
  return newest;
}

export interface ClockKeeper {
  /** Moves the clock to where the world's time stands, then keeps saving a fast clock's lead. */
  restore(): Promise<void>;
  /** Saves the clock's lead now (after an `advance`). */
  save(): Promise<void>;
  /** Stops the periodic saving, after a last save. */
  stop(): Promise<void>;
}

/** Keeps `clock` (an accelerated one: it runs on real time and can be moved forward) in the world's `db`. */
export function createClockKeeper(db: SimDb, clock: SimClock): ClockKeeper {
  if (clock.kind !== 'accelerated' || !clock.advance)
    throw new Error('Only an accelerated clock is kept across restarts (createAcceleratedClock)');
  const moveBy = clock.advance.bind(clock);
  // The clock's lead over real time, read so that a millisecond between the two readings errs towards the
  // future: saved as at least the true lead, compared when restoring as at most the true lead.
  const leadNoLess = () => {
    const real = Date.now();
    return clock.now() - real;
  };
  const leadNoMore = () => clock.now() - Date.now();
  let saved = -Infinity;
  let timer: ReturnType<typeof setInterval> | null = null;
  let writing: Promise<void> | null = null;

  async function save(): Promise<void> {
    const offset = leadNoLess();
    await db.transaction('rw', db.meta, async () => {
      const stored = await storedOffset(db);
      if (stored === null || offset > stored) await db.meta.put({ key: OFFSET_KEY, value: offset });
    });
    saved = Math.max(saved, offset);
  }

  function saveIfAhead(): void {
    if (writing || leadNoMore() - saved < SAVE_AFTER_MS) return;
    writing = save()
      .catch(() => undefined) // the database closed meanwhile: the next start reads the records instead
      .finally(() => {
        writing = null;
      });
  }

  return {
    async restore() {
      const [offset, recorded] = await Promise.all([storedOffset(db), newestRecordedTime(db)]);
      // The lead the clock needs: now = max(real + stored lead, newest record, real).
      const wanted = Math.max(offset ?? 0, recorded - Date.now(), 0);
      const behind = wanted - leadNoMore();
      if (behind > 0) moveBy(behind);
      saved = offset ?? -Infinity;
      timer ??= setInterval(saveIfAhead, CHECK_MS);
    },
    save,
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await writing;
      await save().catch(() => undefined);
    },
  };
}
