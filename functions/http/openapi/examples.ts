/**
 * An example for every operation of openapi.yaml, by the route's name (routes.ts): its request
 * body and its success answer. Game views, events and moves come from sample games played by
 * the domain (samples.ts); the rest is written out. Linters check each against its schema, and
 * the generator refuses a route without one.
 */
import { etagOf } from '../game-reply.ts';
import { Problem, type ProblemCode } from '../problem.ts';
import { addBot, leave, resign } from '../../../domain/platform/index.ts';
import { shown } from '../../ratings/shown.ts';
import { firstRating, rateGame } from '../../ratings/skill.ts';
import { ANN, APP_ID, BOB, continued, eventsFor, sampleGame, SAMPLE_TIME, viewFor } from './samples.ts';

/** One example, or several by name (a game view of each game). */
export type Example = { value: unknown } | { named: Record<string, { summary: string; value: unknown }> };

export interface OperationExample {
  request?: Example;
  response?: Example;
}

const one = (value: unknown): Example => ({ value });
const at = (seconds: number) => new Date(SAMPLE_TIME + seconds * 1000).toISOString();

const quicks = sampleGame('quicks', [{ by: ANN.playerId, command: { type: 'throw' } }]);
const diceKings = sampleGame('dice-kings', [{ by: ANN.playerId, command: { type: 'roll' } }]);
const rummiduck = sampleGame('rummiduck');
const lobby = sampleGame('quicks', [], { start: false });

const left = continued(lobby, (state, now) => leave(state, BOB.playerId, now));
const resigned = continued(diceKings, (state, now) => resign(state, BOB.playerId, now));
const BOT = 'b_4e6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e';
const withBot = continued(sampleGame('dice-kings', [], { start: false }), (state, now) => addBot(state, ANN.playerId, BOT, 'strong', now));
const myGame = (() => {
  const { gameId, game, status, version, players, turn, result } = viewFor(diceKings, ANN.playerId);
  return { gameId, game, status, version, players, turn, yourMove: true, result, updatedAt: at(3) };
})();

const STAKED = 'g_7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a';

/** A quick-match ticket of Ann's for a Quicks table of two, with the default config. */
const ticket = {
  ticketId: 't_5c1e9a3b7d2f4e6a8c0b1d3f5a7e9c2b',
  game: 'quicks',
  config: quicks.state.config,
  players: 2,
  bots: true,
  status: 'searching',
  createdAt: at(0),
};

const views = {
  named: {
    quicks: { summary: 'Quicks, step white: everyone with a row for the white sum decides', value: viewFor(quicks, ANN.playerId) },
    diceKings: { summary: "Dice Kings, after the turn's first roll", value: viewFor(diceKings, ANN.playerId) },
    rummiduck: { summary: 'Rummiduck, as Ann sees it: her own rack only', value: viewFor(rummiduck, ANN.playerId) },
  },
};

// Ratings as the library computes them: Ann won a first game against Bob, then more.
const firstWin = rateGame([firstRating(), firstRating()], [1, 2]);
const annRating = shown({ mu: 29.112, sigma: 6.204 });
const bobRating = shown({ mu: 24.327, sigma: 6.551 });

const token = 'oct_Zm9yIGV4YW1wbGUgb25seTogbm90IGEgcmVhbCB0b2tlbiBhdCBhbGw';
const webhook = {
  id: 'wh_2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b',
  url: 'https://example.com/hooks/organized-chaos',
  events: ['turn.started', 'game.ended'],
  createdAt: at(0),
};

const app = {
  appId: APP_ID,
  name: 'Dice Kings Mobile',
  publishableKey: 'ocpk_Xq3vN8dLr1Tz6Wb0Kc4Yh7Jm2Gs5Fa9Pe3Uo1Ri8Cw6',
  createdAt: at(0),
};

