/**
 * The platform's command path under load: Dice Kings games played over HTTP against the local
 * stack, and, in the same run, the raw DynamoDB pair a command cannot do without (one Query of
 * the stream, one conditional PutItem) against the same DynamoDB Local, for the ratio. The
 * pair is made twice at concurrency 8: with the platform's own DynamoDB client (aws-request.ts)
 * and with the AWS SDK's document client, the one a benchmark of the raw pair would likely use.
 */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as Sdk from '@aws-sdk/lib-dynamodb';
import { PutCommand, QueryCommand } from '../functions/adapters/documents.ts';
import { dynamo } from '../functions/adapters/dynamo.ts';
import { tableNames } from '../functions/adapters/tables.ts';
import { SNAPSHOT_EVERY } from '../functions/games/game-log.ts';
import { startLocalStack } from '../infra/local/stack.ts';
import { benchRequest } from './http-client.ts';

const GAMES = 16;
/** The local stack's overhead (docs/snapshots.md) is compared with the raw pair at this many clients at once. */
const CONCURRENCY = 8;
const PLAYERS_PER_GAME = 2;
const SEQUENTIAL_COMMANDS = 312;

interface Timed {
  /** As the client sees it, HTTP included. */
  ms: number;
  /** Inside the handler (its Server-Timing), as a Lambda behind API Gateway would bill it. */
  handlerMs: number;
  dynamodbRequests: number;
  gameId?: string;
}

export async function benchPlatform(): Promise<Record<string, number>> {
  const stack = await startLocalStack({ port: 0 });
  try {
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const started = performance.now();
      const { status, json, serverTiming: timing } = await benchRequest(stack.url, method, path, token, body);
      const ms = performance.now() - started;
      if (status !== 200 && status !== 201) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
      const dynamodbRequests = Number(/desc="(\d+) requests"/.exec(timing)?.[1] ?? NaN);
      const handlerMs = Number(/dur=([\d.]+)/.exec(timing)?.[1] ?? NaN);
      return { json, timed: { ms, handlerMs, dynamodbRequests } };
    };

    /**
     * Plays one whole game: each turn one roll, then a score in the first open box the server
     * lists, or (`commandsOnly`) the first one open on the pad the roll's answer shows.
     */
    const playGame = async (timings: Timed[], { afterCommand, commandsOnly = false }: PlayOptions = {}) => {
      const players = [];
      for (let i = 0; i < PLAYERS_PER_GAME; i++) players.push((await call('POST', '/players', undefined, { name: `P${i}` })).json);
      const gameId = (await call('POST', '/games', players[0].token, { game: 'dice-kings' })).json.gameId;
      for (const p of players.slice(1)) await call('POST', `/games/${gameId}/join`, p.token);
      await call('POST', `/games/${gameId}/start`, players[0].token);
      for (let turn = 0; turn < 13 * PLAYERS_PER_GAME; turn++) {
        const player = players[turn % PLAYERS_PER_GAME];
        const rolled = await call('POST', `/games/${gameId}/commands`, player.token, { type: 'roll' });
        timings.push({ ...rolled.timed, gameId });
        await afterCommand?.(gameId);
        const score = commandsOnly
          ? { type: 'score', box: firstOpenBox(rolled.json.game.board, player.playerId) }
          : (await call('GET', `/games/${gameId}/legal-moves`, player.token)).json.moves.find((m: { type: string }) => m.type === 'score');
        const scored = await call('POST', `/games/${gameId}/commands`, player.token, score);
        timings.push({ ...scored.timed, gameId });
        await afterCommand?.(gameId);
      }
    };

    // Warm up the handlers and DynamoDB Local's JIT before measuring anything.
    await playGame([]);

    // Concurrent games: throughput and latency under load.
    const concurrent: Timed[] = [];
    const started = performance.now();
    await Promise.all(Array.from({ length: GAMES }, () => playGame(concurrent)));
    const seconds = (performance.now() - started) / 1000;

    // One client alone, once the stream consumers have caught up: each command is followed by
    // the raw pair on the same game's stream, so both are measured under the same conditions.
    await stack.settled();
    const scratch = await createScratchTable();
    const sequential: Timed[] = [];
    const raws: number[] = [];
    while (sequential.length < SEQUENTIAL_COMMANDS)
      await playGame(sequential, { afterCommand: async (gameId) => void raws.push(await rawPair(scratch, gameId)) });
    const raw = percentile(raws, 50);

    const p50 = percentile(
      sequential.map((t) => t.ms),
      50,
    );

    // CONCURRENCY clients at once, each playing its own game with commands alone (the box is
    // the first one open on its pad), against CONCURRENCY clients making the raw pair as often.
    await stack.settled();
    const atOnce: Timed[] = [];
    const commandsStarted = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, () => playGame(atOnce, { commandsOnly: true })));
    const commandSeconds = (performance.now() - commandsStarted) / 1000;
    await stack.settled();
    const gameIds = [...new Set(atOnce.map((t) => t.gameId!))];
    const pairsAtOnce = async (client: RawClient) => {
      const times: number[] = [];
      const rawStarted = performance.now();
      await Promise.all(
        gameIds.map(async (gameId) => {
          for (let i = 0; i < atOnce.length / CONCURRENCY; i++) times.push(await rawPair(scratch, gameId, true, client));
        }),
      );
      return { perSecond: times.length / ((performance.now() - rawStarted) / 1000), p50: percentile(times, 50) };
    };
    const rawAtOnce = await pairsAtOnce(platformClient);
    const sdkAtOnce = await pairsAtOnce(sdkClient());
    const commandsPerSecondAtOnce = atOnce.length / commandSeconds;
    const rawPerSecondAtOnce = rawAtOnce.perSecond;
    const atOnceP50 = percentile(
      atOnce.map((t) => t.ms),
      50,
    );
    const rawAtOnceP50 = rawAtOnce.p50;
    return {
      games: GAMES,
      commands: concurrent.length,
      commandsPerSecond: round(concurrent.length / seconds),
      concurrentP50Ms: round(
        percentile(
          concurrent.map((t) => t.ms),
          50,
        ),
      ),
      concurrentP99Ms: round(
        percentile(
          concurrent.map((t) => t.ms),
          99,
        ),
      ),
      sequentialP50Ms: round(p50),
      sequentialP99Ms: round(
        percentile(
          sequential.map((t) => t.ms),
          99,
        ),
      ),
      handlerP50Ms: round(
        percentile(
          sequential.map((t) => t.handlerMs),
          50,
        ),
      ),
      dynamodbRequestsPerCommand: round(sequential.reduce((a, t) => a + t.dynamodbRequests, 0) / sequential.length),
      rawQueryPlusPutP50Ms: round(raw),
      rawQueryPlusPutP99Ms: round(percentile(raws, 99)),
      commandOverRawRatio: round(p50 / raw),
      [`commandsPerSecondAt${CONCURRENCY}`]: round(commandsPerSecondAtOnce),
      [`rawPairsPerSecondAt${CONCURRENCY}`]: round(rawPerSecondAtOnce),
      [`throughputOfRawAt${CONCURRENCY} (target ≥ 0.6)`]: round(commandsPerSecondAtOnce / rawPerSecondAtOnce),
      [`commandP50MsAt${CONCURRENCY}`]: round(atOnceP50),
      [`rawPairP50MsAt${CONCURRENCY}`]: round(rawAtOnceP50),
      [`p50OverRawAt${CONCURRENCY} (target ≤ 1.3)`]: round(atOnceP50 / rawAtOnceP50),
      [`sdkRawPairsPerSecondAt${CONCURRENCY}`]: round(sdkAtOnce.perSecond),
      [`sdkRawPairP50MsAt${CONCURRENCY}`]: round(sdkAtOnce.p50),
      [`throughputOfSdkRawAt${CONCURRENCY} (target ≥ 0.6)`]: round(commandsPerSecondAtOnce / sdkAtOnce.perSecond),
      [`p50OverSdkRawAt${CONCURRENCY} (target ≤ 1.3)`]: round(atOnceP50 / sdkAtOnce.p50),
      handlerOverRawRatio: round(
        percentile(
          sequential.map((t) => t.handlerMs),
          50,
        ) / raw,
      ),
    };
  } finally {
    await stack.stop();
  }
}

