/**
 * The realtime part of the API (platform.md §7 "Realtime", contract/realtime.ts and the domains' events): a
 * Pusher-protocol broadcaster with two apps, its channels and the events each carries. OpenAPI has no place
 * for a WebSocket API, so it sits under the document's top-level `x-realtime`. A payload refers to an answer
 * schema where the contract has one for the same shape; otherwise the description names its contract type.
 */
import type { RouteKey } from '@contract/routes';
import { DEPOSIT_EVENTS } from '@contract/deposits';
import { KYC_EVENTS } from '@contract/kyc';
import { ONRAMP_EVENTS } from '@contract/onramp';
import {
  MULTIPLAYER_EVENTS,
  PUBLIC_CHANNEL,
  PUBLIC_EVENTS,
  PUSHER,
  SIM_PUSHER,
  STAFF_EVENTS,
  USER_EVENTS,
} from '@contract/realtime';
import { SPORTS_CHANNEL, SPORTS_EVENTS } from '@contract/sports';
import { SUPPORT_STAFF_CHANNEL } from '@contract/support';
import { SIM_TRADING_PUSHER, TRADING_CHANNEL, TRADING_EVENTS } from '@contract/trading';
import { answerSchemaName } from './operations';

interface EventDoc {
  description: string;
  /** The route whose answer has this payload's shape; `item` when the payload is one element of it. */
  like?: { route: RouteKey; item?: boolean };
}

const payloadOf = ({ like }: EventDoc) =>
  like && {
    payload: { $ref: `#/components/schemas/${answerSchemaName(like.route)}${like.item ? '/items' : ''}` },
  };

const events = (docs: Record<string, EventDoc>) =>
  Object.fromEntries(
    Object.entries(docs).map(([name, doc]) => [name, { description: doc.description, ...payloadOf(doc) }]),
  );

const USER_CHANNEL_EVENTS: Record<string, EventDoc> = {
  [USER_EVENTS.whisperResponse]: { description: 'The answer of a game call sent over the socket.' },
  [USER_EVENTS.balanceModification]: { description: 'A balance changed (currency, real and demo).' },
  [USER_EVENTS.bonusBalanceTransferred]: {
    description:
      'BonusBalanceTransferred (promotions.ts): a bonus met its wager requirement and became real money.',
  },
  [USER_EVENTS.notification]: { description: 'Notification (models.ts): a reward or a level-up.' },
  [USER_EVENTS.supportMessage]: {
    description: "SupportMessageEvent (support.ts): a message in one of the player's support chats.",
  },
  [USER_EVENTS.tradingPosition]: {
    description: "One of the player's futures positions opened, ended or had its levels moved.",
    like: { route: 'POST /api/trading/open' },
  },
  [USER_EVENTS.sportBetQueue]: {
    description: "The queue accepted or rejected one of the player's sport bets.",
    like: { route: 'POST /api/sport/bet/queue' },
  },
  [USER_EVENTS.sportBet]: {
    description: "One of the player's sport bets was accepted or settled.",
    like: { route: 'POST /api/sport/bets', item: true },
  },
  [KYC_EVENTS.update]: { description: "KycUpdate (kyc.ts): the provider changed the player's verification." },
  [ONRAMP_EVENTS.orderUpdate]: {
    description: 'A buy-crypto order changed.',
    like: { route: 'POST /api/onramp/order/status' },
  },
  [DEPOSIT_EVENTS.depositUpdate]: {
    description: 'A deposit was seen on the chain, or credited.',
    like: { route: 'POST /api/wallet/history/deposits', item: true },
  },
};