/** Ann's ledger, newest first: her grant, a Dice Kings game won, and a stake in a game still going. */
const ledger = [
  { entryId: `stake-${STAKED}`, at: at(900), kind: 'stake', amount: -50, balance: 1000, gameId: STAKED },
  { entryId: `share-${diceKings.state.gameId}`, at: at(600), kind: 'share', amount: 100, balance: 1050, gameId: diceKings.state.gameId },
  { entryId: `stake-${diceKings.state.gameId}`, at: at(1), kind: 'stake', amount: -50, balance: 950, gameId: diceKings.state.gameId },
  { entryId: 'grant', at: at(0), kind: 'grant', amount: 1000, balance: 1000 },
];
/** Ann's phone, as GET /players/me/devices shows it: never its token. */
const device = { deviceId: 'anns-iphone', platform: 'apns', locale: 'de-AT', events: ['turn', 'reminder'], createdAt: at(0) };

export const operationExamples: Record<string, OperationExample> = {
  health: { response: one({ status: 'ok' }) },
  'players-create': { request: one({ name: 'Ann' }), response: one({ ...ANN, token }) },
  'players-me': { response: one({ ...ANN, appId: null }) },
  'players-rename': { request: one({ name: 'Annie' }), response: one({ ...ANN, name: 'Annie' }) },
  'players-token': { response: one({ playerId: ANN.playerId, token }) },
  'players-delete': {},
  'apps-players-put': {
    request: one({ name: 'Ann' }),
    response: one({ ...ANN, externalId: 'user-8841', appId: APP_ID, token }),
  },
  'players-games': { response: one({ games: [myGame], nextCursor: null }) },
  'players-chips': { response: one({ balance: 1000, inPlay: 50 }) },
  'players-ledger': { response: one({ entries: ledger, nextCursor: null }) },
  'players-export': {
    response: one({
      player: { ...ANN, createdAt: at(0), appId: null },
      games: [
        { gameId: STAKED, game: 'quicks', status: 'playing', seat: 1, createdAt: at(880), endedAt: null },
        { gameId: lobby.state.gameId, game: 'quicks', status: 'lobby', seat: null, createdAt: at(700), endedAt: null },
        { gameId: diceKings.state.gameId, game: 'dice-kings', status: 'ended', seat: 0, createdAt: at(0), endedAt: at(600) },
      ],
      chips: { balance: 1000, inPlay: 50 },
      ledger,
      ratings: { quicks: null, 'dice-kings': annRating, 'dice-kings-3': null, rummiduck: null },
      webhooks: [webhook],
      devices: [{ deviceId: 'pixel-8', platform: 'fcm', locale: 'en-GB', createdAt: at(30) }],
      apps: [{ appId: app.appId, name: app.name, createdAt: app.createdAt }],
      tickets: [{ ...ticket, config: { ...ticket.config, Stake: 50 }, bots: false, status: 'matched', createdAt: at(870), gameId: STAKED }],
    }),
  },
  'games-leave': { response: one(viewFor(left, BOB.playerId)) },
  'games-resign': { response: one(viewFor(resigned, BOB.playerId)) },
  'games-bots': { request: one({ level: 'strong' }), response: one(viewFor(withBot, ANN.playerId)) },
  'games-hint': { response: one({ version: 4, move: { type: 'roll' }, expectedScore: 254.5896 }) },
  'games-analysis': {
    response: one({
      gameId: diceKings.state.gameId,
      game: 'dice-kings',
      players: {
        [ANN.playerId]: {
          engine: 'exact',
          decisions: 36,
          agreed: 34,
          expectedLoss: 44.53,
          mistakes: [
            { version: 7, played: { type: 'roll', keep: [] }, best: { type: 'roll', keep: [0, 1, 2, 3] }, loss: 32.36 },
            { version: 5, played: { type: 'score', box: 'chance' }, best: { type: 'roll', keep: [1, 2, 3, 4] }, loss: 12.17 },
          ],
        },
        [BOB.playerId]: { engine: 'exact', decisions: 31, agreed: 31, expectedLoss: 0, mistakes: [] },
      },
    }),
  },
  'games-rematch': { response: one(viewFor(sampleGame('dice-kings', [], { start: false }), ANN.playerId)) },
  'games-create': {
    request: {
      named: {
        quicks: { summary: 'Quicks with its defaults', value: { game: 'quicks' } },
        diceKings: {
          summary: 'Dice Kings with three columns and a 90 s turn',
          value: { game: 'dice-kings', config: { Columns: 3, TurnTime: 90 } },
        },
      },
    },
    response: one(viewFor(sampleGame('quicks', [], { start: false }), ANN.playerId)),
  },
  'games-list': {
    response: one({
      games: [{ gameId: lobby.state.gameId, game: 'quicks', players: 2, seats: 5, createdAt: at(0), creator: ANN.playerId }],
      nextCursor: null,
    }),
  },
  'games-get': { response: views },
  'games-join': { response: one(viewFor(lobby, BOB.playerId)) },
  'games-start': { response: one(viewFor(sampleGame('dice-kings'), ANN.playerId)) },
  'games-events': { response: one({ events: eventsFor(diceKings, null), nextAfter: null }) },
  'games-commands': {
    request: {
      named: {
        quicksCross: { summary: 'Quicks: cross the white sum in red', value: { type: 'cross', row: 'red' } },
        diceKingsRoll: {
          summary: 'Dice Kings: keep three dice and roll the others, at version 4 only',
          value: { type: 'roll', keep: [0, 1, 4], expectedVersion: 4 },
        },
        rummiduckPlay: {
          summary: 'Rummiduck: the whole table after the move',
          value: { type: 'play', table: [['black-1-a', 'black-2-a', 'black-3-a']] },
        },
      },
    },
    response: one({ version: diceKings.state.version, game: viewFor(diceKings, ANN.playerId) }),
  },
  'games-legal-moves': {
    response: one({
      version: diceKings.state.version,
      moves: diceKings.state.rules.legalMoves(diceKings.state.rulesState, ANN.playerId).slice(0, 4),
    }),
  },
  'games-rig': {
    request: one({
      dice: [
        [6, 6, 2, 3, 6],
        [6, 6],
      ],
    }),
  },
  'test-clock': {
    request: one({ advanceSeconds: 600 }),
    response: one({ now: '2026-12-06T12:10:00.000Z' }),
  },
  'leaderboards-get': {
    response: one({
      board: 'dice-kings',
      entries: [
        { rank: 1, playerId: ANN.playerId, name: 'Ann', bestScore: 312, wins: 4, games: 6, rating: annRating },
        { rank: 2, playerId: BOB.playerId, name: 'Bob', bestScore: 287, wins: 2, games: 6, rating: bobRating },
      ],
      nextCursor: null,
    }),
  },
  'players-get': {
    response: one({
      ...ANN,
      boards: {
        quicks: { rating: null, games: 0, wins: 0, bestScore: null },
        'dice-kings': { rating: annRating, games: 6, wins: 4, bestScore: 312 },
        'dice-kings-3': { rating: null, games: 0, wins: 0, bestScore: null },
        rummiduck: { rating: null, games: 0, wins: 0, bestScore: null },
      },
    }),
  },
  'games-ratings': {
    response: one({
      board: 'quicks',
      changes: {
        [ANN.playerId]: { before: shown(firstRating()), after: shown(firstWin[0]!) },
        [BOB.playerId]: { before: shown(firstRating()), after: shown(firstWin[1]!) },
      },
    }),
  },
  'webhooks-create': {
    request: one({ url: webhook.url, events: webhook.events }),
    response: one({ ...webhook, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }),
  },
  'webhooks-list': { response: one({ webhooks: [{ ...webhook, enabled: true, disabledReason: null }] }) },
  'matchmaking-create': { request: one({ game: 'quicks', players: 2, bots: true }), response: one(ticket) },
  'matchmaking-get': { response: one({ ...ticket, status: 'matched', gameId: STAKED }) },
  'matchmaking-cancel': { response: one({ ...ticket, status: 'cancelled' }) },
  'webhooks-delete': {},
  'apps-create': {
    request: one({ name: app.name }),
    response: one({ ...app, secretKey: 'ocsk_Lm4pR7tW0yB3eH6kN9qS2vZ5cF8iJ1oU4xA7dG0gT3n' }),
  },
  'apps-list': { response: one({ apps: [{ ...app, players: 1204, push: { apns: false, fcm: false, expo: false } }] }) },
  'apps-get': { response: one({ ...app, players: 1204, push: { apns: false, fcm: false, expo: false } }) },
  'apps-secret': {
    response: one({ appId: app.appId, secretKey: 'ocsk_Qw8eR5tY2uI9oP6aS3dF0gH7jK4lZ1xC8vB5nM2qW9e', previousValidUntil: at(86_400) }),
  },
  'apps-delete': {},
  'apps-players-delete': {},
  'devices-put': {
    request: {
      named: {
        webpush: {
          summary: "A browser: its PushSubscription's JSON",
          value: {
            platform: 'webpush',
            subscription: {
              endpoint:
                'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bHqjZxM0VImWWqDRN7U0a3AycjUf4O-byuxb_wJsKRaKvV_iKw56s16ekq6FUqoCF7k2nqOg6',
              expirationTime: null,
              keys: {
                p256dh: 'BIPUL12DLfytvTajnryr2PRdAgXS3HGKiLqndGcJGabyhHheJYlNGCeXl1dn18gSJ1WAkAPIxr4gK0_dQds4yiI',
                auth: 'FPssNDTKnInHVndSTdbKFw',
              },
            },
            locale: 'de-AT',
          },
        },
        apns: {
          summary: 'An iPhone: the device token APNs gave the app',
          value: {
            platform: 'apns',
            token: 'a3f1c9e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8',
            events: ['turn', 'reminder'],
          },
        },
      },
    },
    response: one(device),
  },
  'devices-list': { response: one({ devices: [device] }) },
  'devices-delete': {},
  'apps-push-put': {
    request: {
      named: {
        apns: {
          summary: 'APNs: an authentication key (.p8)',
          value: {
            teamId: 'A1B2C3D4E5',
            keyId: 'K9L8M7N6P5',
            privateKey: '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg…\n-----END PRIVATE KEY-----\n',
            bundleId: 'com.example.dicekings',
            sandbox: false,
          },
        },
        fcm: {
          summary: "FCM: the service account's JSON key file",
          value: {
            serviceAccount: {
              type: 'service_account',
              project_id: 'dice-kings-mobile',
              client_email: 'push@dice-kings-mobile.iam.gserviceaccount.com',
              private_key: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ…\n-----END PRIVATE KEY-----\n',
              token_uri: 'https://oauth2.googleapis.com/token',
            },
          },
        },
        expo: {
          summary: 'Expo: an access token (enhanced push security)',
          value: { accessToken: 'Xq3vN8dLr1Tz6Wb0Kc4Yh7Jm2Gs5Fa9Pe3Uo1Ri8Cw6' },
        },
      },
    },
    response: one({ platform: 'apns', configured: true }),
  },
  'apps-push-delete': {},
  'push-webpush': {
    response: one({ publicKey: 'BL5ky_A7jq_cs3CE2vGRmEVMYWS5YtYgQNp_jBMSl81so2kQ0lJ_jTlNAjr4fArCDF_XfBLZSz9a6N22A0NJ4dM' }),
  },
  'webhooks-ping': { response: one({ eventId: 'msg_8Hq2Lr5Tz0Wc3Xv6Bn9Mk1Jd4Gf7Sa0Pq' }) },
  'webhooks-secret': {
    response: one({ id: webhook.id, secret: 'whsec_Zb3nQe7Vt1Xk9Lp2Rm6Sy0Hc4Jw8Fd5Ga', previousSecretExpiresAt: at(86_400) }),
  },
  'webhooks-deliveries': {
    response: one({
      deliveries: [
        {
          eventId: 'msg_3PzQ1c5xv2b7n9m0k4j6h8g2f1d3s5a7',
          type: 'turn.started',
          attempt: 2,
          statusCode: 200,
          error: null,
          at: at(7),
          nextRetryAt: null,
          outcome: 'delivered',
        },
        {
          eventId: 'msg_3PzQ1c5xv2b7n9m0k4j6h8g2f1d3s5a7',
          type: 'turn.started',
          attempt: 1,
          statusCode: 503,
          error: 'the receiver answered 503',
          at: at(2),
          nextRetryAt: at(7),
          outcome: 'retrying',
        },
      ],
      nextCursor: null,
    }),
  },
};

