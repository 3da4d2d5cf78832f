/**
 * Tip and rain (platform.md §5 "Tip and rain", §9). From the real balance only; one transaction writes the tip
 * record, the sender's debit and every credit (ledger rows referencing the tip's id, reasons 'tip' and 'rain')
 * and the room's service notice, which is broadcast once it committed.
 *
 * - Tip {name, amount, currency, channel?}: to another player by name. Refused with 422 per field: an unknown
 *   currency; an unknown name or oneself ('Invalid username'); an amount that is not a number at the currency's
 *   precision, not above 0, below the currency's minimum (the minimum wager: 0.01 at 2 decimals, else one
 *   minor unit) or above the real balance ('Invalid amount').
 * - Rain {amount, currency, users, channel}: split evenly in minor units between the `users` (1 to 25) most
 *   recently active chatters of the room other than the sender (fewer when fewer chatted); the remainder of the
 *   division stays with the sender, so the debit is share x recipients. Each share must reach the minimum.
 */
import {
  CHAT_CHANNEL_PATTERN,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  MESSAGES,
  TIP_MESSAGES,
  fromMinor,
  minorToString,
  toMinor,
} from '@contract/index';
import { findCurrency, type CurrencyFixture, type SimContext } from '../../context';
import type { ChatTipRecord, UserRecord } from '../../services/db';
import { InsufficientFunds } from '../../services/ledger';
import { inSequence } from '../games/tx';
import { GUEST_USER_ID, minimumMinor } from '../games/settings';
import { fieldsError } from './errors';
import { findUserByName } from './profile';
import { addMessage, broadcastMessage, channelRange, newMessageRecord } from './store';
import { isRecord } from './validation';

export const TIP_REASON = 'tip';
export const RAIN_REASON = 'rain';
/** Where a tip's notice shows when the sender named no room. */
export const DEFAULT_TIP_CHANNEL = 'casino_en';
/** Message types that count as a player being active in a room (not notices or quizzes). */
const ACTIVE_TYPES = new Set(['message', 'sticker', 'game_link']);

const invalidAmount = () => fieldsError({ amount: TIP_MESSAGES.invalidAmount });
const invalidUsername = () => fieldsError({ name: TIP_MESSAGES.invalidUsername });

function parseCurrency(value: unknown): CurrencyFixture {
  const currency = findCurrency(value);
  if (!currency) throw fieldsError({ currency: MESSAGES.unknownCurrency });
  return currency;
}

/** A wire amount in minor units, above 0, or the 422 of 'Invalid amount'. */
function parseAmount(value: unknown, currency: CurrencyFixture): number {
  const minor =
    typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
      ? toMinor(value, currency.decimals)
      : null;
  if (minor === null || minor <= 0) throw invalidAmount();
  return minor;
}

const amountText = (minor: number, currency: CurrencyFixture) =>
  `${minorToString(minor, currency.decimals)} ${currency.id.toUpperCase()}`;

async function realBalance(ctx: SimContext, userId: string, currency: string): Promise<number> {
  return (await ctx.ledger.balance(userId, currency, 'real'))?.amount ?? 0;
}

/**
 * Tip and rain alike: in one transaction the record, the sender's debit of `record.amount`, a credit to each
 * recipient (rows referencing the record) and the chat notice; then the notice is broadcast. The ledger's
 * refusal of a negative balance is the amount's 422.
 */
async function settleTransfer(
  ctx: SimContext,
  record: ChatTipRecord,
  notice: ReturnType<typeof newMessageRecord>,
  reason: string,
): Promise<void> {
  const { db, ledger } = ctx;
  const change = { currency: record.currency, kind: 'real', reason, ref: record._id } as const;
  try {
    await ledger.transact([db.chatTips, db.chatMessages], (tx) =>
      db.chatTips
        .add(record)
        .then(() => tx.apply({ ...change, userId: record.fromUserId, delta: -record.amount }))
        .then(() =>
          inSequence(record.recipients, ({ userId, amount }) =>
            tx.apply({ ...change, userId, delta: amount }),
          ),
        )
        .then(() => addMessage(db, notice)),
    );
  } catch (error) {
    if (error instanceof InsufficientFunds) throw invalidAmount();
    throw error;
  }
  broadcastMessage(ctx, notice.message);
}

export interface TipInput {
  toName: string;
  amountMinor: number;
  currency: string;
  /** The room of the notice; casino_en when none (or no valid one) is named. */
  channel?: string | null;
}

