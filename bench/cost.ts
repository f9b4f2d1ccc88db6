/**
 * `npm run bench cost [-- --games N]`: what 1,000 games cost on AWS, measured. N games of each
 * kind (each Dice Kings variant apart) are played against the local stack by two people, each
 * with a Web Push device (a stand-in browser's subscription, on 127.0.0.1), the first following
 * the game over the WebSocket, the second with the app closed (told of each turn by a push),
 * and, at each turn of theirs, reading their view and sending the easy bot's move. Everything
 * the stack does for them is counted where it happens:
 * DynamoDB request units as DynamoDB Local reports them (ConsumedCapacity, watchRequests), the
 * stream's records, each function's invocations and handler time (watchInvocations: HTTP and
 * WebSocket routes, stream batches, queue jobs) billed in GB-seconds at the stack's memory
 * size, API Gateway requests and WebSocket messages, SQS requests, Scheduler calls, the pushes
 * the stand-in accepted and what the push sender (the webhook worker on AWS) did for them; then
 * priced at bench/aws-prices.ts. Handler time is this machine's against DynamoDB Local
 * (slower than DynamoDB), so the GB-seconds are an upper bound. docs/cost.md shows a run.
 */
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { diceKingsBot, type DiceKingsView } from '../domain/dice-kings/bot/index.ts';
import type { Bot } from '../domain/kernel/index.ts';
import { quicksBot, type QuicksView } from '../domain/quicks/bot/index.ts';
import { rummiduckBot, type RummiduckView } from '../domain/rummiduck/bot/index.ts';
import { watchAwsCalls } from '../functions/adapters/aws-calls.ts';
import { watchRequests } from '../functions/adapters/dynamo.ts';
import { optimums } from '../functions/bots/dice-kings-tables.ts';
import { MEMORY_MB } from '../infra/constructs/platform-function.ts';
import { consumers } from '../infra/local/consumers.ts';
import { currentFunction, watchInvocations } from '../infra/local/invocations.ts';
import { localBotQueue } from '../infra/local/bot-queue.ts';
import { localLiveQueue } from '../infra/local/live-queue.ts';
import { localPushQueue } from '../infra/local/push-queue.ts';
import { localScheduler, TIMEOUT_FUNCTION } from '../infra/local/scheduler.ts';
import { startLocalStack, type LocalStack } from '../infra/local/stack.ts';
import { startWebPushStandIn } from '../test/support/push-stand-ins/webpush.ts';
import { prices, pricesAsOf } from './aws-prices.ts';
import { benchRequest } from './http-client.ts';
import { RequestsByReader, requestsTables } from './requests-by-reader.ts';

const SEATS = 2;
const DEFAULT_GAMES = 3;
/** The function that sends push jobs (on AWS the webhook worker: the jobs ride its queue). */
const PUSH_SENDER = 'webhooks-deliver';
/** The queue push jobs are sent to, as the sends are reported (functions/notifications/push-queue.ts). */
const PUSH_QUEUE = 'WEBHOOK_QUEUE_URL';

/** Each kind of game priced apart: every game, and every Dice Kings variant (its joker rule, its columns). */
const kinds: { label: string; game: string; config: Record<string, unknown>; bot: Bot<any, unknown> }[] = [
  { label: 'quicks', game: 'quicks', config: {}, bot: quicksBot('easy') as Bot<QuicksView, unknown> },
  ...(['free', 'forced', false] as const).map((JokerRule) => ({
    label: `dice-kings 1 col, joker ${String(JokerRule)}`,
    game: 'dice-kings',
    config: { Columns: 1, JokerRule },
    bot: diceKingsBot('easy', optimums) as Bot<DiceKingsView, unknown>,
  })),
  {
    label: 'dice-kings 3 col, joker free',
    game: 'dice-kings',
    config: { Columns: 3, JokerRule: 'free' },
    bot: diceKingsBot('easy', optimums) as Bot<DiceKingsView, unknown>,
  },
  { label: 'rummiduck', game: 'rummiduck', config: {}, bot: rummiduckBot('easy') as Bot<RummiduckView, unknown> },
];

const byReaderKind = kinds.find((kind) => kind.label === 'dice-kings 1 col, joker free')!;

