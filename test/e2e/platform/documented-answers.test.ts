/**
 * openapi.yaml must not drift from the running API: every success answer of every route is
 * checked against the response schema the document is generated from.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../../functions/http/routes.ts';
import { newGame, newPlayer, useTestStack, type Reply } from '../../support/local-stack.ts';
import { BOXES } from '../../../domain/dice-kings/boxes.ts';

const ctx = useTestStack();

/** The route a request went to, by method and path pattern. */
function routeOf(method: string, path: string) {
  const pathname = path.split('?')[0]!;
  return routes.find(({ route }) => route.method === method && new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(pathname))!;
}

describe('documented answers', () => {
  it('every route answers its documented status with a body its documented schema accepts', { timeout: 90_000 }, async () => {
    const { api } = ctx;
    const checked = new Set<string>();
    const check = async (method: string, path: string, reply: Promise<Reply>) => {
      const { route, docs } = routeOf(method, path);
      const answer = await reply;
      expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(docs.success.status);
      const schema = docs.success.schema;
      if (schema) {
        const parsed = schema.safeParse(answer.body);
        expect(parsed.success, `${method} ${route.path}: ${parsed.error?.message}`).toBe(true);
      } else expect(answer.text).toBe('');
      checked.add(`${route.method} ${route.path}`);
      return answer.body;
    };

    await check('GET', '/health', api.get('/health'));
    const ann = await check('POST', '/players', api.post('/players', { name: 'Ann' }));
    const bob = await newPlayer(api, 'Bob');
    await check('GET', '/players/me', api.get('/players/me', ann.token));
    const game = await check('POST', '/games', api.post('/games', { game: 'dice-kings' }, ann.token));
    const g = `/games/${game.gameId}`;
    await api.stack.settled();
    await check('GET', '/games', api.get('/games?status=lobby'));
    await check('POST', `${g}/join`, api.post(`${g}/join`, undefined, bob.token));
    await check('POST', `${g}/test/rig`, api.post(`${g}/test/rig`, { dice: [[1, 2, 3, 4, 5]] }));
    await check('POST', '/test/clock', api.post('/test/clock', { advanceSeconds: 1 }));
    await check('POST', `${g}/start`, api.post(`${g}/start`, undefined, ann.token));
    await check('POST', `${g}/commands`, api.post(`${g}/commands`, { type: 'roll' }, ann.token));
    await check('GET', `${g}/legal-moves`, api.get(`${g}/legal-moves`, ann.token));
    await check('GET', g, api.get(g, bob.token));
    await check('GET', `${g}/events`, api.get(`${g}/events?after=0`));
    const withBot = await api.post('/games', { game: 'quicks' }, ann.token);
    await check('POST', `/games/${withBot.body.gameId}/bots`, api.post(`/games/${withBot.body.gameId}/bots`, { level: 'easy' }, ann.token));
    // A finished game, so the leaderboard has a line to check.
    const solo = await newGame(api, 'dice-kings', [bob], { config: { TurnTime: 3600 } });
    // Bob is the only person in his solo game: he may ask for a hint.
    await check('GET', `/games/${solo}/hint`, api.get(`/games/${solo}/hint`, bob.token));
    for (const box of BOXES) {
      await api.post(`/games/${solo}/commands`, { type: 'roll' }, bob.token);
      await api.post(`/games/${solo}/commands`, { type: 'score', box }, bob.token);
    }
    // Ended: anyone may read how Bob played it.
    await check('GET', `/games/${solo}/analysis`, api.get(`/games/${solo}/analysis`));
    await api.stack.settled();
    const board = await check('GET', '/leaderboards/dice-kings', api.get('/leaderboards/dice-kings'));
    expect(board.entries.length).toBeGreaterThan(0);
    const hook = await check('POST', '/webhooks', api.post('/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['*'] }, ann.token));
    await check('GET', '/webhooks', api.get('/webhooks', ann.token));
    await check('GET', `/webhooks/${hook.id}/deliveries`, api.get(`/webhooks/${hook.id}/deliveries`, ann.token));
    await check('POST', `/webhooks/${hook.id}/ping`, api.post(`/webhooks/${hook.id}/ping`, undefined, ann.token));
    await check('POST', `/webhooks/${hook.id}/secret`, api.post(`/webhooks/${hook.id}/secret`, undefined, ann.token));
    await check('DELETE', `/webhooks/${hook.id}`, api.request('DELETE', `/webhooks/${hook.id}`, { token: ann.token }));
    const app = await check('POST', '/apps', api.post('/apps', { name: 'Dice Kings Mobile' }, ann.token));
    await check('GET', '/apps', api.get('/apps', ann.token));
    await check('GET', `/apps/${app.appId}`, api.get(`/apps/${app.appId}`, ann.token));
    const rotated = await check('POST', `/apps/${app.appId}/secret`, api.post(`/apps/${app.appId}/secret`, undefined, ann.token));
    const appPlayer = `/apps/${app.appId}/players/user-8841`;
    await check('PUT', appPlayer, api.request('PUT', appPlayer, { body: { name: 'Dee' }, token: rotated.secretKey }));
    await check('DELETE', appPlayer, api.request('DELETE', appPlayer, { token: rotated.secretKey }));
    // The webhook routes answer an app's secret key as a player's token: the app's own subscription.
    const key = rotated.secretKey as string;
    const appHook = await check('POST', '/webhooks', api.post('/webhooks', { url: 'http://127.0.0.1:9/app', events: ['*'] }, key));
    const h = `/webhooks/${appHook.id}`;
    await check('GET', '/webhooks', api.get('/webhooks', key));
    await check('GET', `${h}/deliveries`, api.get(`${h}/deliveries`, key));
    await check('POST', `${h}/ping`, api.post(`${h}/ping`, undefined, key));
    await check('POST', `${h}/secret`, api.post(`${h}/secret`, undefined, key));
    await check('DELETE', h, api.request('DELETE', h, { token: key }));
    const push = `/apps/${app.appId}/push/expo`;
    await check('PUT', push, api.request('PUT', push, { body: { accessToken: 'expo-access-token' }, token: ann.token }));
    await check('DELETE', push, api.request('DELETE', push, { token: ann.token }));
    await check('DELETE', `/apps/${app.appId}`, api.request('DELETE', `/apps/${app.appId}`, { token: ann.token }));
    const { publicKey } = await check('GET', '/push/webpush', api.get('/push/webpush'));
    // Ann's browser, subscribed with that key (its own key pair is a browser's: any P-256 point will do here).
    const browser = {
      platform: 'webpush',
      subscription: { endpoint: 'http://127.0.0.1:9/push/ann', keys: { p256dh: publicKey, auth: 'FPssNDTKnInHVndSTdbKFw' } },
    };
    expect((await api.request('PUT', '/players/me/devices/anns-browser', { body: browser, token: ann.token })).status).toBe(201);
    await check(
      'PUT',
      '/players/me/devices/anns-browser',
      api.request('PUT', '/players/me/devices/anns-browser', { body: { ...browser, locale: 'de' }, token: ann.token }),
    );
    await check('GET', '/players/me/devices', api.get('/players/me/devices', ann.token));
    await check(
      'DELETE',
      '/players/me/devices/anns-browser',
      api.request('DELETE', '/players/me/devices/anns-browser', { token: ann.token }),
    );

    // The life of a game: resigning ends Ann's game with Bob, who asks for the rematch first; Ann takes it, then leaves.
    await check('POST', `${g}/resign`, api.post(`${g}/resign`, undefined, ann.token));
    const again = await check('POST', `${g}/rematch`, api.post(`${g}/rematch`, undefined, bob.token));
    await api.post(`${g}/rematch`, undefined, ann.token);
    await check('POST', `/games/${again.gameId}/leave`, api.post(`/games/${again.gameId}/leave`, undefined, ann.token));
    await api.stack.settled();
    await check('GET', '/players/me/games', api.get('/players/me/games?status=ended,lobby', ann.token));
    await check('GET', '/players/me/chips', api.get('/players/me/chips', ann.token));
    await check('GET', '/players/me/ledger', api.get('/players/me/ledger', ann.token));
    await check('GET', '/players/me/export', api.get('/players/me/export', ann.token));
    await check('GET', `/players/${ann.playerId}`, api.get(`/players/${ann.playerId}`));
    await check('GET', `${g}/ratings`, api.get(`${g}/ratings`));
    // Quick match: a ticket made, read and cancelled (before Ann's token is rotated below).
    const ticket = await check('POST', '/matchmaking', api.post('/matchmaking', { game: 'rummiduck', players: 4 }, ann.token));
    await check('GET', `/matchmaking/${ticket.ticketId}`, api.get(`/matchmaking/${ticket.ticketId}`, ann.token));
    await check(
      'DELETE',
      `/matchmaking/${ticket.ticketId}`,
      api.request('DELETE', `/matchmaking/${ticket.ticketId}`, { token: ann.token }),
    );
    await check('PATCH', '/players/me', api.request('PATCH', '/players/me', { body: { name: 'Annie' }, token: ann.token }));
    const { token } = await check('POST', '/players/me/token', api.post('/players/me/token', undefined, ann.token));
    await check('DELETE', '/players/me', api.request('DELETE', '/players/me', { token }));

    expect([...checked].sort()).toEqual(routes.map(({ route }) => `${route.method} ${route.path}`).sort());
  });
});
