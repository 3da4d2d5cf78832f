/**
 * The simulated backend's surface, as the worker exposes it. It lives in the contract so that the app's
 * SimTransport can type its comlink remote without importing src/sim.
 */
import type { ExplorerTransaction, SimTransfer } from './deposits';
import type { Licence } from './models';
import type { ProviderError } from './provider/index';
import type {
  ProviderQaRound,
  WalletCallbackLogEntry,
  WalletCallbackReplay,
} from './provider/wallet-callbacks';
import type { KycProviderSubmission, KycStatus } from './kyc';
import type { HttpMethod } from './routes';
import type { ServerTimeHeaders } from './server-time';
import type { Match } from './sports';
import type { StaffWithdrawal, WithdrawHistoryEntry } from './withdrawals';

export interface SimRequest {
  method: HttpMethod;
  path: string;
  body?: unknown;
  token?: string | null;
}

export interface SimWhisperRequest {
  token?: string | null;
  event: string;
  data?: unknown;
}

/** What the sim answers: the HTTP status and JSON body a real server would send. */
export interface SimResponse<T = unknown> {
  status: number;
  body: T;
  /** The server's time, as a real server's `Date` header (server-time.ts); the router and whisper set it. */
  headers?: ServerTimeHeaders;
}

export type BroadcastListener = (channel: string, event: string, payload: unknown) => void;

/** Faults QA can inject on cue; each applies to the next matching request(s). */
export type SimFault =
  | { type: 'sessionExpired'; path?: string; times?: number }
  | { type: 'twoFactor'; path?: string; times?: number }
  | { type: 'status'; status: number; code: number; message: string; path?: string; times?: number };

export interface SimClockApi {
  now(): number;
}

/** An email the sim "sent" (verification, password reset): QA and demos read them from the outbox. */
export interface SimEmail {
  to: string;
  subject: string;
  /** The in-app link the email carries, e.g. /email/{user}/{token}. */
  link: string;
  sentAt: number;
}

/**
 * How lively the simulated crowd is (ARCHITECTURE.md "World"). Changeable at run time; a rate of 0 stops
 * that activity. The defaults live with the world (src/sim/world/population/rates.ts).
 */
export interface WorldRates {
  /** Bets the whole crowd places per minute of sim time. */
  betsPerMinute: number;
  /** Chat messages per minute (in bursts), reactions to wins and tips included. */
  chatMessagesPerMinute: number;
  tipsPerHour: number;
  /** Chance (0 to 1) that the crowd takes part in a new quiz: wrong guesses, then usually the answer. */
  quizAnswerProbability: number;
  /** Quizzes the crowd's moderators open per hour (when one of them is online and no quiz is open). */
  quizzesPerHour: number;
  /** Share (0 to 1) of the crowd online at a time; only online players bet, chat and tip. */
  activeShare: number;
}

