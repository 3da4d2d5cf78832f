/**
 * The journal's source: a Dexie DBCore middleware, the lowest of the stack (what it sees is what IndexedDB
 * stores), that records the writes of every read-write transaction and hands them on once the transaction
 * COMMITS, in commit order. An aborted transaction (a refused bet) leaves nothing.
 */
import { serialize } from 'node:v8';
import type Dexie from 'dexie';
import type {
  DBCore,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreTable,
  DBCoreTransaction,
} from 'dexie';
import type { JournalEntry, JournalOp } from './journal-file';
import { raiseFloor, type KeyFloors } from './key-generators';

export interface CommitCapture {
  /** The bottom of the stack (IndexedDB itself), once the database is open: snapshots read it. */
  core(): DBCore;
  /** The sequence number the next transaction gets (transactions are numbered when they are created). */
  nextSeq(): number;
  /** Resolves once every transaction that has committed so far has been handed on. */
  settled(): Promise<void>;
  /** The highest key each auto-increment table has given (snapshots keep them: key-generators.ts). */
  keyFloors(): KeyFloors;
}

interface OpenTransaction {
  seq: number;
  /** One per write, in the order they were placed (IndexedDB runs them in that order). */
  ops: Array<Promise<JournalOp | null>>;
}

/** The events of the IndexedDB transaction under a DBCore transaction (the bottom layer returns it as is). */
type TransactionEvents = Pick<EventTarget, 'addEventListener'>;

const STACK_BOTTOM = -100;

export function captureCommits(
  db: Dexie,
  restored: { nextSeq: number; keyFloors: KeyFloors },
  onCommit: (entry: JournalEntry) => void,
): CommitCapture {
  let seq = restored.nextSeq;
  const floors = { ...restored.keyFloors };
  const autoIncremented = new Set<string>();
  let bottom: DBCore | null = null;
  const open = new WeakMap<DBCoreTransaction, OpenTransaction>();
  // Entries leave in commit order even though each waits for its writes' answers.
  let handedOn: Promise<void> = Promise.resolve();

  function track(trans: DBCoreTransaction, tracked: OpenTransaction) {
    open.set(trans, tracked);
    const events = trans as unknown as TransactionEvents;
    events.addEventListener('complete', () => {
      open.delete(trans);
      const ops = Promise.all(tracked.ops);
      handedOn = handedOn.then(async () => {
        const done = (await ops).filter((op): op is JournalOp => op !== null);
        // Only a commit moves a key generator (an abort puts it back).
        for (const op of done)
          if (op.type === 'put' && autoIncremented.has(op.table)) raiseFloor(floors, op.table, op.keys);
        if (done.length > 0) onCommit({ seq: tracked.seq, ops: done });
      });
    });
    events.addEventListener('abort', () => open.delete(trans));
  }

  function capturingTable(table: DBCoreTable): DBCoreTable {
    if (table.schema.primaryKey.autoIncrement) autoIncremented.add(table.name);
    return {
      ...table,
      mutate(req: DBCoreMutateRequest) {
        const tracked = open.get(req.trans);
        // The copy is taken as the write is placed: the caller may change its objects afterwards.
        const copy = tracked && (req.type === 'add' || req.type === 'put') ? serialize(req.values) : null;
        const answer = table.mutate(req);
        if (tracked)
          tracked.ops.push(
            answer.then(
              (res) => journalOp(table.name, req, copy, res),
              () => null,
            ),
          );
        return answer;
      },
    };
  }

  db.use({
    stack: 'dbcore',
    name: 'DurableJournal',
    level: STACK_BOTTOM,
    create(down) {
      bottom = down;
      const tables = new Map<string, DBCoreTable>();
      return {
        transaction(stores, mode, options) {
          const trans = down.transaction(stores, mode, options);
          const number = seq++;
          if (mode === 'readwrite') track(trans, { seq: number, ops: [] });
          return trans;
        },
        table(name) {
          let table = tables.get(name);
          if (!table) tables.set(name, (table = capturingTable(down.table(name))));
          return table;
        },
      };
    },
  });

  return {
    core: () => openCore(bottom),
    nextSeq: () => seq,
    settled: () => handedOn,
    keyFloors: () => ({ ...floors }),
  };
}

/**
 * What a write did, in a form that replays exactly: the keys are the ones IndexedDB answered (auto-increment
 * keys included; undefined where a write of a bulk call failed).
 */
function journalOp(
  table: string,
  req: DBCoreMutateRequest,
  copy: Buffer | null,
  res: DBCoreMutateResponse,
): JournalOp | null {
  switch (req.type) {
    case 'add':
    case 'put':
      if (!copy || res.numFailures === req.values.length) return null;
      return { table, type: 'put', keys: res.results ?? [], values: copy };
    case 'delete':
      return { table, type: 'delete', keys: req.keys };
    case 'deleteRange':
      return { table, type: 'deleteRange', range: req.range };
  }
}

/** The bottom of a Dexie instance's DBCore stack (IndexedDB itself), to read or write under the sim's feet. */
export function bottomOf(db: Dexie): () => DBCore {
  let bottom: DBCore | null = null;
  db.use({
    stack: 'dbcore',
    name: 'DurableBottom',
    level: STACK_BOTTOM,
    create: (down) => ((bottom = down), {}),
  });
  return () => openCore(bottom);
}

function openCore(core: DBCore | null): DBCore {
  if (!core) throw new Error('The world database is not open yet');
  return core;
}