/** The ETag the sample views answer with. */
export const sampleEtag = etagOf(diceKings.state, ANN.playerId);

/** A problem as the server answers it, with a detail of the kind a person gets. */
export function problemExample(code: ProblemCode, status?: number): unknown {
  return new Problem(code, problemDetails[code], status).bodyFor('Jd9JshG7oAMEVxQ=');
}

const problemDetails: Record<ProblemCode, string> = {
  'invalid-request': 'The body is not valid: name: Too small: expected string to have >=1 characters.',
  'invalid-config': 'The config is not valid: LockAt: Too big: expected number to be <=10.',
  'invalid-command': 'The quicks command is not valid: row: Invalid option: expected one of "red"|"yellow"|"green"|"blue".',
  unauthenticated: 'Send your token as `Authorization: Bearer <token>`.',
  'not-creator': 'Only the player in seat 0, who created the game, may start it.',
  'not-seated': 'You are not seated in this game.',
  'game-not-found': 'No game has the id g_00000000000000000000000000000000.',
  'board-not-found': 'There is no board "chess"; the boards are quicks, dice-kings, dice-kings-3, rummiduck.',
  'player-not-found': 'No player has the id p_00000000000000000000000000000000 (bots have no profile).',
  'not-rated-yet': 'Game g_00000000000000000000000000000000 has ended, but its ratings are not applied yet; ask again in a second or two.',
  'webhook-not-found': 'You have no webhook with this id; GET /webhooks lists yours.',
  'app-not-found': 'You have no app with this id; GET /apps lists yours.',
  'ticket-not-found': 'You have no quick-match ticket with this id; POST /matchmaking makes one.',
  'device-not-found': 'You have no device of this name; GET /players/me/devices lists yours.',
  'push-not-configured': 'Your app has no apns credentials: its owner sets them with PUT /apps/{appId}/push/apns.',
  'invalid-push-endpoint': 'The host 10.0.0.1 resolves to 10.0.0.1, a private address; push messages are only sent to public addresses.',
  'already-searching':
    'You have a quick-match ticket still searching (t_5c1e9a3b7d2f4e6a8c0b1d3f5a7e9c2b): wait for it, or DELETE it first.',
  'already-matched': 'This ticket is matched already: its game is g_7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a, started, with you seated.',
  'route-not-found': 'This API has no GET /nope; openapi.yaml lists every route.',
  'game-full': 'This game is full: quicks seats at most 5 players.',
  'already-started': 'This game has already started; nobody can join it now.',
  'not-enough-players': 'quicks needs at least 2 players; 1 seated so far.',
  'not-your-turn': `It is ${BOB.playerId}'s turn: "the player whose turn it is throws all six dice".`,
  'wrong-step': 'The dice have not been thrown yet: "the player whose turn it is throws all six dice" first.',
  'game-over': 'This game is over.',
  'insufficient-chips': 'The stake is 500 chips and Bob has 320: every seated player needs the stake to start.',
  'stakes-no-bots': 'This game is played for a stake of 500 chips; no bot can be seated in it.',
  'hints-off': 'Hints are only given where you are the only seated player who is not a bot.',
  'not-ended': 'This game is still being played: its analysis is there once it has ended.',
  'not-started': 'This game has not started yet; seat 0 starts it.',
  'version-conflict': 'The game is at version 5, not 4.',
  'token-claimed':
    'This Idempotency-Key created a player whose token has since been used; a key is never a way into an account in use. Use a new key to create another player.',
  'illegal-move': 'Red 4 is left of a number already crossed in red: "numbers are crossed from left to right".',
  'idempotency-key-reused':
    'This Idempotency-Key was already used for a different request (another path or body); use a new key for a new request.',
  'invalid-webhook-url': 'The URL must be https and resolve to a public address.',
  'rate-limited': "This request is past the app's request budget of 50 a second (100 at once); nothing was done. Try again in 1 s.",
  'internal-error': 'The server failed to handle this request; nothing was applied. Try again.',
  unavailable:
    'The service cannot serve this request just now; nothing you sent was wrong. Try again in a moment (with the same Idempotency-Key, a retry is safe).',
};
