/**
 * The OAuth authorisation server's tables (db version 22; src/sim/domains/oauth): requests waiting for the
 * player's answer, one-time codes, access tokens and the apps each player let in. Codes and tokens are kept as
 * their SHA-256 only, as a real server would: a copy of the database gives no working credential.
 */
import type { EntityTable, Table } from 'dexie';
import type { OAuthRequestStatus, OAuthScope } from '@contract/oauth';

export interface OAuthRequestRecord {
  requestId: string;
  clientId: string;
  redirectUri: string;
  scopes: OAuthScope[];
  state: string;
  codeChallenge: string;
  createdAt: number;
  expiresAt: number;
  status: OAuthRequestStatus;
  /** Who answered it, and when. */
  userId: string | null;
  decidedAt: number | null;
}

export interface OAuthCodeRecord {
  codeHash: string;
  requestId: string;
  clientId: string;
  userId: string;
  redirectUri: string;
  scopes: OAuthScope[];
  codeChallenge: string;
  expiresAt: number;
  /** Set on the exchange; a second exchange revokes the tokens this code gave (RFC 6749 §4.1.2). */
  usedAt: number | null;
}

export interface OAuthTokenRecord {
  tokenHash: string;
  codeHash: string;
  clientId: string;
  userId: string;
  scopes: OAuthScope[];
  expiresAt: number;
  revokedAt: number | null;
}

export interface OAuthGrantRecord {
  userId: string;
  clientId: string;
  scopes: OAuthScope[];
  grantedAt: number;
}

export interface OAuthTables {
  oauthRequests: EntityTable<OAuthRequestRecord, 'requestId'>;
  oauthCodes: EntityTable<OAuthCodeRecord, 'codeHash'>;
  oauthTokens: EntityTable<OAuthTokenRecord, 'tokenHash'>;
  oauthGrants: Table<OAuthGrantRecord, [string, string]>;
}

/** Dexie's store lines of version 22. */
export const OAUTH_STORES: Record<keyof OAuthTables, string> = {
  oauthRequests: 'requestId',
  oauthCodes: 'codeHash',
  oauthTokens: 'tokenHash, codeHash, [userId+clientId]',
  oauthGrants: '[userId+clientId], userId',
};
