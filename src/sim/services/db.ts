/**
 * The sim's storage: Dexie over IndexedDB (fake-indexeddb in Node). Versions are only ever added, never
 * edited, so a browser that already holds a world upgrades it in place.
 */
import Dexie, { type EntityTable, type Table } from 'dexie';
import type {
  BetGameId,
  ChatMessage,
  GameId,
  SupportMessage,
  SupportUser,
  User,
  WithdrawStatus,
} from '@contract/index';
import type { KycProviderSubmission } from '@contract/kyc';
import type { PvpPoolStatus, PvpSide } from '@contract/pvp';
import type { PositionStatus, TradeDirection } from '@contract/trading';
import type { SportBet, SportBetQueueStatus, SportBetRefusal } from '@contract/sport-bets';
import type { LiveOutcome } from '@contract/provider/live';
import type { WalletCallbackAnswer, WalletCallbackRequest } from '@contract/provider/wallet-callbacks';
import type { PasswordHash } from './passwords';
import { OAUTH_STORES, type OAuthTables } from './db-oauth';
import { ADMIN_STORES, type AdminTables } from './db-admin';
import { PROMOTION_STORES, type PromotionTables } from './db-promotions';

/** 'bonus' holds bonus balances (db-promotions.ts): ledger-backed, never staked, never announced. */
export type BalanceKind = 'real' | 'demo' | 'bonus';

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

