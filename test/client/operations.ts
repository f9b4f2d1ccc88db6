/** Every SDK method with the request docs/contract.md says it makes (the requests tests send each; the coverage test checks openapi.yaml has no other). */
import { expect } from 'vitest';
import type { AppClient, Client } from '../../client/src/index.ts';

export type Call = [name: string, (api: Client) => Promise<unknown>, method: string, path: string, body?: unknown];
export type AppCall = [name: string, (app: AppClient) => Promise<unknown>, method: string, path: string, body?: unknown];

export const operations: Call[] = [
  ['health', (api) => api.health(), 'GET', '/health'],
  ['createPlayer', (api) => api.createPlayer('Ann'), 'POST', '/players', { name: 'Ann' }],
  ['getMe', (api) => api.getMe(), 'GET', '/players/me'],
  ['renameMe', (api) => api.renameMe('Anna'), 'PATCH', '/players/me', { name: 'Anna' }],
  ['rotateToken', (api) => api.rotateToken(), 'POST', '/players/me/token'],
  ['signInAppPlayer', (api) => api.signInAppPlayer('app_1', 'user:8841', 'Ann'), 'PUT', '/apps/app_1/players/user%3A8841', { name: 'Ann' }],
  [
    'listMyGames',
    (api) => api.listMyGames({ status: ['lobby', 'playing'], limit: 5, cursor: 'c' }),
    'GET',
    '/players/me/games?status=lobby%2Cplaying&limit=5&cursor=c',
  ],
  ['getChips', (api) => api.getChips(), 'GET', '/players/me/chips'],
  ['listLedger', (api) => api.listLedger({ limit: 10, cursor: 'c' }), 'GET', '/players/me/ledger?limit=10&cursor=c'],
  [
    'createGame',
    (api) => api.createGame('quicks', { config: { LockAt: 4 } }),
    'POST',
    '/games',
    { game: 'quicks', config: { LockAt: 4 }, clientSeed: expect.any(String) },
  ],
  ['listLobbies', (api) => api.listLobbies({ game: 'quicks', limit: 3 }), 'GET', '/games?status=lobby&game=quicks&limit=3'],
  ['getGame', (api) => api.getGame('g/1'), 'GET', '/games/g%2F1'],
  ['joinGame', (api) => api.joinGame('g_1'), 'POST', '/games/g_1/join', { clientSeed: expect.any(String) }],
  ['startGame', (api) => api.startGame('g_1'), 'POST', '/games/g_1/start'],
  ['listEvents', (api) => api.listEvents('g_1', { after: 7, limit: 50 }), 'GET', '/games/g_1/events?after=7&limit=50'],
  [
    'sendCommand',
    (api) => api.sendCommand('g_1', { type: 'roll', keep: [0, 2], expectedVersion: 9 }),
    'POST',
    '/games/g_1/commands',
    { type: 'roll', keep: [0, 2], expectedVersion: 9 },
  ],
  ['getLegalMoves', (api) => api.getLegalMoves('g_1'), 'GET', '/games/g_1/legal-moves'],
  ['leaveGame', (api) => api.leaveGame('g_1'), 'POST', '/games/g_1/leave'],
  ['resignGame', (api) => api.resignGame('g_1'), 'POST', '/games/g_1/resign'],
  ['rematch', (api) => api.rematch('g_1'), 'POST', '/games/g_1/rematch'],
  ['addBot', (api) => api.addBot('g_1', 'easy'), 'POST', '/games/g_1/bots', { level: 'easy' }],
  ['getHint', (api) => api.getHint('g_1'), 'GET', '/games/g_1/hint'],
  ['getAnalysis', (api) => api.getAnalysis('g_1'), 'GET', '/games/g_1/analysis'],
  ['getGameRatings', (api) => api.getGameRatings('g_1'), 'GET', '/games/g_1/ratings'],
  ['getProfile', (api) => api.getProfile('p_1'), 'GET', '/players/p_1'],
  ['rigGame', (api) => api.rigGame('g_1', { dice: [[6, 6, 6, 6, 6]] }), 'POST', '/games/g_1/test/rig', { dice: [[6, 6, 6, 6, 6]] }],
  ['advanceClock', (api) => api.advanceClock(60), 'POST', '/test/clock', { advanceSeconds: 60 }],
  ['getLeaderboard', (api) => api.getLeaderboard('dice-kings-3', { limit: 10 }), 'GET', '/leaderboards/dice-kings-3?limit=10'],
  [
    'createWebhook',
    (api) => api.createWebhook({ url: 'https://example.com/hook', events: ['*'] }),
    'POST',
    '/webhooks',
    { url: 'https://example.com/hook', events: ['*'] },
  ],
  ['listWebhooks', (api) => api.listWebhooks(), 'GET', '/webhooks'],
  ['deleteWebhook', (api) => api.deleteWebhook('w_1'), 'DELETE', '/webhooks/w_1'],
  ['listDeliveries', (api) => api.listDeliveries('w_1', { cursor: 'x' }), 'GET', '/webhooks/w_1/deliveries?cursor=x'],
  ['pingWebhook', (api) => api.pingWebhook('w_1'), 'POST', '/webhooks/w_1/ping'],
  ['rotateWebhookSecret', (api) => api.rotateWebhookSecret('w_1'), 'POST', '/webhooks/w_1/secret'],
  ['createApp', (api) => api.createApp('Dice Kings Mobile'), 'POST', '/apps', { name: 'Dice Kings Mobile' }],
  ['listApps', (api) => api.listApps(), 'GET', '/apps'],
  ['getApp', (api) => api.getApp('app_1'), 'GET', '/apps/app_1'],
  ['rotateAppSecret', (api) => api.rotateAppSecret('app_1'), 'POST', '/apps/app_1/secret'],
  ['deleteApp', (api) => api.deleteApp('app_1'), 'DELETE', '/apps/app_1'],
  [
    'askForMatch',
    (api) => api.askForMatch({ game: 'quicks', players: 3, bots: true }),
    'POST',
    '/matchmaking',
    { game: 'quicks', players: 3, bots: true },
  ],
  ['getTicket', (api) => api.getTicket('t_1'), 'GET', '/matchmaking/t_1'],
  ['cancelTicket', (api) => api.cancelTicket('t_1'), 'DELETE', '/matchmaking/t_1'],
];