const PUBLIC_CHANNEL_EVENTS: Record<string, EventDoc> = {
  [PUBLIC_EVENTS.chatMessage]: { description: 'ChatMessage (chat.ts): a message in a chat room.' },
  [PUBLIC_EVENTS.chatRemoveMessages]: { description: 'Moderators removed messages (their ids).' },
  [PUBLIC_EVENTS.chatNewQuiz]: { description: 'A quiz opened in a chat room.' },
  [PUBLIC_EVENTS.chatQuizAnswered]: { description: 'A quiz was answered, with the winner.' },
  [PUBLIC_EVENTS.liveGame]: { description: 'LiveGameEvent (feed.ts): a bet for the live feed.' },
  [PUBLIC_EVENTS.race]: { description: "RaceUpdate (feed.ts): the week's race standings." },
  [PUBLIC_EVENTS.onlineUsers]: { description: 'How many players are online.' },
  [PUBLIC_EVENTS.tradingWin]: {
    description: 'LatestWinItem of kind trade (feed.ts): a futures position ended in profit.',
  },
  [PUBLIC_EVENTS.prices]: {
    description: "Extension: PriceUpdate (prices.ts), the currencies' prices moved.",
  },
  [PUBLIC_EVENTS.licence]: {
    description: 'Extension: the licence changed; clients read POST /license again.',
  },
  [MULTIPLAYER_EVENTS.phase]: { description: "A live table's phase changed (provider/live.ts)." },
  [MULTIPLAYER_EVENTS.bet]: { description: 'A seat at a live table placed a bet (provider/live.ts).' },
  [MULTIPLAYER_EVENTS.settled]: { description: "A live table's round was settled (provider/live.ts)." },
};

export function realtimeSection() {
  return {
    protocol: 'Pusher Channels protocol 7 over WebSocket; pusher-js is the reference client.',
    apps: {
      events: {
        key: SIM_PUSHER.key,
        url: `ws://{host}:{port}/app/${SIM_PUSHER.key}?protocol=7`,
        activityTimeoutSeconds: SIM_PUSHER.activityTimeoutSeconds,
      },
      trading: {
        key: SIM_TRADING_PUSHER.key,
        url: `ws://{host}:{port}/app/${SIM_TRADING_PUSHER.key}?protocol=7`,
        activityTimeoutSeconds: SIM_TRADING_PUSHER.activityTimeoutSeconds,
      },
    },
    protocolEvents: Object.values(PUSHER),
    privateChannelAuth:
      'Private channels (private-*) are subscribed with an auth signature from POST /broadcasting/auth {socket_id, channel_name}, sent with the bearer token.',
    channels: {
      [PUBLIC_CHANNEL]: {
        app: 'events',
        private: false,
        description: 'Everyone hears it, guests included: chat, live feed, race, trading wins, live tables.',
        events: events(PUBLIC_CHANNEL_EVENTS),
      },
      'private-App.User.{userId}': {
        app: 'events',
        private: true,
        description: "One player's own channel: only that player is authorised to it.",
        events: events(USER_CHANNEL_EVENTS),
      },
      [SUPPORT_STAFF_CHANNEL]: {
        app: 'events',
        private: true,
        description: 'Support staff (permission manageTickets) only.',
        events: events({
          [STAFF_EVENTS.supportMessageAdmin]: {
            description: 'SupportMessageEvent (support.ts): a message in any support chat.',
          },
        }),
      },
      [SPORTS_CHANNEL]: {
        app: 'events',
        private: false,
        description: 'The sports world: every change of a match or market, the counts, the pools.',
        events: events({
          [SPORTS_EVENTS.tick]: {
            description: 'SportsTick (sports.ts): the matches and markets that changed.',
          },
          [SPORTS_EVENTS.counts]: {
            description: 'The live and total counts changed.',
            like: { route: 'POST /api/sport/categories' },
          },
          [SPORTS_EVENTS.pvpPool]: {
            description: 'A pool opened, was joined, locked or settled.',
            like: { route: 'POST /api/pvp/pool' },
          },
        }),
      },
      [TRADING_CHANNEL]: {
        app: 'trading',
        private: false,
        description: 'The trading server: every price tick and every public trade.',
        events: events({
          [TRADING_EVENTS.price]: { description: "PriceTick (trading.ts): a market's new price." },
          [TRADING_EVENTS.trade]: {
            description: 'A public trade opened, then again when it ended.',
            like: { route: 'POST /api/trading/trades', item: true },
          },
        }),
      },
    },
  };
}