/** A table like the events table, without a stream: the raw writes feed no consumer. */
async function createScratchTable(): Promise<string> {
  const name = `${tableNames().events}-bench-raw`;
  await sdkTables().send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'gameId', AttributeType: 'S' },
        { AttributeName: 'version', AttributeType: 'N' },
      ],
      KeySchema: [
        { AttributeName: 'gameId', KeyType: 'HASH' },
        { AttributeName: 'version', KeyType: 'RANGE' },
      ],
    }),
  );
  return name;
}

interface PlayOptions {
  afterCommand?: (gameId: string) => Promise<void>;
  commandsOnly?: boolean;
}

/** The first box of the player's pad still open and not marked (JokerRule `forced`). */
function firstOpenBox(board: any, playerId: string): string | undefined {
  const marked = new Set((board.marked ?? []).map((m: { box: string }) => m.box));
  const boxes = board.pads[playerId].columns[0].boxes as Record<string, number | null>;
  return Object.keys(boxes).find((box) => boxes[box] === null && !marked.has(box));
}

let rawWrites = 0;

/** The two requests of the raw pair, by one client or another. */
interface RawClient {
  query(input: Sdk.QueryCommandInput): Promise<{ Items?: Record<string, unknown>[] }>;
  put(input: Sdk.PutCommandInput): Promise<unknown>;
}

const platformClient: RawClient = {
  query: (input) => dynamo().send(new QueryCommand(input)),
  put: (input) => dynamo().send(new PutCommand(input)),
};

const sdkTables = () =>
  new DynamoDBClient({
    endpoint: process.env.DYNAMODB_ENDPOINT,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

function sdkClient(): RawClient {
  const documents = Sdk.DynamoDBDocumentClient.from(sdkTables(), { marshallOptions: { removeUndefinedValues: true } });
  return { query: (input) => documents.send(new Sdk.QueryCommand(input)), put: (input) => documents.send(new Sdk.PutCommand(input)) };
}

/**
 * What a command cannot do without: one Query of the game's stream (`bounded`: its last
 * SNAPSHOT_EVERY items, newest first, as a command reads since snapshots), one conditional
 * PutItem of an item like its last.
 */
async function rawPair(scratch: string, gameId: string, bounded = false, client = platformClient): Promise<number> {
  const started = performance.now();
  const { Items } = await client.query({
    TableName: tableNames().events,
    KeyConditionExpression: 'gameId = :g',
    ExpressionAttributeValues: { ':g': gameId },
    ConsistentRead: true,
    ...(bounded && { ScanIndexForward: false, Limit: SNAPSHOT_EVERY }),
  });
  await client.put({
    TableName: scratch,
    Item: { ...(bounded ? Items![0]! : Items!.at(-1)!), gameId: `raw-${rawWrites++}`, version: 1 },
    ConditionExpression: 'attribute_not_exists(version)',
  });
  return performance.now() - started;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const round = (n: number) => Math.round(n * 100) / 100;

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchPlatform());