/** AppClient's methods, made with the app's secret key, for the app `app_1`. */
export const appOperations: AppCall[] = [
  ['signInPlayer', (app) => app.signInPlayer('user:8841', 'Ann'), 'PUT', '/apps/app_1/players/user%3A8841', { name: 'Ann' }],
  ['signInPlayer, found', (app) => app.signInPlayer('user/8841'), 'PUT', '/apps/app_1/players/user%2F8841', {}],
  ['erasePlayer', (app) => app.erasePlayer('user:8841'), 'DELETE', '/apps/app_1/players/user%3A8841'],
  [
    'createWebhook',
    (app) => app.createWebhook({ url: 'https://example.com/hook', events: ['game.ended'] }),
    'POST',
    '/webhooks',
    { url: 'https://example.com/hook', events: ['game.ended'] },
  ],
  ['listWebhooks', (app) => app.listWebhooks(), 'GET', '/webhooks'],
  ['deleteWebhook', (app) => app.deleteWebhook('w_1'), 'DELETE', '/webhooks/w_1'],
  ['listDeliveries', (app) => app.listDeliveries('w_1', { limit: 5 }), 'GET', '/webhooks/w_1/deliveries?limit=5'],
  ['pingWebhook', (app) => app.pingWebhook('w_1'), 'POST', '/webhooks/w_1/ping'],
  ['rotateWebhookSecret', (app) => app.rotateWebhookSecret('w_1'), 'POST', '/webhooks/w_1/secret'],
];
