/**
 * docs/operations.md, Logs: no name, external id, token or key is written to a log line.
 * `npm start` runs as a child process at the most its logs say (POWERTOOLS_LOG_LEVEL=DEBUG and
 * POWERTOOLS_LOGGER_LOG_EVENT=true, as an operator turns them up), pointed at the push
 * stand-ins, and every line it writes on standard output and error is kept, from its first to
 * its last. A whole walk-through runs: a developer, an app with both keys (the secret one
 * replaced), push credentials for APNs, FCM and Expo, an app's player by external id and one
 * signed up with the publishable key, a rename, webhook subscriptions (a player's and the
 * app's; a secret replaced), devices of all four platforms, tokens replaced, a quick match, a
 * game played to its end for chips with a WebSocket follower, refused requests that carry the
 * name and the secrets, the export, and both erasures (the app's route and DELETE /players/me).
 * Then every line is searched for every name, external id, token, key, webhook secret, push
 * credential (the private keys' PEM bodies, the access tokens, the provider tokens the
 * platforms were shown) and device token or subscription secret that the walk-through made or
 * was told: none may be there.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../infra/local/dynamodb-local.ts';
import { dynamoEndpoint } from '../../support/dynamodb-endpoint.ts';
import { LiveClient } from '../../support/live-client.ts';
import { clientFor, type ApiClient, type Reply } from '../../support/local-stack.ts';
import { startPushStandIns } from '../../support/push-stand-ins/index.ts';
import { startServer, stopServer } from '../../support/server-process.ts';
import { steady } from '../../support/steady.ts';
import { startReceiver } from '../../webhooks/receiver.ts';
import { playOut } from '../fairness/play-out.ts';

const WALK_THROUGH_MS = 240_000;

let server: ChildProcess | undefined;
let stands: Awaited<ReturnType<typeof startPushStandIns>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** Everything the server wrote, in the order it came. */
let printed = '';

beforeAll(async () => {
  [stands, receiver] = await Promise.all([startPushStandIns(), startReceiver({ '/hook': () => ({ status: 204 }) })]);
});
afterAll(async () => {
  if (server) await stopServer(server);
  await Promise.all([stands?.stop(), receiver?.stop()]);
});

/** A word no other line could hold by chance: the walk-through's names and ids are made of it. */
const distinct = (word: string) => `${word}${randomBytes(4).toString('hex')}`;

/** What must never be logged, each with what it is (so a failure says what leaked, not the secret alone). */
const secrets = new Map<string, string>();
const secret = (what: string, value: string | undefined): string => {
  expect(value, what).toEqual(expect.any(String));
  secrets.set(value!, what);
  return value!;
};

/**
 * A PEM private key's secret part: each line of its base64 body, so that a line logged as it
 * is, re-wrapped or JSON-escaped (its new lines as `\n`) is found all the same.
 */
const pemBody = (what: string, pem: string) =>
  pem
    .split('\n')
    .filter((line) => line && !line.startsWith('-----'))
    .forEach((line, i) => secret(`${what}, line ${i + 1} of its body`, line));

/** A token as the service makes them, of no player. */
const nobodysToken = () => `oct_${randomBytes(32).toString('base64url')}`;

async function ok(reply: Promise<Reply>, status = 200): Promise<any> {
  const answer = await reply;
  expect(answer.status, answer.text).toBe(status);
  return answer.body;
}

async function refused(reply: Promise<Reply>, status: number, code: string) {
  const answer = await reply;
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body.code).toBe(code);
}