/** What the games of one kind used, in all. */
export interface Usage {
  readUnits: number;
  writeUnits: number;
  dynamodbRequests: number;
  streamRecords: number;
  invocations: number;
  billedMs: number;
  httpRequests: number;
  webSocketMessages: number;
  sqsRequests: number;
  schedulesArmedOrCancelled: number;
  schedulerInvocations: number;
  /** Messages the platform (here the Web Push stand-in) accepted. */
  pushes: number;
  /** Of the figures above, what the push jobs took: queued, received and deleted; the sender's invocations, time and DynamoDB units. */
  push: { sqsRequests: number; invocations: number; billedMs: number; readUnits: number; writeUnits: number; dynamodbRequests: number };
}

export const none = (): Usage => ({
  readUnits: 0,
  writeUnits: 0,
  dynamodbRequests: 0,
  streamRecords: 0,
  invocations: 0,
  billedMs: 0,
  httpRequests: 0,
  webSocketMessages: 0,
  sqsRequests: 0,
  schedulesArmedOrCancelled: 0,
  schedulerInvocations: 0,
  pushes: 0,
  push: { sqsRequests: 0, invocations: 0, billedMs: 0, readUnits: 0, writeUnits: 0, dynamodbRequests: 0 },
});

const READS = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);

/** Counts into `usage` everything the stack does while it is set; the patches of the local services are undone by `close`. */
class Meter {
  usage: Usage | undefined;
  private readonly undo: (() => void)[] = [];

  constructor() {
    this.undo.push(
      watchRequests(({ operation, output }) => {
        if (!this.usage) return;
        this.usage.dynamodbRequests++;
        const consumed = output.ConsumedCapacity;
        const units = [consumed]
          .flat()
          .reduce((sum: number, c) => sum + ((c as { CapacityUnits?: number } | undefined)?.CapacityUnits ?? 0), 0);
        const pushSender = currentFunction() === PUSH_SENDER;
        if (pushSender) this.usage.push.dynamodbRequests++;
        if (READS.has(operation)) {
          this.usage.readUnits += units;
          if (pushSender) this.usage.push.readUnits += units;
        } else {
          this.usage.writeUnits += units;
          if (pushSender) this.usage.push.writeUnits += units;
        }
      }),
      watchInvocations(({ name, ms }) => {
        if (!this.usage) return;
        this.usage.invocations++;
        // Lambda bills each invocation's duration rounded up to the millisecond.
        this.usage.billedMs += Math.ceil(ms);
        if (name.startsWith('http-')) this.usage.httpRequests++;
        if (name === TIMEOUT_FUNCTION) this.usage.schedulerInvocations++;
        // A queue's job reaches its function by a receive and is then deleted: two requests beside its send.
        if (name === localBotQueue.name || name === localLiveQueue.name) this.usage.sqsRequests += 2;
        // One push job a message on AWS: one invocation each at the most (SQS hands up to ten to one), received and deleted.
        if (name === PUSH_SENDER) {
          this.usage.sqsRequests += 2;
          this.usage.push.sqsRequests += 2;
          this.usage.push.invocations++;
          this.usage.push.billedMs += Math.ceil(ms);
        }
      }),
      // Push jobs are queued by the reactions (and a retry by the sender): one SendMessageBatch each send.
      watchAwsCalls((call) => {
        if (!this.usage || call.service !== 'sqs' || call.queue !== PUSH_QUEUE) return;
        this.usage.sqsRequests++;
        this.usage.push.sqsRequests++;
      }),
    );
    // Counted alike whatever their jobs are.
    for (const queue of [localBotQueue, localLiveQueue] as { send(jobs: readonly unknown[]): Promise<void> }[]) {
      const send = queue.send.bind(queue);
      // One SendMessageBatch request carries up to ten messages.
      queue.send = async (jobs) => (this.usage && (this.usage.sqsRequests += Math.ceil(jobs.length / 10)), send(jobs));
      this.undo.push(() => (queue.send = send));
    }
    const { arm, cancel } = localScheduler;
    const count = () => void (this.usage && this.usage.schedulesArmedOrCancelled++);
    localScheduler.arm = async (timer) => (count(), arm.call(localScheduler, timer));
    localScheduler.cancel = async (timer) => (count(), cancel.call(localScheduler, timer));
    this.undo.push(() => Object.assign(localScheduler, { arm, cancel }));
    for (const consumer of consumers) {
      const { handler } = consumer;
      consumer.handler = async (event) => (this.usage && (this.usage.streamRecords += event.Records.length), handler(event));
      this.undo.push(() => (consumer.handler = handler));
    }
  }