/** A tip in minor units (what the route and the simulated crowd both use); throws the HttpError of a refusal. */
export async function tip(ctx: SimContext, sender: UserRecord, input: TipInput): Promise<ChatTipRecord> {
  const currency = parseCurrency(input.currency);
  const receiver = await findUserByName(ctx, input.toName);
  if (!receiver || receiver._id === sender._id || receiver._id === GUEST_USER_ID) throw invalidUsername();
  const amount = input.amountMinor;
  if (!Number.isSafeInteger(amount) || amount < minimumMinor(currency)) throw invalidAmount();
  if (amount > (await realBalance(ctx, sender._id, currency.id))) throw invalidAmount();

  const channel =
    input.channel && CHAT_CHANNEL_PATTERN.test(input.channel) ? input.channel : DEFAULT_TIP_CHANNEL;
  const record: ChatTipRecord = {
    _id: ctx.newId(),
    kind: 'tip',
    fromUserId: sender._id,
    currency: currency.id,
    amount,
    recipients: [{ userId: receiver._id, amount }],
    channel,
    createdAt: ctx.clock.now(),
  };
  const notice = newMessageRecord(ctx, {
    type: 'service',
    channel,
    user: null,
    data: {
      text: `${sender.name} tipped ${receiver.name} ${amountText(amount, currency)}`,
      users: [
        { _id: sender._id, name: sender.name },
        { _id: receiver._id, name: receiver.name },
      ],
      amount: fromMinor(amount, currency.decimals),
      currency: currency.id,
    },
  });
  await settleTransfer(ctx, record, notice, TIP_REASON);
  return record;
}

/** POST /api/user/tip. */
export async function tipRoute(ctx: SimContext, sender: UserRecord, body: unknown): Promise<{ ok: true }> {
  const { name, amount, currency: currencyId, channel } = isRecord(body) ? body : {};
  const currency = parseCurrency(currencyId);
  if (typeof name !== 'string' || name.trim() === '') throw invalidUsername();
  await tip(ctx, sender, {
    toName: name,
    amountMinor: parseAmount(amount, currency),
    currency: currency.id,
    channel: typeof channel === 'string' ? channel : null,
  });
  return { ok: true };
}

/** The `count` most recently active chatters of a room, newest first, other than `exceptId`. */
export async function recentChatters(
  ctx: SimContext,
  channel: string,
  count: number,
  exceptId: string,
): Promise<UserRecord[]> {
  const ids: string[] = [];
  const seen = new Set<string>([exceptId, GUEST_USER_ID]);
  const rows = await channelRange(ctx.db, channel).reverse().toArray();
  for (const row of rows) {
    if (ids.length >= count) break;
    if (!row.userId || seen.has(row.userId) || !ACTIVE_TYPES.has(row.message.type)) continue;
    seen.add(row.userId);
    ids.push(row.userId);
  }
  const users = await ctx.db.users.bulkGet(ids);
  return users.filter((user): user is UserRecord => user !== undefined);
}

/** POST /api/user/rain. */
export async function rain(
  ctx: SimContext,
  sender: UserRecord,
  body: unknown,
): Promise<{ users: { _id: string; name: string }[] }> {
  const { amount, currency: currencyId, users, channel } = isRecord(body) ? body : {};
  if (typeof channel !== 'string' || !CHAT_CHANNEL_PATTERN.test(channel))
    throw fieldsError({ channel: CHAT_MESSAGES.unknownChannel });
  if (typeof users !== 'number' || !Number.isInteger(users) || users < 1)
    throw fieldsError({ users: TIP_MESSAGES.tooFewUsers });
  if (users > CHAT_LIMITS.rainMaxUsers) throw fieldsError({ users: TIP_MESSAGES.tooManyUsers });
  const currency = parseCurrency(currencyId);
  const total = parseAmount(amount, currency);
  if (total > (await realBalance(ctx, sender._id, currency.id))) throw invalidAmount();

  const recipients = await recentChatters(ctx, channel, users, sender._id);
  if (recipients.length === 0) throw fieldsError({ users: TIP_MESSAGES.noRecipients });
  const share = Math.floor(total / recipients.length);
  if (share < minimumMinor(currency)) throw invalidAmount();
  const debit = share * recipients.length;

  const named = recipients.map((user) => ({ _id: user._id, name: user.name }));
  const record: ChatTipRecord = {
    _id: ctx.newId(),
    kind: 'rain',
    fromUserId: sender._id,
    currency: currency.id,
    amount: debit,
    recipients: recipients.map((user) => ({ userId: user._id, amount: share })),
    channel,
    createdAt: ctx.clock.now(),
  };
  const people = recipients.length === 1 ? '1 player' : `${recipients.length} players`;
  const notice = newMessageRecord(ctx, {
    type: 'service',
    channel,
    user: null,
    data: {
      text:
        `${sender.name} made it rain ${amountText(debit, currency)} on ${people} ` +
        `(${amountText(share, currency)} each): ${named.map((user) => user.name).join(', ')}`,
      users: named,
      amount: fromMinor(debit, currency.decimals),
      currency: currency.id,
    },
  });
  await settleTransfer(ctx, record, notice, RAIN_REASON);
  return { users: named };
}
