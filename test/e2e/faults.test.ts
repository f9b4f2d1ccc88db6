/**
 * A DynamoDB outage while turn timers run: DynamoDB Local, on disk, is stopped while games with
 * `TurnTime` 2 are running, their deadlines pass while it is down, and it is started again on
 * the same port with the same data. Every overdue default is applied exactly once, after the
 * database is back and within 5 s of it; no webhook is lost or sent twice.
 */
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startDynamoDbLocal, type DynamoDbLocal } from '../../infra/local/dynamodb-local.ts';
import { newGame, newPlayer, startTestStack, type Api } from '../support/local-stack.ts';
import { startReceiver } from '../webhooks/receiver.ts';
import { webhooksSettled } from '../webhooks/settle.ts';

const TURN_MS = 2_000;
const GAMES = 3;
const dataDir = mkdtempSync(join(tmpdir(), 'oc-faults-'));
const receiver = await startReceiver({ '/hooks': () => ({ status: 200 }) });
let port: number;
let dynamo: DynamoDbLocal;
let api: Api;

beforeAll(async () => {
  port = await freePort();
  dynamo = await startDynamoDbLocal({ dataDir, port });
  api = await startTestStack({ dynamoEndpoint: dynamo.endpoint });
});

afterAll(async () => {
  await api?.stack.stop();
  await dynamo?.stop();
  await receiver.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The webhooks one game's events gave rise to, as the receiver got them. */
function webhooksOf(gameId: string): { id: string; type: string; version: number }[] {
  return receiver
    .at('/hooks')
    .map((r) => ({ id: String(r.headers['webhook-id']), ...JSON.parse(r.body) }))
    .filter((w) => w.data.gameId === gameId)
    .map((w) => ({ id: w.id, type: w.type, version: w.data.version }));
}

/** Boxes written on every pad: one per turn played or defaulted. */
const filledBoxes = (game: any) =>
  Object.values(game.board.pads as Record<string, any>)
    .flatMap((pad) => Object.values(pad.columns[0].boxes))
    .filter((points) => points !== null).length;

/** Started again on the same port and data; back once it answers (its first answer can take seconds on a busy machine). */
async function restartDynamo(): Promise<DynamoDbLocal> {
  const restarted = await startDynamoDbLocal({ dataDir, port });
  const client = new DynamoDBClient({
    endpoint: restarted.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
  });
  await client.send(new ListTablesCommand({}));
  client.destroy();
  return restarted;
}

describe('a DynamoDB outage while turn timers run', () => {
  it(
    'applies every overdue default once, within 5 s of DynamoDB being back, and loses or repeats no webhook',
    { timeout: 120_000 },
    async () => {
      const games: { gameId: string; version: number; firstDeadline: number }[] = [];
      for (let n = 0; n < GAMES; n++) {
        // Two seats: 26 turns, so no game ends however long DynamoDB takes to come back.
        const [ann, bob] = [await newPlayer(api, `Ann ${n}`), await newPlayer(api, `Bob ${n}`)];
        expect((await api.post('/webhooks', { url: receiver.url('/hooks'), events: ['*'] }, ann.token)).status).toBe(201);
        const gameId = await newGame(api, 'dice-kings', [ann, bob], { config: { TurnTime: TURN_MS / 1000 } });
        const game = (await api.get(`/games/${gameId}`)).body;
        games.push({ gameId, version: game.version, firstDeadline: Date.parse(game.turn.deadline) });
      }
      // The timers are armed (from the stream) before the database goes away.
      await api.stack.settled();

      // The outage: every first deadline passes while DynamoDB is down.
      const logs = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      await dynamo.stop();
      const lastDeadline = Math.max(...games.map((g) => g.firstDeadline));
      await sleep(Math.max(0, lastDeadline - Date.now()) + 1_000);
      expect((await api.get(`/games/${games[0]!.gameId}`)).status, 'DynamoDB is really down').not.toBe(200);
      dynamo = await restartDynamo();
      const back = Date.now();

      for (const { gameId, version, firstDeadline } of games) {
        const game = await vi.waitFor(
          async () => {
            const reply = await api.get(`/games/${gameId}`);
            expect([reply.status, reply.body.version > version], `the default of ${gameId}`).toEqual([200, true]);
            return reply.body;
          },
          { timeout: 10_000, interval: 50 },
        );
        expect(Date.now() - back, 'applied within 5 s of DynamoDB being back').toBeLessThan(5_000);
        // Once: each deadline passed so far filled exactly one box (Dice Kings ruling 8), none twice.
        const passed = Math.round((Date.parse(game.turn.deadline) - firstDeadline) / TURN_MS);
        expect(passed).toBeGreaterThanOrEqual(1);
        expect(filledBoxes(game)).toBe(passed);
      }

      await webhooksSettled(api);
      vi.restoreAllMocks();
      expect(logs).toHaveBeenCalled(); // the outage was noticed, and ridden out
      for (const { gameId, version: started } of games) {
        const { version } = (await api.get(`/games/${gameId}`)).body;
        const versions = Array.from({ length: version - started + 1 }, (_, i) => i + started);
        // Items written since the settling may still be on their way, each version's webhooks apart: wait for every turn.started.
        await vi.waitFor(
          () => {
            const turned = new Set(webhooksOf(gameId).flatMap((w) => (w.type === 'turn.started' ? [w.version] : [])));
            expect(
              versions.filter((v) => !turned.has(v)),
              'turn.started not yet delivered',
            ).toEqual([]);
          },
          { timeout: 5_000, interval: 50 },
        );
        const webhooks = webhooksOf(gameId).filter((w) => w.version <= version);
        expect(new Set(webhooks.map((w) => w.id)).size, 'no webhook sent twice').toBe(webhooks.length);
        // One game.started, and one turn.started for the start and for every stored default since.
        expect(webhooks.filter((w) => w.type === 'game.started').map((w) => w.version)).toEqual([started]);
        const turns = webhooks
          .filter((w) => w.type === 'turn.started')
          .map((w) => w.version)
          .sort((a, b) => a - b);
        expect(turns, 'no webhook lost').toEqual(versions);
      }
    },
  );
});
