/**
 * The stack's IAM grants against what the functions do: the local server,
 * running the very handlers the stack deploys, is driven through every route of the HTTP and
 * WebSocket APIs and every background job (stream readers, bots, turn timers and their sweep,
 * webhook deliveries, the live fan-out, the rebuild); each AWS request the functions make is
 * recorded with the function whose invocation made it, and compared with the synthesized roles.
 * A request no grant covers fails the test; grants no request used are printed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { AppClient, Client } from '../../../client/src/index.ts';
import { apiRoutes, fallbackFeature, functionNameOf, routeKeyOf } from '../../../functions/http/routes.ts';
import { liveRoutes } from '../../../functions/live/routes.ts';
import { handler as rebuild } from '../../../functions/stream/rebuild.ts';
import { handler as sweep } from '../../../functions/timers/sweep.ts';
import { localBotQueue } from '../../../infra/local/bot-queue.ts';
import { invoke, watchInvocations } from '../../../infra/local/invocations.ts';
import { localLiveQueue } from '../../../infra/local/live-queue.ts';
import { localMatchQueue } from '../../../infra/local/matchmaking-queue.ts';
import { localWebhookQueue } from '../../../infra/local/webhook-queue.ts';
import { cors, Exchanges, followLive, health, playGame, signUp, webhook, type Player, type Target } from '../../../scripts/smoke/checks.ts';
import { synthesize } from '../../infra/synth.ts';
import { checkGrants, recordAwsCalls } from '../../support/grants.ts';
import { useTestStack } from '../../support/local-stack.ts';
import { startReceiver } from '../../webhooks/receiver.ts';

const recording = recordAwsCalls();
/** The functions invoked, and the routes served, each as `function route-key` (both APIs have a `$default`). */
const invoked = { functions: new Set<string>(), routes: new Set<string>() };
const stopWatching = watchInvocations(({ name, routeKey }) => {
  invoked.functions.add(name);
  if (routeKey) invoked.routes.add(`${name} ${routeKey}`);
});
afterAll(() => {
  recording.stop();
  stopWatching();
});

// The sign-up limit is off locally by default; on, so its counter's requests are checked too (high: it never bites here).
process.env.SIGN_UPS_PER_MINUTE = '10000';
afterAll(() => {
  delete process.env.SIGN_UPS_PER_MINUTE;
});
const stack = useTestStack();
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver({ '/hook': () => ({ status: 204 }) });
});
afterAll(() => receiver.stop());

/** `npm run smoke`'s checks, as an operator runs them: every kind of game against a bot, live updates, a webhook. */
async function smokeChecks(): Promise<void> {
  const target: Target = {
    baseUrl: stack.api.url,
    wsUrl: `${stack.api.url.replace(/^http/, 'ws')}/ws`,
    webhookUrl: receiver.url('/hook'),
    origin: 'https://smoke.example',
  };
  let signedUp: Promise<Player> | undefined;
  const player = () => (signedUp ??= new Exchanges(target.baseUrl).expect(201, 'POST', '/players', { body: { name: 'Smoke' } }));
  for (const check of [health, cors, signUp, playGame('quicks'), playGame('dice-kings'), playGame('rummiduck'), followLive, webhook])
    await check(target, new Exchanges(target.baseUrl), player);
}

/** The WebSocket routes the smoke check does not reach: ping, unsubscribe, an unknown action ($default), then $disconnect. */
async function liveSession(token: string, gameId: string): Promise<void> {
  const ws = new WebSocket(`${stack.api.url.replace(/^http/, 'ws')}/ws`);
  const messages: { type: string }[] = [];
  ws.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8'))));
  await new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject)));
  const answered = (count: number) => vi.waitFor(() => expect(messages.length).toBeGreaterThanOrEqual(count), { timeout: 10_000 });
  for (const [n, message] of [
    { action: 'subscribe', gameId, token },
    { action: 'ping' },
    { action: 'unsubscribe', gameId },
    { action: 'dance' },
  ].entries()) {
    ws.send(JSON.stringify(message));
    await answered(n + 1);
  }
  ws.close();
  await vi.waitFor(() => expect(invoked.routes).toContain('live-routes $disconnect'), { timeout: 10_000 });
}