  close(): void {
    for (const undo of this.undo.reverse()) undo();
  }
}

type Call = (method: string, path: string, token?: string, body?: unknown) => Promise<any>;

const client =
  (stack: LocalStack): Call =>
  async (method, path, token, body) => {
    // The same key on every attempt of one POST: a retry is then safe (docs/contract.md, Idempotency).
    const headers: Record<string, string> = method === 'POST' ? { 'idempotency-key': randomUUID() } : {};
    for (let attempt = 1; ; attempt++) {
      const { status, json } = await benchRequest(stack.url, method, path, token, body, headers);
      if (status === 200 || status === 201) return json;
      // A request the server could not serve just now (DynamoDB Local starved on a busy machine): sent again, as the 503 invites.
      if (status === 503 && attempt < 5) await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      else throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
    }
  };

/** A person's WebSocket following the game as its player; counts the messages either way. */
async function follow(url: string, gameId: string, token: string, usage: Usage): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`);
  await new Promise<void>((resolve, reject) => {
    ws.on('message', (data: Buffer) => {
      usage.webSocketMessages++;
      if ((JSON.parse(data.toString('utf8')) as { type: string }).type === 'subscribed') resolve();
    });
    ws.on('open', () => {
      usage.webSocketMessages++;
      ws.send(JSON.stringify({ action: 'subscribe', gameId, token }));
    });
    ws.on('error', reject);
  });
  return ws;
}

type Browsers = Awaited<ReturnType<typeof startWebPushStandIn>>;

/** One game from the players' sign-up to its end; resolves once the stack has done everything it caused. */
async function playGame(stack: LocalStack, call: Call, kind: (typeof kinds)[number], usage: Usage, browsers: Browsers): Promise<void> {
  const players: { playerId: string; token: string }[] = [];
  for (let i = 0; i < SEATS; i++) players.push(await call('POST', '/players', undefined, { name: `Player ${i}` }));
  const { publicKey } = await call('GET', '/push/webpush');
  for (const p of players)
    await call('PUT', '/players/me/devices/browser', p.token, {
      platform: 'webpush',
      subscription: browsers.subscribe(publicKey).subscription,
    });
  const { gameId } = await call('POST', '/games', players[0]!.token, { game: kind.game, config: kind.config });
  for (const p of players.slice(1)) await call('POST', `/games/${gameId}/join`, p.token);
  // The first follows the game live (no turn pushes while it does); the others have the app closed.
  const sockets = await Promise.all(players.slice(0, 1).map((p) => follow(stack.url, gameId, p.token, usage)));
  const accepted = browsers.received.length;
  let view = await call('POST', `/games/${gameId}/start`, players[0]!.token);
  while (view.status === 'playing') {
    const actor = players.find((p) => view.turn.awaiting.includes(p.playerId))!;
    const mine = await call('GET', `/games/${gameId}`, actor.token);
    const { move } = kind.bot(mine, actor.playerId)!;
    view = (await call('POST', `/games/${gameId}/commands`, actor.token, move)).game;
  }
  await stack.settled();
  await Promise.all([localLiveQueue.idle(), localPushQueue.idle()]);
  usage.pushes += browsers.received.length - accepted;
  for (const ws of sockets) ws.close();
}

const perThousand = (value: number, games: number) => (value / games) * 1000;

/** The table's rows for one kind of game: each quantity and dollar figure per 1,000 games, the row's label saying so once. */
export function priced(usage: Usage, games: number): Record<string, number> {
  const k = (value: number) => perThousand(value, games);
  const gbSeconds = k(usage.billedMs / 1000) * (MEMORY_MB / 1024);
  const dollars = {
    dynamodb: k(usage.readUnits) * prices.dynamodbReadUnit + k(usage.writeUnits) * prices.dynamodbWriteUnit,
    lambda: k(usage.invocations) * prices.lambdaRequest + gbSeconds * prices.lambdaArmGbSecond,
    apiGateway: k(usage.httpRequests) * prices.httpApiRequest + k(usage.webSocketMessages) * prices.webSocketMessage,
    sqs: k(usage.sqsRequests) * prices.sqsRequest,
    scheduler: k(usage.schedulerInvocations) * prices.schedulerInvocation,
  };
  const { push } = usage;
  const pushDollars =
    k(push.readUnits) * prices.dynamodbReadUnit +
    k(push.writeUnits) * prices.dynamodbWriteUnit +
    k(push.invocations) * prices.lambdaRequest +
    k(push.billedMs / 1000) * (MEMORY_MB / 1024) * prices.lambdaArmGbSecond +
    k(push.sqsRequests) * prices.sqsRequest;
  const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;
  const rows = {
    'DynamoDB read units': round(k(usage.readUnits)),
    'DynamoDB write units': round(k(usage.writeUnits)),
    'DynamoDB requests': round(k(usage.dynamodbRequests)),
    'stream records read (free by Lambda)': round(k(usage.streamRecords)),
    'Lambda invocations': round(k(usage.invocations)),
    'Lambda GB-seconds': round(gbSeconds, 1),
    'HTTP API requests': round(k(usage.httpRequests)),
    'WebSocket messages': round(k(usage.webSocketMessages)),
    'SQS requests': round(k(usage.sqsRequests)),
    'schedules armed or cancelled (not billed)': round(k(usage.schedulesArmedOrCancelled)),
    'Scheduler invocations': round(k(usage.schedulerInvocations)),
    'pushes sent': round(k(usage.pushes)),
    'of the above, SQS requests for pushes': round(k(push.sqsRequests)),
    'of the above, push sender invocations': round(k(push.invocations)),
    'of the above, push sender DynamoDB requests': round(k(push.dynamodbRequests)),
    '$ DynamoDB': round(dollars.dynamodb, 4),
    '$ Lambda': round(dollars.lambda, 4),
    '$ API Gateway': round(dollars.apiGateway, 4),
    '$ SQS': round(dollars.sqs, 4),
    '$ Scheduler': round(dollars.scheduler, 4),
    '$ in all': round(
      Object.values(dollars).reduce((a, b) => a + b, 0),
      4,
    ),
    '$ of it for sending pushes': round(pushDollars, 4),
  };
  return Object.fromEntries(Object.entries(rows).map(([quantity, value]) => [`${quantity} per 1,000 games`, value]));
}

export async function benchCost(games = gamesFromArgs()): Promise<Record<string, Record<string, number>>> {
  const stack = await startLocalStack({ port: 0 });
  const meter = new Meter();
  const browsers = await startWebPushStandIn();
  const byReader = new RequestsByReader();
  try {
    const call = client(stack);
    // Warm up the handlers and DynamoDB Local's JIT, uncounted.
    for (const kind of kinds) await playGame(stack, call, kind, none(), browsers);
    // One row a quantity, one column a kind: the kinds compare side by side.
    const table: Record<string, Record<string, number>> = {};
    for (const kind of kinds) {
      const usage = none();
      meter.usage = usage;
      // The DynamoDB requests by reader, of the kind the issue of a command's cost measured.
      if (kind === byReaderKind) byReader.start();
      for (let i = 0; i < games; i++) await playGame(stack, call, kind, usage, browsers);
      meter.usage = undefined;
      if (kind === byReaderKind) {
        console.log(
          `DynamoDB requests per command, by reader and by operation: ${kind.label}, ${games} games, one player following live, one told by push.`,
        );
        for (const figures of requestsTables(byReader.stop())) console.table(figures);
      }
      for (const [row, value] of Object.entries(priced(usage, games))) (table[row] ??= {})[kind.label] = value;
    }
    console.log(
      `Prices of ${pricesAsOf} (bench/aws-prices.ts), ${MEMORY_MB} MB functions, ${games} games of each kind, ${SEATS} players each (one following live, one told by Web Push).`,
    );
    if (browsers.refused.length > 0) throw new Error(`The Web Push stand-in refused messages: ${JSON.stringify(browsers.refused)}`);
    return table;
  } finally {
    byReader.close();
    meter.close();
    await stack.stop();
    await browsers.stop();
  }
}

function gamesFromArgs(): number {
  const at = process.argv.indexOf('--games');
  const games = at < 0 ? DEFAULT_GAMES : Number(process.argv[at + 1]);
  if (!Number.isInteger(games) || games < 1 || games > 100) throw new Error('--games takes a whole number from 1 to 100.');
  return games;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchCost());
  process.exit(0);
}