export interface SimControlApi {
  now(): Promise<number> | number;
  /** Moves a manual or accelerated clock forward; a real-time clock refuses (throws). */
  advance(ms: number): Promise<void> | void;
  /** Resolves once every scheduled task that is due on the sim clock has run (after an `advance`, say). */
  settle(): Promise<void>;
  injectFault(fault: SimFault): void;
  clearFaults(): void;
  /** The current RFC 6238 code of a demo account with two-factor on, for demos and scripts. */
  twoFactorCode(login: string): Promise<string | null> | string | null;
  /** Emails sent so far, newest first. */
  outbox(): Promise<SimEmail[]> | SimEmail[];
  /** The simulated crowd's rates now (all 0 when the sim runs without a world). */
  worldRates(): Promise<WorldRates> | WorldRates;
  /** Changes some of the crowd's rates from now on; refused when the sim runs without a world. */
  setWorldRates(patch: Partial<WorldRates>): Promise<WorldRates>;
  /**
   * The crowd posts `count` (1 to 10,000) chat lines in `channel` (default casino_en) through the chat domain
   * at once, each stored and broadcast as `chatMessage`: to fill the chat for QA and benchmarks. Resolves with
   * how many were posted; refused (RangeError) for a bad count or room, and without a world.
   */
  chatBurst(count: number, channel?: string): Promise<number>;
  /**
   * Puts a transaction on a simulated chain as if sent from an outside wallet. To one of the sim's deposit
   * addresses it becomes a pending deposit, credited at the chain's confirmations. Refused (RangeError) for an
   * unknown chain, a currency not on that chain, an address not in the chain's format or a bad amount.
   */
  sendToAddress(transfer: SimTransfer): Promise<{ txid: string }>;
  /** The simulated explorer: the transactions to `address` on `chain`, newest first (what pickers poll). */
  explorerTransactions(chain: string, address: string): Promise<ExplorerTransaction[]>;
  /** Withdrawals waiting for the cashier (status 0 or 3), VIP first: the demo panel's moderation page. */
  pendingWithdrawals(): Promise<StaffWithdrawal[]>;
  /** Pays a pending withdrawal now (its payout is queued for the chain). Rejects when it is not pending. */
  approveWithdrawal(id: string): Promise<WithdrawHistoryEntry>;
  /** Declines a pending withdrawal (the reservation returns); QA's "declined withdrawal" on cue. */
  declineWithdrawal(id: string, reason?: string): Promise<WithdrawHistoryEntry>;
  /**
   * Switches a licence plugin for the whole world (kept in its database): `settings` turns it on with them,
   * null turns it off. Only plugins that may change at run time are accepted (FIXED_CURRENCY_PLUGIN with
   * settings `{ currency }`; SPORTSBOOK_PLUGIN and BANNER_MODAL_PLUGIN with `{}`); anything else is refused with
   * a RangeError. Resolves with the new licence and
   * tells the clients (PUBLIC_EVENTS.licence).
   */
  setLicencePlugin(plugin: string, settings: Record<string, unknown> | null): Promise<Licence>;
  /**
   * The emulated KYC provider's backend receives what the applicant submitted in its form (kyc-provider.html,
   * forwarded by the operator's page in sim mode): the player's verification becomes pending at once, through
   * the provider's webhook, and the verdict follows on the sim clock. Refused (RangeError) for an unknown form
   * or one already submitted.
   */
  kycProviderSubmit(submission: KycProviderSubmission): Promise<{ status: KycStatus }>;
  /**
   * The emulated bank's 3-D Secure code of a buy-crypto order waiting for it (what the bank would text the
   * card holder): the page shows it in sim mode. Null for an unknown order or one not waiting.
   */
  onrampChallengeCode(orderId: string): Promise<string | null>;
  /**
   * Where the world's players stand (ISO-2, what POST /api/checkJurisdiction answers): QA stands in a country
   * whose players some providers do not serve (US, GB, FR, AU), or back at the default with null. Kept in the
   * world's database; refused (RangeError) for a code that is not a country.
   */
  setJurisdiction(iso: string | null): Promise<{ iso: string }>;
  /**
   * The wallet callbacks the simulated game provider sent the operator and the operator's answers, newest
   * first (the emulator page, /debugger/emulator/slotegrator; the newest 500 are kept).
   */
  providerCallbacks(limit?: number): Promise<WalletCallbackLogEntry[]>;
  /**
   * Sends a logged callback again, as a provider retrying it would (`badSignature`: with a broken signature,
   * which the operator refuses). Answers the new log entry and the player's balance before and after it; a
   * replayed money callback moves nothing. Null for an id no longer in the log.
   */
  replayProviderCallback(
    id: number,
    options?: { badSignature?: boolean },
  ): Promise<WalletCallbackReplay | null>;
  /**
   * Plays one round of a third-party game through the provider's wallet callbacks (a bet, then a finishing
   * win), as its game client would: scripted scenarios and the emulator's checks. Refused (RangeError) for an
   * unknown game or currency, a bad amount, or real money for the guest; a wallet refusal (too little
   * balance) rejects with its code.
   */
  playProviderRound(round: ProviderQaRound): Promise<{ betId: string | null; balance: number }>;
  /**
   * Moves a futures market by `percent` (above -100) from the current tick on, for good in this world (kept
   * in its database): tests make a position bust or reach its take profit on cue. The market's wallet
   * currency, if it follows one, keeps its own price. Refused (RangeError) for an unknown market or a bad
   * percentage; answers the shock and the market's price after it.
   */
  marketShock(
    ticker: string,
    percent: number,
  ): Promise<{ ticker: string; at: number; percent: number; price: number }>;
  /**
   * A match of the sports world as it will stand at its final whistle (its winner and final score): scripted
   * scenarios and tests bet on a known outcome. A QA tool only: no route of the API reveals it. Refused
   * (RangeError) for an unknown match.
   */
  matchOutcome(matchId: string): Promise<Match>;
  /**
   * Plays real in-house bets (limbo at a low-risk target) for the player `login` through the normal play path
   * until `usd` dollars are wagered in `currency` (default usdt) or the balance runs out: QA drives VIP
   * progress, rakeback and the race. Answers what was wagered. Refused (RangeError) for an unknown player or
   * currency or an amount not above 0; a play refusal rejects with its code.
   */
  wagerFor(login: string, usd: number, currency?: string): Promise<WagerForAnswer>;
  /**
   * The number of the newest finished, paying bet of an in-house game in the public list whose server seed is
   * revealed (its player changed seeds since): a bet to open with '/bet N' and verify on /fairness. Null while
   * there is none among the game's newest 2,000. Refused (RangeError) for a game that is not an in-house one.
   */
  revealedWin(game: string): Promise<number | null>;
}

/** What control.wagerFor played: dollars wagered, bets, and the balance left in the currency. */
export interface WagerForAnswer {
  wageredUsd: number;
  bets: number;
  currency: string;
  balance: number;
}

export interface SimApi {
  request(req: SimRequest): Promise<SimResponse>;
  whisper(req: SimWhisperRequest): Promise<SimResponse>;
  /** Returns an unsubscribe function. */
  onBroadcast(listener: BroadcastListener): () => void;
  /** Pusher private-channel check: is `auth` the signature the sim issued for this socket and channel? */
  verifyChannelAuth(socketId: string, channelName: string, auth: string): Promise<boolean>;
  control: SimControlApi;
  /**
   * The simulated game provider's server, as its game client (the frame) calls it with its session token
   * (contract/provider). Answers the method's result, or the provider's error.
   */
  provider: SimProviderApi;
}

export interface SimProviderApi {
  call(session: string, method: string, params: unknown): Promise<ProviderCallAnswer>;
}

export type ProviderCallAnswer = { ok: true; result: unknown } | { ok: false; error: ProviderError };

/** Options the worker receives when it builds the sim. */
export interface SimBootOptions {
  seed: string;
  dbName: string;
  /** 1 = real time; N > 1 runs the sim clock N times faster. */
  clockRate?: number;
  /** The simulated crowd: on by default; false for none, or starting rates. */
  world?: boolean | Partial<WorldRates>;
  /**
   * A world whose clock stands at this time and moves only when advanced (a scenario being recorded or
   * replayed in the page: its driver moves it between calls, so every call runs at a known time). Such a world
   * keeps no clock across reloads and shares nothing with other tabs.
   */
  frozenAt?: number;
}