/** Every HTTP route the smoke checks do not reach, through the SDK, and a turn timer that runs out. */
async function everyOtherRoute(): Promise<void> {
  const api = new Client({ baseUrl: stack.api.url });
  const signUp = async (name: string) => {
    const { playerId, token } = await api.createPlayer(name);
    return Object.assign(api.withToken(token), { playerId });
  };
  const ann = await signUp('Ann');
  const bob = await signUp('Bob');
  await ann.renameMe('Ann B');
  await ann.getMe();
  // What no route takes: API Gateway's $default route.
  expect((await fetch(`${stack.api.url}/nowhere`)).status).toBe(404);

  const hook = await ann.createWebhook({ url: receiver.url('/hook'), events: ['*'] });
  await ann.listWebhooks();

  // An app: registered, listed, read, its secret key rotated, a player signed up through it and one signed in by it, then deleted.
  const app = await ann.createApp('Ann Apps');
  await ann.listApps();
  await ann.getApp(app.appId);
  const { secretKey } = await ann.rotateAppSecret(app.appId);
  const cleo = await new Client({ baseUrl: stack.api.url, appKey: app.publishableKey }).createPlayer('Cleo');
  await api.withToken(secretKey).signInAppPlayer(app.appId, 'user-8841', 'Dee');
  await new AppClient({ baseUrl: stack.api.url, appId: app.appId, secretKey }).erasePlayer('user-8841');
  // The app's own webhook subscription, made and listed with its secret key; deleted with the app.
  const server = api.withToken(secretKey);
  await server.createWebhook({ url: receiver.url('/hook'), events: ['*'] });
  await server.listWebhooks();
  // Push: the app's Expo credentials sealed, a device of its player's on them, a browser of Ann's with the deployment's key.
  await ann.setAppPush(app.appId, 'expo', { accessToken: 'expo-access-token' });
  await api.withToken(cleo.token).putDevice('cleos-phone', { platform: 'expo', token: 'ExponentPushToken[0123456789abcdefghijkl]' });
  await ann.deleteAppPush(app.appId, 'expo');
  const { publicKey } = await api.webPushKey();
  const subscription = { endpoint: 'http://127.0.0.1:9/push/ann', keys: { p256dh: publicKey, auth: 'FPssNDTKnInHVndSTdbKFw' } };
  await ann.putDevice('anns-browser', { platform: 'webpush', subscription });
  await ann.listDevices();
  await ann.deleteDevice('anns-browser');
  await ann.deleteApp(app.appId);

  // A lobby left; a game played until its turn timer runs out (TurnTime 1), then resigned, rated and rematched.
  const lobby = await ann.createGame('quicks');
  await bob.joinGame(lobby.gameId);
  await bob.leaveGame(lobby.gameId);
  const game = await ann.createGame('dice-kings', { config: { TurnTime: 1 } });
  await api.listLobbies({ game: 'dice-kings' });
  await bob.joinGame(game.gameId);
  await ann.addBot(game.gameId, 'easy');
  const started = await ann.startGame(game.gameId);
  await vi.waitFor(async () => expect((await ann.getGame(game.gameId)).version).toBeGreaterThan(started.version), {
    timeout: 15_000,
    interval: 100,
  });
  await liveSession(ann.token!, game.gameId);
  const { moves, version } = await ann.getLegalMoves(game.gameId);
  const mine = (await ann.getGame(game.gameId)).turn?.awaiting.includes(ann.playerId);
  if (mine) await ann.sendCommand(game.gameId, { ...moves[0]!, expectedVersion: version } as never).catch(() => undefined);
  await ann.getHint(game.gameId).catch(() => undefined);
  await ann.listEvents(game.gameId);
  await bob.resignGame(game.gameId);
  await ann.resignGame(game.gameId);
  await stack.api.stack.settled();
  await api.getAnalysis(game.gameId);
  await vi.waitFor(() => api.getGameRatings(game.gameId), { timeout: 15_000, interval: 200 });
  await api.getLeaderboard('dice-kings');
  await api.getProfile(ann.playerId);
  await ann.rematch(game.gameId);
  await ann.listMyGames({ status: ['playing', 'ended'] });
  await ann.getChips();
  await ann.listLedger({ limit: 5 });
  await ann.exportMyData();

  // Quick match: two players asking at once land at one table; a third's ticket is cancelled.
  const [matched] = await Promise.all([ann.quickMatch({ game: 'rummiduck' }), bob.quickMatch({ game: 'rummiduck' })]);
  await ann.getTicket(matched.ticket.ticketId);
  await ann.cancelTicket((await ann.askForMatch({ game: 'rummiduck', players: 3 })).ticketId);
  await ann.rotateWebhookSecret(hook.id);
  await ann.pingWebhook(hook.id);
  await stack.api.stack.settled();
  await vi.waitFor(async () => expect((await ann.listDeliveries(hook.id)).deliveries.length).toBeGreaterThan(0), { timeout: 15_000 });
  await ann.deleteWebhook(hook.id);
  await ann.rotateToken();
  // Erased with a webhook, a lobby and a game in play: every feature's own deletion, made by the players' function.
  const eve = await signUp('Eve');
  await eve.createWebhook({ url: receiver.url('/hook'), events: ['*'] });
  await eve.createGame('quicks');
  const played = await bob.createGame('dice-kings');
  await eve.joinGame(played.gameId);
  await bob.startGame(played.gameId);
  await eve.deleteMe();
}

describe('IAM grants against what the functions do', () => {
  it(
    'covers every request the functions make while every route and background job runs, and lists the grants nothing used',
    { timeout: 240_000 },
    async () => {
      await smokeChecks();
      await everyOtherRoute();
      // The two functions the local server does not run by itself, invoked as EventBridge and an operator invoke them.
      await invoke('timers-sweep', () => sweep());
      await stack.api.stack.settled();
      await invoke('projections-rebuild', () => rebuild());
      // Deliveries, fan-outs, bots' moves and looks at tickets still under way make their requests too.
      await stack.api.stack.settled();
      await Promise.all([localWebhookQueue.idle(), localLiveQueue.idle(), localBotQueue.idle(), localMatchQueue.idle()]);

      const s = synthesize();
      const routeKeys = [
        ...apiRoutes.map((entry) => `${functionNameOf(entry.feature)} ${routeKeyOf(entry)}`),
        `${functionNameOf(fallbackFeature)} $default`,
        ...liveRoutes.map(({ route }) => `live-routes ${route.routeKey}`),
      ];
      expect(
        routeKeys.filter((key) => !invoked.routes.has(key)),
        'routes this test did not drive (drive each in everyOtherRoute, so its requests are checked)',
      ).toEqual([]);
      expect(
        [...s.stack.functions.keys()].filter((fn) => !invoked.functions.has(fn)),
        'functions of the stack this test did not invoke',
      ).toEqual([]);

      const { uncovered, unused } = checkGrants(s, recording.calls);
      console.log(
        `${recording.calls.length} requests recorded; grants no request used (${unused.length}):\n${unused.map((line) => `  ${line}`).join('\n') || '  none'}`,
      );
      expect(uncovered, 'requests no grant covers').toEqual([]);
    },
  );
});