/** Failures of one attempt-limited key (services/attempts.ts): a login, a session's or an account's codes. */
export interface AttemptRecord {
  key: string;
  /** Failures since windowStart, within the rule's counting period. */
  failures: number;
  windowStart: number;
  /** Sim time until which the key is locked (0 or past: not locked). */
  lockedUntil: number;
  /** Failures since the last success. */
  total: number;
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
  game: BetGameId;
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
  /** A third-party game's name and tile art from the catalogue (in-house games take theirs from GAMES). */
  title?: { name: string; image: string };
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

/** A player's real-money wagers in one weekly race (src/sim/domains/feed). */
export interface RaceEntryRecord {
  raceId: string;
  userId: string;
  /** The week's stakes in millionths of a US dollar: an integer, and exact enough for the smallest bets. */
  wagerMicroUsd: number;
  /** When the total last grew: among equal totals the one reached first ranks first. */
  updatedAt: number;
}

/** A finished weekly race and what it paid (prizes in minor units of its currency). */
export interface RaceRecord {
  id: string;
  startsAt: number;
  endsAt: number;
  currency: string;
  pool: number;
  settledAt: number;
  winners: { place: number; userId: string; wagerMicroUsd: number; prize: number }[];
}

/** A live chat with support (src/sim/domains/support): the wire's shape, with times as numbers to sort by. */
export interface SupportChatRecord {
  _id: string;
  userId: string;
  user: SupportUser;
  messages: SupportMessage[];
  /** Read markers: the time (ms) of the last message the owner, or support, has seen. */
  userRead: number | null;
  supportRead: number | null;
  /** Time (ms) of the latest message: the lists' order, and the chat closes after a day without one. */
  lastAt: number;
}

/** One stored chat message (src/sim/domains/chat): the wire's message and what it is found by. */
export interface ChatMessageRecord {
  /** Insertion order, the primary key: a channel's history is its [channel+seq] range read backwards. */
  seq?: number;
  _id: string;
  channel: string;
  /** The author; null for service notices and quizzes. */
  userId: string | null;
  createdAt: number;
  message: ChatMessage;
}

export type ChatQuizStatus = 'open' | 'answered' | 'closed';

/** A chat quiz: open until the first right answer (or until the next quiz of its channel replaces it). */
export interface ChatQuizRecord {
  _id: string;
  channel: string;
  question: string;
  answer: string;
  status: ChatQuizStatus;
  openedBy: string;
  createdAt: number;
  answeredBy: string | null;
  answeredAt: number | null;
  /** What the winner got, in minor units of `currency` (0 until answered). */
  reward: number;
  currency: string;
}

/** A tip or a rain: the record the ledger rows of the transfer reference. Amounts in minor units. */
export interface ChatTipRecord {
  _id: string;
  kind: 'tip' | 'rain';
  fromUserId: string;
  currency: string;
  /** What left the sender: the sum of the shares (a rain's remainder stays with the sender). */
  amount: number;
  recipients: { userId: string; amount: number }[];
  channel: string;
  createdAt: number;
}

/** A player's deposit address on one chain for one currency (src/sim/domains/chains/addresses.ts). */
export interface DepositAddressRecord {
  userId: string;
  currency: string;
  chain: string;
  address: string;
  createdAt: number;
}

/** A transaction on a simulated chain (src/sim/domains/chains): what the explorer shows. Amount in minor units. */
export interface ChainTxRecord {
  txid: string;
  chain: string;
  currency: string;
  address: string;
  amount: number;
  /** Sim time the network saw it; it is mined in the next block. */
  seenAt: number;
  /** The block that holds it: the chain's height at `seenAt` plus one. */
  height: number;
}

/** A deposit to a player's address: pending until the chain's confirmations, then credited once. */
export interface DepositRecord {
  _id: string;
  txid: string;
  userId: string;
  currency: string;
  chain: string;
  /** Integer minor units. */
  amount: number;
  /** 0 pending, 1 credited (contract DEPOSIT_STATUS). */
  status: 0 | 1;
  height: number;
  confirmationsNeeded: number;
  createdAt: number;
  creditedAt: number | null;
}

/**
 * An aggregator deposit (src/sim/domains/chains/aggregator.ts): the player asked for `usd` dollars of `currency`
 * and pays `payAmount` of `payCurrency` to the aggregator's one-off `address` on `chain`. Minor units throughout.
 */
export interface AggregatorDepositRecord {
  _id: string;
  userId: string;
  /** The currency credited. */
  currency: string;
  payCurrency: string;
  chain: string;
  address: string;
  payAmount: number;
  usd: number;
  /** `currency` quoted at the invoice; once credited, what was credited. */
  amount: number;
  /** 0 not paid (or paid and confirming), 1 credited (contract DEPOSIT_STATUS). */
  status: 0 | 1;
  /** The paying transaction, once the chain has it; null before. */
  txid: string | null;
  height: number | null;
  /** What that transaction brought, in `payCurrency`. */
  paid: number | null;
  confirmationsNeeded: number;
  createdAt: number;
  creditedAt: number | null;
}

/** A withdrawal (src/sim/domains/cashier): amounts in integer minor units; `sum` includes the fee. */
export interface WithdrawalRecord {
  _id: string;
  userId: string;
  currency: string;
  /** The chain (the call's `type`). */
  chain: string;
  address: string;
  sum: number;
  fee: number;
  /** The sum in US cents at the price of the order's moment: the 24-hour limit counts these. */
  usdCents: number;
  status: WithdrawStatus;
  auto: boolean;
  decline_reason: string | null;
  createdAt: number;
  /** The player's VIP level at the order: the cashier serves higher levels first. */
  vipLevel: number;
  /** When the cashier acts next (take into review, pay or decline); null once settled. */
  nextAt: number | null;
  /** The simulated cashier's seeded verdict, drawn at the order. */
  verdict: { pay: true } | { pay: false; reason: string };
  settledAt: number | null;
  txid: string | null;
}

/**
 * A paid withdrawal waiting to appear on its simulated chain (the chains domain consumes these): written in the
 * same transaction as the paid status. `amount` is what the address receives (the sum less the fee).
 */
export interface PayoutRecord {
  txid: string;
  withdrawalId: string;
  userId: string;
  currency: string;
  chain: string;
  address: string;
  amount: number;
  paidAt: number;
  /**
   * 'queued' until its transaction is on the chain, then 'broadcast' (cashier/broadcast.ts). 'mined' is not
   * written: it is the chain transaction's confirmations, read from the explorer.
   */
  state: 'queued' | 'broadcast' | 'mined';
}

/**
 * A KYC verification at the emulated provider (src/sim/domains/kyc): 'open' once its form is handed out,
 * 'submitted' while the verdict is due (at `verdictAt` on the sim clock), then 'verified' or 'rejected'.
 */
export interface KycVerificationRecord {
  _id: string;
  userId: string;
  status: 'open' | 'submitted' | 'verified' | 'rejected';
  createdAt: number;
  submission: KycProviderSubmission | null;
  submittedAt: number | null;
  verdictAt: number | null;
  /** Why it was rejected; null otherwise. */
  reason: string | null;
}

/** A player's contact info for their VIP host (src/sim/domains/kyc/contact-info.ts): one update per 24 h. */
export interface ContactInfoRecord {
  userId: string;
  email: string;
  /** The other fields' values by their model (telegram, phone). */
  values: Record<string, string>;
  updatedAt: number;
}

/** A buy-crypto quote (src/sim/domains/onramp): a price held until `expiresAt`, paid at most once. */
export interface OnrampQuoteRecord {
  id: string;
  userId: string;
  fiat: 'usd' | 'eur';
  /** Cents of the fiat: what the card is charged, and the two fees inside it. */
  amount: number;
  providerFee: number;
  networkFee: number;
  currency: string;
  chain: string;
  /** Price of one coin in the fiat, as quoted. */
  price: number;
  /** Integer minor units of the currency that arrive. */
  receive: number;
  createdAt: number;
  expiresAt: number;
  /** The order that paid it, once paid. */
  orderId: string | null;
}

/**
 * A buy-crypto order: the quote's terms, the card as brand and last 4 digits only, and its progress. The coins
 * are a chain transaction to the player's deposit address (`txid`, fixed from the order at payment), so the
 * chains domain credits them like any deposit.
 */
export interface OnrampOrderRecord extends Omit<OnrampQuoteRecord, 'id' | 'expiresAt' | 'orderId'> {
  _id: string;
  quoteId: string;
  status: 'authenticating' | 'failed' | 'paid' | 'sent';
  failureReason: string | null;
  card: { brand: string; last4: string };
  address: string;
  /** The emulated bank's 3-D Secure code while `authenticating`. */
  challengeCode: string | null;
  txid: string;
  paidAt: number | null;
  sentAt: number | null;
}

/**
 * A sign-in the emulated thirdweb provider accepted (src/sim/domains/wallet-connect/thirdweb.ts): the uid the
 * casino's server resolves to the wallet's address, spent by the first fetchToken or connect.
 */
export interface ThirdwebSessionRecord {
  uid: string;
  /** The signed message's single-use nonce: a replayed signature finds it taken. */
  nonce: string;
  /** EIP-55 checksummed. */
  address: string;
  wallet: string;
  issuedAt: number;
  expiresAt: number;
  spent: boolean;
}

/** A wallet linked to an account through wallet-connect: one account per address. */
export interface WalletConnectionRecord {
  /** The address in lower case, the key: one link per address whatever its spelling. */
  addressLower: string;
  /** EIP-55 checksummed, as the connections page shows it. */
  address: string;
  wallet: string;
  userId: string;
  linkedAt: number;
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
  raceEntries: Table<RaceEntryRecord, [string, string]>;
  races: EntityTable<RaceRecord, 'id'>;
  /** The simulated crowd's own records: its roster and meta (src/sim/world/population/store.ts). */
  world: EntityTable<MetaRecord, 'key'>;
  supportChats: EntityTable<SupportChatRecord, '_id'>;
  chatMessages: EntityTable<ChatMessageRecord, 'seq'>;
  chatQuizzes: EntityTable<ChatQuizRecord, '_id'>;
  chatTips: EntityTable<ChatTipRecord, '_id'>;
  attempts: EntityTable<AttemptRecord, 'key'>;
  depositAddresses: Table<DepositAddressRecord, [string, string, string]>;
  chainTxs: EntityTable<ChainTxRecord, 'txid'>;
  deposits: EntityTable<DepositRecord, '_id'>;
  withdrawals: EntityTable<WithdrawalRecord, '_id'>;
  payouts: EntityTable<PayoutRecord, 'txid'>;
  kycVerifications: EntityTable<KycVerificationRecord, '_id'>;
  contactInfo: EntityTable<ContactInfoRecord, 'userId'>;
  onrampQuotes: EntityTable<OnrampQuoteRecord, 'id'>;
  onrampOrders: EntityTable<OnrampOrderRecord, '_id'>;
  aggregatorDeposits: EntityTable<AggregatorDepositRecord, '_id'>;
  thirdwebSessions: EntityTable<ThirdwebSessionRecord, 'uid'>;
  walletConnections: EntityTable<WalletConnectionRecord, 'addressLower'>;
  favourites: EntityTable<FavouriteRecord, 'key'>;
  providerSessions: EntityTable<ProviderSessionRecord, 'token'>;
  liveSeats: EntityTable<LiveSeatRecord, 'key'>;
  liveRounds: EntityTable<LiveRoundRecord, 'key'>;
  providerTransactions: EntityTable<ProviderTransactionRecord, 'id'>;
  providerRounds: EntityTable<ProviderRoundRecord, 'key'>;
  providerCallbacks: EntityTable<ProviderCallbackRecord, 'id'>;
  slotStates: EntityTable<SlotStateRecord, 'key'>;
  pokerStays: EntityTable<PokerStayRecord, 'stayId'>;
  positions: EntityTable<PositionRecord, '_id'>;
  tokenHours: EntityTable<TokenHourRecord, 'hour'>;
  tokenWagers: Table<TokenWagerRecord, [number, string]>;
  sportBetQueue: EntityTable<SportBetQueueRecord, 'queueId'>;
  sportBets: EntityTable<SportBetRecord, '_id'>;
  pvpPools: EntityTable<PvpPoolRecord, '_id'>;
} & PromotionTables &
  OAuthTables &
  AdminTables;

/**
 * A bet slip's bet in the queue (src/sim/domains/sport-bets): its stake already taken, waiting for its
 * verdict at `decidesAt`; kept after the verdict so that the player can read it again. Money in minor units.
 */
export interface SportBetQueueRecord {
  queueId: string;
  userId: string;
  status: SportBetQueueStatus;
  decidesAt: number;
  createdAt: number;
  kind: SportBet['kind'];
  /** What the slip sent: each option with the odds the player saw. */
  selections: Array<{ optionId: string; odds: number }>;
  currency: string;
  demo: boolean;
  stake: number;
  stakeUsd: number;
  /** The rejection, once rejected (an accepted entry's bet has the entry's id). */
  error: SportBetRefusal | null;
}

/**
 * An accepted sport bet: the contract's SportBet with the stake and payout in minor units, its owner, and the
 * ids of its matches (multi-entry index: the settlement finds the pending bets of an ended match).
 */
export interface SportBetRecord extends Omit<SportBet, 'stake' | 'payout'> {
  userId: string;
  stake: number;
  payout: number;
  matchIds: string[];
}

/**
 * The house's revenue in one clock hour (src/sim/domains/token), per product, in millionths of a US dollar
 * (negative when the players won): rolled up from the ledger's real-money rows, so it outlives their pruning.
 */
export interface TokenHourRecord {
  /** Hours since the epoch (UTC). */
  hour: number;
  casino: number;
  futures: number;
  sport: number;
}

/** A player's real-money wagering in one week (it starts Monday 00:00 UTC), in millionths of a US dollar. */
export interface TokenWagerRecord {
  /** The week's start (ms). */
  week: number;
  userId: string;
  microUsd: number;
}

/**
 * A futures position (src/sim/domains/futures): the wager in integer minor units of `currency`, prices in US
 * dollars, times on the sim clock. Ended ones keep what their end credited.
 */
export interface PositionRecord {
  _id: string;
  userId: string;
  /** The market's ticker as the fixture spells it. */
  ticker: string;
  direction: TradeDirection;
  currency: string;
  demo: boolean;
  wager: number;
  multiplier: number;
  entryPrice: number;
  bustPrice: number;
  takeProfit: number | null;
  stopLoss: number | null;
  status: PositionStatus;
  exitPrice: number | null;
  /** What the end credited: the wager plus the net result, rounded down (0 for a bust); null while open. */
  payout: number | null;
  /** The fee taken at the end, rounded; null while open. */
  fee: number | null;
  /** The wager in US dollars at the opening, to the cent. */
  usdWager: number;
  openedAt: number;
  /** The tick at which it ended (or the close's moment); null while open. */
  closedAt: number | null;
  /** closedAt once ended, else openedAt: the public trades' order (newest activity first). */
  lastAt: number;
}

/**
 * A seat's stay at a table of the provider's poker room (src/sim/domains/provider/poker): one round at the
 * operator's wallet, bought in with `buyInChips` for `buyInMinor` and cashed out at the same rate.
 */
export interface PokerStayRecord {
  stayId: string;
  tableId: string;
  userId: string;
  /** The provider session that pays and is paid. */
  session: string;
  buyInChips: number;
  buyInMinor: number;
  /** Chips after the last finished hand. */
  stack: number;
  /** 1 while seated, 0 once cashed out (a number: IndexedDB cannot index booleans). */
  open: 0 | 1;
  openedAt: number;
  /** Sim time the room last saved the stay (after each hand). */
  seenAt: number;
  cashOutMinor: number | null;
  closedAt: number | null;
}

/**
 * A player's slot machine at the simulated provider (src/sim/domains/provider/slots): one per player, game,
 * currency and money (key `${userId}:${gameId}:${currency}:${demo|real}`): how many spins it has drawn (the
 * next spin's random stream) and the free-spins round in progress, so that a reload resumes it.
 */
export interface SlotStateRecord {
  key: string;
  spins: number;
  round: SlotRoundRecord | null;
}

export interface SlotRoundRecord {
  roundId: string;
  /** The session the round was paid in: its win is paid there. */
  sessionToken: string;
  /** The total stake of each spin, minor units. */
  bet: number;
  /** What the round cost (the stake, or the bonus price), minor units. */
  cost: number;
  bought: boolean;
  left: number;
  total: number;
  /** The round's wins so far in total bets (turned into money once, when the round is paid). */
  winBets: number;
}

/** A game a player starred (key `${userId}:${gameId}`). */
export interface FavouriteRecord {
  key: string;
  userId: string;
  gameId: string;
  at: number;
}

/** A session at the simulated game provider: one player, one game, one currency, real or demo money. */
export interface ProviderSessionRecord {
  token: string;
  userId: string;
  gameId: string;
  currency: string;
  demo: boolean;
  createdAt: number;
}

/**
 * A seat's stake in one round of a live table (src/sim/domains/provider/live): open until the round settles
 * it; a seat still open when the world starts again (a reload mid-round) is refunded.
 */
export interface LiveSeatRecord {
  /** `${table}:${round}:${session token}`. */
  key: string;
  table: string;
  round: number;
  session: string;
  userId: string;
  /** The round id of the provider's wallet callbacks for this seat. */
  walletRound: string;
  /** The chips in minor units, in the order placed. */
  bets: { spot: string; value?: number; amount: number }[];
  /** The bet callbacks' transaction ids (what a refund names). */
  betTransactions: string[];
  stake: number;
  state: 'open' | 'settled' | 'refunded';
  payout: number | null;
}

/** A live table's finished round: its outcome, for the results strip, and the round numbers' continuity. */
export interface LiveRoundRecord {
  /** `${table}:${round}`. */
  key: string;
  table: string;
  round: number;
  at: number;
  outcome: LiveOutcome;
}

/**
 * A money callback the operator accepted (bet, win, refund), keyed by the provider's transaction id (a unique
 * index): a callback sent again finds it and answers the stored answer, moving no money.
 */
export interface ProviderTransactionRecord {
  id?: number;
  transactionId: string;
  action: 'bet' | 'win' | 'refund';
  sessionId: string;
  userId: string;
  currency: string;
  /** Integer minor units (0 for a refund of an unknown or already refunded bet). */
  amount: number;
  /** The round's key (`${sessionId}:${round_id}`). */
  roundKey: string;
  /** A refund: the bet it took back; a bet: set once refunded. */
  betTransactionId: string | null;
  refunded: boolean;
  /** What the operator answered (replays answer it again). */
  answer: { balance: number; transaction_id: string };
  at: number;
}

/** One round of a third-party game at the operator: its stakes and wins until the provider finishes it. */
export interface ProviderRoundRecord {
  /** `${sessionId}:${roundId}`. */
  key: string;
  sessionId: string;
  roundId: string;
  userId: string;
  gameId: string;
  currency: string;
  demo: boolean;
  /** Sum of its bets less refunds, and of its wins (minor units). */
  stake: number;
  payout: number;
  startedAt: number;
  /** The bet record written when it finished (its id), or null while it goes on. */
  betId: string | null;
}

/** A wallet callback and the operator's answer, for the emulator page (the newest few hundred are kept). */
export interface ProviderCallbackRecord {
  id?: number;
  at: number;
  request: WalletCallbackRequest;
  answer: WalletCallbackAnswer;
  replayOf: number | null;
}

/**
 * A player-versus-player pool (src/sim/domains/pvp): stakes, pot and payouts in integer minor units of
 * `currency`, its entries inside it (a pool has a few dozen at most), times on the sim clock.
 */
export interface PvpPoolRecord {
  _id: string;
  matchId: string;
  sportId: number;
  matchName: string;
  /** The side names the page shows: the teams, and 'Draw' where the sport can end level. */
  sideNames: Partial<Record<PvpSide, string>>;
  startsAt: number;
  currency: string;
  demo: boolean;
  status: PvpPoolStatus;
  /** The house's take once settled (the fee and what flooring the shares left), else 0. */
  fee: number;
  winner: PvpSide | null;
  /** In the order they came (the wire shows them newest first). */
  entries: PvpEntryRecord[];
  openedBy: string;
  createdAt: number;
  /** When it was settled or refunded; null before (kept out of the settledAt index). */
  settledAt: number | null;
}

export interface PvpEntryRecord {
  userId: string;
  side: PvpSide;
  stake: number;
  payout: number | null;
  at: number;
}

export function openSimDb(name: string): SimDb {
  // No liveQuery reads this database (the sim answers calls and broadcasts what changed), so Dexie's change
  // tracking is dropped: it read back every object a put replaced to find the index keys it touched, and posted
  // every write's key ranges on a BroadcastChannel through the browser process.
  const db = new Dexie(name, { cache: 'disabled' }) as SimDb;
  db.unuse({ stack: 'dbcore', name: 'Observability' });
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
  // The living world (issue 4). Each part adds its own tables here, under its own line.
  db.version(3).stores({
    // chat:
    chatMessages: '++seq, &_id, [channel+seq], userId, createdAt',
    chatQuizzes: '_id, [channel+status], createdAt',
    chatTips: '_id, fromUserId, createdAt',
    // feed and race:
    raceEntries: '[raceId+userId], [raceId+wagerMicroUsd]',
    races: 'id, endsAt',
    // support:
    supportChats: '_id, [userId+lastAt], lastAt',
    // world:
    world: 'key',
  });
  // Attempt limits (services/attempts.ts): wrong passwords and two-factor codes.
  db.version(4).stores({
    attempts: 'key',
  });
  // Deposits on the simulated chains (src/sim/domains/chains).
  db.version(5).stores({
    depositAddresses: '[userId+currency+chain], &[chain+address], userId',
    chainTxs: 'txid, [chain+address], chain',
    deposits: '_id, &txid, [userId+createdAt], status',
  });

  // Withdrawals and their payouts to the simulated chains (src/sim/domains/cashier).
  db.version(6).stores({
    withdrawals: '_id, [userId+createdAt], status, nextAt',
    payouts: 'txid, &withdrawalId, state, [currency+chain]',
  });
  // KYC verifications at the emulated provider and the players' contact info (src/sim/domains/kyc).
  db.version(7).stores({
    kycVerifications: '_id, userId, status',
    contactInfo: 'userId',
  });
  // Buy crypto: card on-ramp quotes and orders (src/sim/domains/onramp).
  db.version(8).stores({
    onrampQuotes: 'id, [userId+createdAt]',
    onrampOrders: '_id, [userId+createdAt], status',
  });
  // Wallet-connect (src/sim/domains/wallet-connect): the emulated provider's uids and the linked wallets.
  db.version(9).stores({
    thirdwebSessions: 'uid, &nonce',
    walletConnections: 'addressLower, userId',
  });
  // Aggregator deposits: invoices paid in another currency (src/sim/domains/chains/aggregator.ts).
  db.version(10).stores({
    aggregatorDeposits: '_id, &[chain+address], [userId+createdAt], status',
  });
  // The catalogue (src/sim/domains/catalogue): the games players starred.
  db.version(11).stores({
    favourites: 'key, [userId+at]',
  });
  // The simulated game provider (src/sim/domains/provider): its sessions; the operator's wallet for it
  // (src/sim/domains/provider-wallet): the accepted money callbacks, unique by the provider's transaction id, the
  // rounds they add up to, and the callback log of the emulator page.
  db.version(12).stores({
    providerSessions: 'token, userId',
    providerTransactions: '++id, &transactionId, roundKey',
    providerRounds: 'key, userId',
    providerCallbacks: '++id',
  });
  // The simulated provider's slot machines (src/sim/domains/provider/slots): open free-spin rounds.
  db.version(13).stores({
    slotStates: 'key',
  });
  // The provider's live tables (src/sim/domains/provider/live): seats' stakes and finished rounds.
  db.version(14).stores({
    liveSeats: 'key, state, [table+round]',
    liveRounds: 'key, [table+round]',
  });
  // The provider's poker room (src/sim/domains/provider/poker): seats' stays.
  db.version(15).stores({
    pokerStays: 'stayId, open, userId, closedAt',
  });
  // Futures positions (src/sim/domains/futures): a player's open ones and newest ended ones, every open one
  // for the settlement, the newest activity for the public trades (all markets or one), the newest ends for
  // the trade wins. Null closedAt keeps open positions out of the closedAt indexes.
  db.version(16).stores({
    positions: '_id, [userId+status], [userId+closedAt], status, closedAt, lastAt, [ticker+lastAt]',
  });
  // The token's analytics (src/sim/domains/token): the house's revenue per hour and the players' wagering per
  // week, rolled up from the ledger before the crowd's history folds its rows.
  db.version(17).stores({
    tokenHours: 'hour',
    tokenWagers: '[week+userId], week',
  });
  // The bet slip (src/sim/domains/sport-bets): a player's queued bets (and every queued one on resume); a
  // player's pending and newest settled bets, the pending bets of a match. Null settledAt keeps pending bets
  // out of the settledAt index.
  db.version(18).stores({
    sportBetQueue: 'queueId, [userId+status], status',
    sportBets: '_id, [userId+status], [userId+settledAt], status, *matchIds',
  });
  // Player-versus-player pools (src/sim/domains/pvp): the open and locked ones (the list, the lock and the
  // settlement), the newest settled ones.
  db.version(19).stores({
    pvpPools: '_id, status, settledAt',
  });
  // Promotions, rewards, VIP and the affiliate programme (services/db-promotions.ts).
  db.version(20).stores(PROMOTION_STORES);
  // The affiliate's referred players (users.invitedBy), read inside every bet of a referred player.
  db.version(21).stores({
    users: '_id, &nameLower, emailLower, wallet_address, telegram_id, fingerprint, invitedBy',
  });
  // The OAuth authorisation server (services/db-oauth.ts).
  db.version(22).stores(OAUTH_STORES);
  // The staff actions on players (services/db-admin.ts).
  db.version(23).stores(ADMIN_STORES);
  return db;
}
