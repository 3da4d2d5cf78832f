/**
 * The sim's storage: Dexie over IndexedDB (fake-indexeddb in Node). Versions are only ever added, never
 * edited, so a browser that already holds a world upgrades it in place.
 */
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { User } from '@contract/index';
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

export type SimDb = Dexie & {
  users: EntityTable<UserRecord, '_id'>;
  credentials: EntityTable<CredentialRecord, 'userId'>;
  sessions: EntityTable<SessionRecord, 'token'>;
  balances: Table<BalanceRecord, [string, string, BalanceKind]>;
  ledger: EntityTable<LedgerRecord, 'id'>;
  emails: EntityTable<EmailRecord, 'id'>;
  oneTime: EntityTable<OneTimeRecord, 'value'>;
  meta: EntityTable<MetaRecord, 'key'>;
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
  return db;
}
