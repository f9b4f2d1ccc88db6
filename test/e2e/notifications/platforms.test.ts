/**
 * APNs, FCM and Expo through the whole pipeline, over HTTP against `npm start` (a child
 * process, as a person runs it), its senders pointed at the local stand-ins (APNS_ORIGIN,
 * FCM_ORIGIN, EXPO_ORIGIN, NODE_EXTRA_CA_CERTS): an app with push credentials for each, three
 * of its players with a phone each, and a Dice Kings game in which the turn passes from one to
 * the next. Each stand-in checks what its platform checks (the provider token, the OAuth access
 * token, Expo's access token; the headers and the payload) and receives one `turn` message, for
 * the awaited player, in their device's language. Then the app is removed from the phones: the
 * next turn of each finds its device gone (APNs 410 Unregistered, FCM 404 UNREGISTERED, Expo's
 * DeviceNotRegistered ticket), and the device is deleted.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageText } from '../../../functions/notifications/messages.ts';
import { freePort } from '../../../infra/local/dynamodb-local.ts';
import { startPushStandIns } from '../../support/push-stand-ins/index.ts';
import { startServer, stopServer } from '../../support/server-process.ts';

let server: ChildProcess | undefined;
let platforms: Awaited<ReturnType<typeof startPushStandIns>>;
let base = '';
beforeAll(async () => {
  platforms = await startPushStandIns();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServer(port, platforms.env);
}, 90_000);
afterAll(async () => {
  if (server) await stopServer(server);
  await platforms?.stop();
});

/** One request to the server: its status and JSON. */
async function call(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function ok(method: string, path: string, token?: string, body?: unknown): Promise<any> {
  const reply = await call(method, path, token, body);
  if (reply.status !== 200 && reply.status !== 201) throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** Plays the awaited player's first legal moves until the turn is `until`'s; the game's version then. */
async function playUntilTurnOf(gameId: string, players: { playerId: string; token: string }[], until: string): Promise<number> {
  for (let i = 0; i < 40; i++) {
    const game = await ok('GET', `/games/${gameId}`);
    if (game.turn.playerId === until) return game.version as number;
    const player = players.find((p) => p.playerId === game.turn.playerId)!;
    const [move] = (await ok('GET', `/games/${gameId}/legal-moves`, player.token)).moves;
    await ok('POST', `/games/${gameId}/commands`, player.token, move);
  }
  throw new Error('the turn never came');
}

const text = (locale: string) => messageText('turn', locale, { game: 'dice-kings' });
const devicesOf = async (token: string) => (await ok('GET', '/players/me/devices', token)).devices as unknown[];

describe('APNs, FCM and Expo through npm start', () => {
  it(
    'each platform receives one authenticated turn message for the awaited player, in their language; a device found gone is deleted',
    { timeout: 180_000 },
    async () => {
      const { apns, fcm, expo } = platforms;
      const owner = await ok('POST', '/players', undefined, { name: 'Developer' });
      const app = await ok('POST', '/apps', owner.token, { name: 'Dice Kings Mobile' });
      const { platform: _apns, ...apnsKey } = apns.credentials({ teamId: 'TEAM123456', bundleId: 'com.example.dice' });
      const expoProject = expo.credentials({ enhancedSecurity: true });
      const fcmAccount = fcm.credentials('dice-project');
      for (const [platform, body] of [
        ['apns', apnsKey],
        ['fcm', { serviceAccount: fcmAccount.serviceAccount }],
        ['expo', { accessToken: expoProject.accessToken }],
      ] as const)
        expect(await ok('PUT', `/apps/${app.appId}/push/${platform}`, owner.token, body)).toEqual({ platform, configured: true });

      const appPlayer = (externalId: string, name: string) =>
        ok('PUT', `/apps/${app.appId}/players/${externalId}`, app.secretKey, { name });
      const host = await appPlayer('host-1', 'Host');
      const iris = { ...(await appPlayer('iris-1', 'Iris')), platform: 'apns', locale: 'de-DE' };
      const finn = { ...(await appPlayer('finn-1', 'Finn')), platform: 'fcm', locale: 'fr-FR' };
      const ebba = { ...(await appPlayer('ebba-1', 'Ebba')), platform: 'expo', locale: 'de-AT' };
      const phones = {
        iris: apns.device('com.example.dice'),
        finn: fcm.device('dice-project'),
        ebba: expo.device(expoProject),
      };
      for (const [player, phone] of [
        [iris, phones.iris],
        [finn, phones.finn],
        [ebba, phones.ebba],
      ] as const) {
        const device = await call('PUT', '/players/me/devices/phone', player.token, {
          platform: player.platform,
          token: phone,
          locale: player.locale,
        });
        expect(device.status, JSON.stringify(device.body)).toBe(201);
      }

      // A turn an hour long: no timer moves the game while the test runs. The host has no phone.
      const seats = [host, iris, finn, ebba];
      const { gameId } = await ok('POST', '/games', host.token, { game: 'dice-kings', config: { TurnTime: 3600 } });
      for (const p of seats.slice(1)) await ok('POST', `/games/${gameId}/join`, p.token);
      await ok('POST', `/games/${gameId}/start`, host.token);

      const toIris = await playUntilTurnOf(gameId, seats, iris.playerId);
      await vi.waitFor(() => expect(apns.received).toHaveLength(1), { timeout: 30_000, interval: 100 });
      const [apple] = apns.received;
      expect(apple!.deviceToken).toBe(phones.iris);
      // Signed with the app's own key (the stand-in verified it), for its bundle, one notification per game.
      expect(apple!.claims.iss).toBe('TEAM123456');
      expect(apple!.headers).toMatchObject({ 'apns-topic': 'com.example.dice', 'apns-push-type': 'alert', 'apns-collapse-id': gameId });
      expect(apple!.payload).toMatchObject({
        aps: { alert: { title: text('de-DE').title, body: text('de-DE').body } },
        type: 'turn',
        gameId,
        version: toIris,
      });
      expect(text('de-DE').title).toBe('Du bist am Zug');

      const toFinn = await playUntilTurnOf(gameId, seats, finn.playerId);
      await vi.waitFor(() => expect(fcm.received).toHaveLength(1), { timeout: 30_000, interval: 100 });
      const [google] = fcm.received;
      // Sent with an access token the token endpoint granted the app's service account (the stand-in checked both).
      expect(google!.projectId).toBe('dice-project');
      expect(fcm.grants.length).toBeGreaterThan(0);
      expect(google!.message).toMatchObject({
        token: phones.finn,
        notification: { title: text('en').title, body: text('en').body },
        data: { type: 'turn', gameId, version: String(toFinn) },
        android: { collapse_key: gameId },
      });

      const toEbba = await playUntilTurnOf(gameId, seats, ebba.playerId);
      await vi.waitFor(() => expect(expo.received).toHaveLength(1), { timeout: 30_000, interval: 100 });
      const [fromExpo] = expo.received;
      expect(fromExpo!.authorization).toBe(`Bearer ${expoProject.accessToken}`);
      expect(fromExpo!.message).toMatchObject({
        to: phones.ebba,
        title: text('de-AT').title,
        body: text('de-AT').body,
        data: { type: 'turn', gameId, version: toEbba },
      });
      // Each message once, and none to a platform for a player it does not serve.
      expect([apns.received.length, fcm.received.length, expo.received.length]).toEqual([1, 1, 1]);
      expect([...apns.refused, ...fcm.refused, ...expo.refused]).toEqual([]);

      // The app removed from each phone: the next turn of each finds its device gone, and it is deleted.
      apns.uninstall(phones.iris);
      fcm.uninstall(phones.finn);
      expo.uninstall(phones.ebba);
      for (const player of [iris, finn, ebba]) {
        await playUntilTurnOf(gameId, seats, player.playerId);
        await vi.waitFor(async () => expect(await devicesOf(player.token)).toEqual([]), { timeout: 30_000, interval: 200 });
      }
      expect(apns.refused).toEqual([expect.objectContaining({ deviceToken: phones.iris, status: 410, reason: 'Unregistered' })]);
      expect(fcm.refused).toEqual([expect.objectContaining({ status: 404 })]);
      // Expo answers 200 with a DeviceNotRegistered ticket: nothing more arrived.
      expect([apns.received.length, fcm.received.length, expo.received.length]).toEqual([1, 1, 1]);
    },
  );
});
