/** Every SDK method with the request docs/contract.md says it makes (the requests test sends each; the coverage test checks openapi.yaml has no other). */
import { expect } from 'vitest';
import type { Client } from '../../client/src/index.ts';

export type Call = [name: string, (api: Client) => Promise<unknown>, method: string, path: string, body?: unknown];

export const operations: Call[] = [
  ['health', (api) => api.health(), 'GET', '/health'],
  ['createPlayer', (api) => api.createPlayer('Ann'), 'POST', '/players', { name: 'Ann' }],
  ['getMe', (api) => api.getMe(), 'GET', '/players/me'],
  ['renameMe', (api) => api.renameMe('Anna'), 'PATCH', '/players/me', { name: 'Anna' }],
  ['rotateToken', (api) => api.rotateToken(), 'POST', '/players/me/token'],
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
];