describe('logs', () => {
  it(
    'a whole walk-through at DEBUG: no name, external id, token, key, webhook secret, push credential or device secret in any line',
    { timeout: WALK_THROUGH_MS },
    async () => {
      const port = await freePort();
      const tables = `logs${randomUUID().slice(0, 8)}`;
      server = await startServer(
        port,
        {
          ...stands.env,
          POWERTOOLS_LOG_LEVEL: 'DEBUG',
          // What an operator may turn on to see whole requests: the handlers log no event all the same.
          POWERTOOLS_LOGGER_LOG_EVENT: 'true',
          DYNAMODB_ENDPOINT: dynamoEndpoint(),
          EVENTS_TABLE: `${tables}-events`,
          READ_TABLE: `${tables}-read`,
        },
        (chunk) => (printed += chunk),
      );
      const api: ApiClient = clientFor(`http://127.0.0.1:${port}`);
      const bearer = (token: string) => ({ token });

      // A developer, their app, its keys (the secret one replaced) and its push credentials.
      const developerName = secret('the developer’s name', distinct('Quillfeather'));
      const developer = await ok(api.post('/players', { name: developerName }), 201);
      secret('the developer’s first token', developer.token);
      const appName = secret('the app’s name', distinct('Marmalade'));
      const app = await ok(api.post('/apps', { name: appName }, developer.token), 201);
      secret('the publishable key', app.publishableKey);
      secret('the first secret key', app.secretKey);
      const { secretKey } = await ok(api.post(`/apps/${app.appId}/secret`, undefined, developer.token));
      secret('the second secret key', secretKey);

      const apns = stands.apns.credentials();
      pemBody('the APNs key', apns.privateKey);
      const fcm = stands.fcm.credentials();
      pemBody('the FCM service account’s key', fcm.serviceAccount.private_key);
      secret('the FCM service account’s key id', fcm.serviceAccount.private_key_id);
      const expo = stands.expo.credentials({ enhancedSecurity: true });
      secret('the Expo access token', expo.accessToken);
      const { platform: _apns, ...apnsBody } = apns;
      const { platform: _fcm, ...fcmBody } = fcm;
      const { platform: _expo, ...expoBody } = expo;
      for (const [platform, body] of [
        ['apns', apnsBody],
        ['fcm', fcmBody],
        ['expo', expoBody],
      ] as const)
        await ok(api.request('PUT', `/apps/${app.appId}/push/${platform}`, { body, token: developer.token }));

      // The app's player by its external id (signed in twice: two devices' tokens), renamed.
      const externalId = secret('the external id', distinct('ext.walker_'));
      const firstName = secret('the app player’s first name', distinct('Pemberton'));
      const ada = await ok(
        api.request('PUT', `/apps/${app.appId}/players/${externalId}`, { body: { name: firstName }, token: secretKey }),
        201,
      );
      secret('the app player’s first token', ada.token);
      const again = await ok(api.request('PUT', `/apps/${app.appId}/players/${externalId}`, { body: {}, token: secretKey }));
      secret('the app player’s second token', again.token);
      const newName = secret('the app player’s new name', distinct('Ravensworth'));
      await ok(api.request('PATCH', '/players/me', { body: { name: newName }, token: ada.token }));

      // One more of the app's players, signed up on a device with the publishable key.
      const bellName = secret('the signed-up player’s name', distinct('Thistlewood'));
      const bell = await ok(api.post('/players', { name: bellName }, undefined, { 'x-app-key': app.publishableKey }), 201);
      secret('the signed-up player’s token', bell.token);

      // Tokens replaced: the developer's, and the app player's once more with an Idempotency-Key.
      developer.token = secret('the developer’s second token', (await ok(api.post('/players/me/token', undefined, developer.token))).token);
      ada.token = secret(
        'the app player’s third token',
        (await ok(api.post('/players/me/token', undefined, ada.token, { 'idempotency-key': randomUUID() }))).token,
      );

      // Webhooks: the app player's own, its secret replaced, pinged; the app's, by its secret key.
      const hook = await ok(api.post('/webhooks', { url: receiver.url('/hook'), events: ['*'] }, ada.token), 201);
      secret('the player’s first webhook secret', hook.secret);
      secret('the player’s second webhook secret', (await ok(api.post(`/webhooks/${hook.id}/secret`, undefined, ada.token))).secret);
      await ok(api.post(`/webhooks/${hook.id}/ping`, undefined, ada.token), 202);
      const appHook = await ok(api.post('/webhooks', { url: receiver.url('/hook'), events: ['*'] }, secretKey), 201);
      secret('the app’s webhook secret', appHook.secret);

      // Devices of every platform: the app's players on APNs, Expo and FCM, the developer's browser.
      const apnsToken = secret('the APNs device token', stands.apns.device());
      const expoToken = secret('the Expo push token', stands.expo.device(expo));
      const fcmToken = secret('the FCM registration token', stands.fcm.device());
      const { publicKey } = await ok(api.get('/push/webpush'));
      const browser = stands.webpush.subscribe(publicKey);
      secret('the Web Push subscription’s id (its endpoint’s secret part)', browser.subscriptionId);
      secret('the Web Push subscription’s auth secret', browser.subscription.keys.auth);
      secret('the Web Push subscription’s public key', browser.subscription.keys.p256dh);
      const device = (id: string, body: object, token: string) => ok(api.request('PUT', `/players/me/devices/${id}`, { body, token }), 201);
      await device('phone', { platform: 'apns', token: apnsToken }, ada.token);
      await device('tablet', { platform: 'expo', token: expoToken }, ada.token);
      await device('phone', { platform: 'fcm', token: fcmToken, locale: 'de-AT' }, bell.token);
      // A phone the app was removed from: Expo's ticket names its token, and the device is deleted.
      const goneToken = secret('the Expo push token of an uninstalled app', stands.expo.device(expo));
      await device('old-phone', { platform: 'expo', token: goneToken }, bell.token);
      stands.expo.uninstall(goneToken);
      await device('browser', { platform: 'webpush', subscription: browser.subscription }, developer.token);

      // A quick match of the two app players, resigned at once.
      const tickets = [
        await ok(api.post('/matchmaking', { game: 'dice-kings' }, ada.token), 201),
        await ok(api.post('/matchmaking', { game: 'dice-kings' }, bell.token), 201),
      ];
      const matched = await vi.waitFor(
        async () => {
          const ticket = await ok(api.get(`/matchmaking/${tickets[0].ticketId}`, ada.token));
          expect(ticket.status).toBe('matched');
          return ticket.gameId as string;
        },
        { timeout: 30_000, interval: 200 },
      );
      await ok(api.post(`/games/${matched}/resign`, undefined, bell.token));

      // A game for chips, followed live by a seated player and a spectator, played to its end.
      const players = [developer, ada, bell];
      const created = await ok(api.post('/games', { game: 'quicks', config: { Stake: 10, Penalties: 2 } }, developer.token), 201);
      const gameId = created.gameId as string;
      for (const p of players.slice(1)) await ok(api.post(`/games/${gameId}/join`, undefined, p.token));
      const wsUrl = `ws://127.0.0.1:${port}/ws`;
      const [live, spectator, stranger] = await Promise.all([LiveClient.open(wsUrl), LiveClient.open(wsUrl), LiveClient.open(wsUrl)]);
      try {
        expect((await live.subscribe(gameId, bearer(bell.token))).type).toBe('subscribed');
        expect((await spectator.subscribe(gameId)).type).toBe('subscribed');
        const wrong = await stranger.subscribe(gameId, bearer(secret('a token of nobody, sent to the live updates', nobodysToken())));
        expect(wrong).toMatchObject({ type: 'error', code: 'unauthenticated' });
        await ok(api.post(`/games/${gameId}/start`, undefined, developer.token));
        const ended = await playOut(api, gameId, players);
        expect(ended.status).toBe('ended');
        expect(ended.pot.shares).not.toBeNull();
        await Promise.all([live, spectator].map((follower) => follower.untilVersion(gameId, ended.version, 30_000)));
      } finally {
        await Promise.all([live, spectator, stranger].map((client) => client.close()));
      }

      // Refused requests that carry what must not be logged.
      const unknownToken = secret('a token of nobody', nobodysToken());
      await refused(api.get('/players/me', unknownToken), 401, 'unauthenticated');
      await refused(
        api.post('/players', { name: developerName }, undefined, { 'x-app-key': `ocpk_${randomBytes(32).toString('base64url')}` }),
        401,
        'unauthenticated',
      );
      await refused(api.request('PATCH', '/players/me', { body: { name: `${newName}\u0000` }, token: ada.token }), 400, 'invalid-request');
      await refused(api.post('/players', { name: developerName, [bellName]: externalId }), 400, 'invalid-request');
      await refused(api.request('POST', '/players', { raw: `{"name": "${developerName}"` }), 400, 'invalid-request');
      const strangerId = secret('an external id of no player yet', distinct('stranger.'));
      await refused(api.request('PUT', `/apps/${app.appId}/players/${strangerId}`, { body: {}, token: secretKey }), 400, 'invalid-request');
      await refused(api.request('PUT', `/apps/${app.appId}/players/${externalId}`, { body: {}, token: ada.token }), 401, 'unauthenticated');
      await refused(api.post('/webhooks', { url: 'ftp://example.com/hook', events: ['*'] }, ada.token), 422, 'invalid-webhook-url');
      await refused(
        api.request('PUT', '/players/me/devices/phone', { body: { platform: 'fcm', token: fcmToken }, token: developer.token }),
        409,
        'push-not-configured',
      );

      // The export.
      const exported = await ok(api.get('/players/me/export', ada.token));
      expect(exported.player.name).toBe(newName);

      // Erasure: the app's player by the app's route, the signed-up one by DELETE /players/me.
      await ok(api.request('DELETE', `/apps/${app.appId}/players/${externalId}`, { token: secretKey }), 204);
      await ok(api.request('DELETE', '/players/me', { token: bell.token }), 204);
      await refused(api.request('DELETE', `/apps/${app.appId}/players/${externalId}`, { token: secretKey }), 404, 'player-not-found');

      // What was sent reached every platform, with the credentials the scan looks for.
      await vi.waitFor(
        () => {
          expect(stands.apns.received.length).toBeGreaterThan(0);
          expect(stands.fcm.received.length).toBeGreaterThan(0);
          expect(stands.expo.received.length).toBeGreaterThan(0);
          expect(stands.webpush.received.filter((d) => d.subscriptionId === browser.subscriptionId).length).toBeGreaterThan(0);
        },
        { timeout: 30_000, interval: 200 },
      );
      // And what the erasures set going is done: the server has stopped writing.
      await steady(() => printed.length + receiver.received.length + stands.apns.received.length + stands.fcm.received.length, 3_000);
      for (const d of stands.apns.received) secret('an APNs provider token', d.providerToken);
      for (const d of stands.fcm.received) secret('an FCM access token', d.accessToken);
      for (const d of stands.webpush.received) secret('a VAPID token', /^vapid t=([^,\s]+)/.exec(String(d.headers.authorization))?.[1]);
      await stopServer(server);
      server = undefined;

      const lines = printed.split('\n');
      // The scan reads what the handlers wrote: requests answered and refused, pushes sent, a device gone.
      for (const message of ['answered', 'refused', 'push sent', 'push device gone: deleted'])
        expect(
          lines.some((l) => l.includes(`"message":"${message}"`)),
          message,
        ).toBe(true);
      // Each leak as its line, the value in it named by what it is.
      const leaks = lines.flatMap((line, i) =>
        [...secrets]
          .filter(([value]) => line.includes(value))
          .map(([value, what]) => `line ${i + 1}: ${line.replaceAll(value, `⟨${what}⟩`)}`),
      );
      expect(leaks).toEqual([]);
    },
  );
});
