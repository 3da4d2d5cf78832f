/** The document's introduction: the wire conventions a client of any language needs (ARCHITECTURE.md). */
import { CODES } from '@contract/errors';
import { SIM_PUSHER } from '@contract/realtime';
import { SIM_TRADING_PUSHER } from '@contract/trading';

export const API_DESCRIPTION = `The HTTP and realtime API of the casino platform, as the simulated backend serves it (\`npm run serve\`). Generated from the contract (src/contract): its routes, the zod schemas its bodies are validated with, the schemas its answers are checked with, and its error catalogues.

## Wire conventions
- **Success**: HTTP 200 and a JSON body.
- **Failure**: a non-2xx status and the error envelope \`{code, message, errors?}\`. Validation problems answer 422 with \`errors\` per field carrying the spec's texts. The schemas show the shapes and limits; the server checks more than a JSON Schema can say (card numbers, rates, balances), answering with the codes each call lists.
- **Sign-in**: the sign-in answers carry \`user.token\`; send it as \`Authorization: Bearer\`. No token or a bad one: 401. An expired session: 419. A session waiting for its two-factor code: 403 with code ${CODES.twoFactorRequired} on every call but POST /api/user/2fa_validate and GET /auth/logout. Calls marked \`x-public\` take no token (a token, when sent, tells them who calls).
- **CSRF (Sanctum SPA flow)**: \`GET /sanctum/csrf-cookie\` sets the \`XSRF-TOKEN\` cookie; every state-changing call carries its value in \`X-XSRF-TOKEN\`, otherwise 419.
- **Amounts** are decimal numbers at the currency's precision.
- **Time**: every answer carries the server's time in the \`Date\` header (and \`X-Server-Time\` in ms).
- **Extensions**: calls the spec does not name are tagged Extensions and marked \`x-extension: true\` with the feature they serve.

## Game calls
\`POST /api/whisper {event, data}\` carries the in-house games (Play, Turn, Finish, RestoreData, GameData, Info) and the chat's and support's sends; its answers and codes are listed on it.

## Realtime
A Pusher protocol 7 WebSocket on the same host: the events app at \`/app/${SIM_PUSHER.key}\` and the trading app at \`/app/${SIM_TRADING_PUSHER.key}\`. Private channels are authorised by \`POST /broadcasting/auth\`. The channels, their events and payloads are under \`x-realtime\` in this document.`;
