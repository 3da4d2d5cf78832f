/**
 * The sim's storage: Dexie over IndexedDB (fake-indexeddb in Node). Versions are only ever added, never
 * edited, so a browser that already holds a world upgrades it in place.
 */
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { GameId, User } from '@contract/index';
import type { PasswordHash } from './passwords';

export type BalanceKind = 'real' | 'demo';

export interface UserRecord extends Omit<User, 'token'> {
  nameLower: string;
  emailLower: string | null;
  /** Base32 RFC 6238 secret when two-factor is on. */
  twoFactorSecret: string | null;
  /** Optional device fingerprint of the sign-up, for the multi-account rule. */
  fingerprint: string | null;
  invitedBy: string | null;
}

export interface CredentialRecord {
  userId: string;
  password: PasswordHash;
}

export interface SessionRecord {
  token: string;
  userId: string;
  createdAt: number;
  lastSeen: number;
  twoFactorPending: boolean;
  revoked: boolean;
}

export interface BalanceRecord {
  userId: string;
  currency: string;
  kind: BalanceKind;
  /** Integer minor units. */
  amount: number;
}

export interface LedgerRecord {
  id?: number;
  userId: string;
  currency: string;
  kind: BalanceKind;
  /** Signed integer minor units. */
  delta: number;
  balanceAfter: number;
  reason: string;
  /** The record that caused the change (bet id, top-up id, ...). */
  ref: string;
  at: number;
}

export interface EmailRecord {
  id?: number;
  userId: string;
  to: string;
  kind: 'verify' | 'reset';
  subject: string;
  link: string;
  token: string;
  sentAt: number;
  used: boolean;
}

export interface OneTimeRecord {
  /** The captcha response or MetaMask nonce itself. */
  value: string;
  kind: 'captcha' | 'metamask';
  /** For a MetaMask nonce: the lowercased address it was issued to. */
  subject: string | null;
  issuedAt: number;
  used: boolean;
}

export interface MetaRecord {
  key: string;
  value: unknown;
}

/** A provably fair seed pair (ARCHITECTURE.md "Provable fairness"). */
export type SeedPairStatus = 'active' | 'next' | 'revealed';
export interface SeedPairRecord {
  id: string;
  /** The owner: a user id, or 'guest' for the world's guest. */
  userId: string;
  /** 'next' is the queued pair (its hash is shown, its client seed is set when it becomes active). */
  status: SeedPairStatus;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next bet of this pair uses. */
  nonce: number;
  createdAt: number;
  activatedAt: number | null;
  revealedAt: number | null;
}

export type BetStatus = 'in-progress' | 'finished' | 'cancelled';

/** One in-house game bet. Money in integer minor units. */
export interface BetRow {
  /** Sequential bet number of the world ("Bet #n"), the primary key. */
  number: number;
  id: string;
  userId: string;
  game: GameId;
  currency: string;
  demo: boolean;
  /** Play's wager. */
  wager: number;
  /** Total staked: the wager plus doubles, splits and insurance. */
  stake: number;
  /** Credited at settlement (while in progress: what a cash out would pay). */
  payout: number;
  status: BetStatus;
  seedPairId: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  createdAt: number;
  settledAt: number | null;
  /** The board's view: only what is revealed while in progress, the final view once settled. */
  view: unknown;
  /** The lists the bet shows in (multi-entry index): 'all', 'high', 'u:{userId}', each also per game. */
  tags: string[];
}

/** The unfinished extended game of an owner (one at a time): survives reloads. */
export interface OpenGameRecord {
  userId: string;
  betId: string;
  betNumber: number;
  game: GameId;
  currency: string;
  demo: boolean;
  quick: boolean;
  wager: number;
  stake: number;
  payout: number;
  /** The engine's state (never sent to the client). */
  state: unknown;
  view: unknown;
  startedAt: number;
}

export type SimDb = Dexie & {
  users: EntityTable<UserRecord, '_id'>;
  credentials: EntityTable<CredentialRecord, 'userId'>;
  sessions: EntityTable<SessionRecord, 'token'>;
  balances: Table<BalanceRecord, [string, string, BalanceKind]>;
  ledger: EntityTable<LedgerRecord, 'id'>;
  emails: EntityTable<EmailRecord, 'id'>;
  oneTime: EntityTable<OneTimeRecord, 'value'>;
  meta: EntityTable<MetaRecord, 'key'>;
  seedPairs: EntityTable<SeedPairRecord, 'id'>;
  bets: EntityTable<BetRow, 'number'>;
  openGames: EntityTable<OpenGameRecord, 'userId'>;
};

export function openSimDb(name: string): SimDb {
  const db = new Dexie(name) as SimDb;
  db.version(1).stores({
    users: '_id, &nameLower, emailLower, wallet_address, telegram_id, fingerprint',
    credentials: 'userId',
    sessions: 'token, userId',
    balances: '[userId+currency+kind], userId',
    ledger: '++id, [userId+currency+kind], userId, ref',
    emails: '++id, userId, token, sentAt',
    oneTime: 'value, kind',
    meta: 'key',
  });
  // The in-house games: seed pairs, bets (listed newest first through the multi-entry tags, whose entries
  // sort by the bet number) and the open extended games.
  db.version(2).stores({
    seedPairs: 'id, [userId+status], userId',
    bets: '++number, &id, userId, game, createdAt, *tags',
    openGames: 'userId, &betId',
  });
  return db;
}
