/**
 * A command's cost must not grow with its game (docs/snapshots.md). A six-player three-column Dice
 * Kings game (936 commands) and a four-player Rummiduck game (its easy bots) are played to
 * the end over HTTP, one client, against the local stack; for the first and the last 100
 * commands: the latency, the bytes a command reads, and every DynamoDB request and capacity
 * unit (ReturnConsumedCapacity), the command's own and the stream consumers' (timers,
 * webhooks, live updates, lobby, leaderboards) per command, and the scheduler's calls.
 */
import { rummiduckBot, type RummiduckView } from '../domain/rummiduck/bot/index.ts';
import { watchRequests, type WatchedRequest } from '../functions/adapters/dynamo.ts';
import { startLocalStack, type LocalStack } from '../infra/local/stack.ts';
import { localScheduler } from '../infra/local/scheduler.ts';

const WINDOW = 100;

interface Cost {
  requests: number;
  readUnits: number;
  writeUnits: number;
  bytesRead: number;
}

interface CommandCost {
  ms: number;
  command: Cost;
  /** What the consumers sent for this command's record: each command waits for them to settle before the next. */
  consumers: Cost;
  scheduler: number;
}

const none = (): Cost => ({ requests: 0, readUnits: 0, writeUnits: 0, bytesRead: 0 });

/** DynamoDB's item size of a value as the document client returns it: names and values in bytes, numbers about one byte per two digits. */
function sizeOf(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number') return Math.ceil(String(value).length / 2) + 1;
  if (value instanceof Uint8Array) return value.byteLength;
  if (Array.isArray(value)) return 3 + value.reduce<number>((a, x) => a + 1 + sizeOf(x), 0);
  if (value !== null && typeof value === 'object') return 3 + itemSize(value as Record<string, unknown>);
  return 1;
}
const itemSize = (item: Record<string, unknown>): number =>
  Object.entries(item).reduce((a, [k, x]) => a + Buffer.byteLength(k) + sizeOf(x), 0);

function add(cost: Cost, request: WatchedRequest): void {
  cost.requests++;
  const consumed = request.output.ConsumedCapacity;
  const units = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce(
    (a, c) => a + ((c as { CapacityUnits?: number }).CapacityUnits ?? 0),
    0,
  );
  if (['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems'].includes(request.operation)) cost.readUnits += units;
  else cost.writeUnits += units;
  const items = (request.output.Items ?? (request.output.Item ? [request.output.Item] : [])) as Record<string, unknown>[];
  cost.bytesRead += items.reduce((a, item) => a + itemSize(item), 0);
}

/** Watches the process's requests: those of the HTTP command in flight, and everything outside a handler. */
class Meter {
  private inCommand = false;
  private current: CommandCost | undefined;
  readonly commands: CommandCost[] = [];
  private readonly stop: () => void;
  private readonly restore: () => void;

  /** `settled`: resolves once the stream consumers have handled every record stored so far. */
  constructor(private readonly settled: () => Promise<void>) {
    this.stop = watchRequests((request) => {
      if (!this.current) return;
      if (!request.scoped) add(this.current.consumers, request);
      else if (this.inCommand) add(this.current.command, request);
    });
    const { arm, cancel } = localScheduler;
    const count = () => void (this.current && this.current.scheduler++);
    localScheduler.arm = async (timer) => (count(), arm.call(localScheduler, timer));
    localScheduler.cancel = async (timer) => (count(), cancel.call(localScheduler, timer));
    this.restore = () => Object.assign(localScheduler, { arm, cancel });
  }

  async command<T>(send: () => Promise<T>): Promise<T> {
    this.current = { ms: 0, command: none(), consumers: none(), scheduler: 0 };
    this.commands.push(this.current);
    const started = performance.now();
    this.inCommand = true;
    try {
      return await send();
    } finally {
      this.inCommand = false;
      this.current.ms = performance.now() - started;
      // Outside the timing: the consumers' work for this record is counted as this command's,
      // not as a later one's when they lag (a backlog would land on the last 100).
      await this.settled();
    }
  }

  close(): void {
    this.stop();
    this.restore();
  }
}

type Call = (method: string, path: string, token?: string, body?: unknown) => Promise<any>;

function client(stack: LocalStack): Call {
  return async (method, path, token, body) => {
    const response = await fetch(stack.url + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as any;
    if (response.status !== 200 && response.status !== 201)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
}

async function newGame(call: Call, game: string, seats: number, config: Record<string, unknown>) {
  const players: { playerId: string; token: string }[] = [];
  for (let i = 0; i < seats; i++) players.push(await call('POST', '/players', undefined, { name: `P${i}` }));
  const gameId = (await call('POST', '/games', players[0]!.token, { game, config })).gameId as string;
  for (const p of players.slice(1)) await call('POST', `/games/${gameId}/join`, p.token);
  const started = await call('POST', `/games/${gameId}/start`, players[0]!.token);
  const token = (id: string) => players.find((p) => p.playerId === id)!.token;
  return { gameId, token, view: started };
}

/** Six players, three columns: every turn three rolls, then the first box the server lists. */
async function playDiceKings(call: Call, meter: Meter): Promise<void> {
  const { gameId, token, view: first } = await newGame(call, 'dice-kings', 6, { Columns: 3 });
  let view = first;
  while (view.status === 'playing') {
    const actor = view.turn.playerId as string;
    let body: unknown = { type: 'roll', keep: view.board.dice ? [0, 1] : [] };
    if (view.board.dice && view.board.rollsLeft === 0)
      body = (await call('GET', `/games/${gameId}/legal-moves`, token(actor))).moves.find((m: { type: string }) => m.type === 'score');
    view = (await meter.command(() => call('POST', `/games/${gameId}/commands`, token(actor), body))).game;
  }
}

/** Four players, each move the easy bot's from the player's own view. */
async function playRummiduck(call: Call, meter: Meter): Promise<void> {
  const { gameId, token, view: first } = await newGame(call, 'rummiduck', 4, {});
  let view = first;
  while (view.status === 'playing') {
    const actor = view.turn.playerId as string;
    const mine = (await call('GET', `/games/${gameId}`, token(actor))) as RummiduckView;
    const body = rummiduckBot('easy')(mine, actor)!.move;
    view = (await meter.command(() => call('POST', `/games/${gameId}/commands`, token(actor), body))).game;
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const round = (n: number) => Math.round(n * 100) / 100;
const mean = (costs: CommandCost[], pick: (c: CommandCost) => number) => round(costs.reduce((a, c) => a + pick(c), 0) / costs.length);

function summary(game: string, commands: CommandCost[]): Record<string, Record<string, number>> {
  // A game shorter than two windows (an easy bots' Rummiduck) is split in halves.
  const window = Math.min(WINDOW, Math.floor(commands.length / 2));
  const first = commands.slice(0, window);
  const last = commands.slice(-window);
  const row = (part: CommandCost[]) => ({
    p50Ms: round(
      percentile(
        part.map((c) => c.ms),
        50,
      ),
    ),
    commandRequests: mean(part, (c) => c.command.requests),
    commandReadUnits: mean(part, (c) => c.command.readUnits),
    commandWriteUnits: mean(part, (c) => c.command.writeUnits),
    commandBytesRead: mean(part, (c) => c.command.bytesRead),
    consumerRequests: mean(part, (c) => c.consumers.requests),
    consumerReadUnits: mean(part, (c) => c.consumers.readUnits),
    consumerWriteUnits: mean(part, (c) => c.consumers.writeUnits),
    consumerBytesRead: mean(part, (c) => c.consumers.bytesRead),
    schedulerCalls: mean(part, (c) => c.scheduler),
  });
  const a = row(first);
  const b = row(last);
  return {
    [`${game}: first ${window} of ${commands.length}`]: a,
    [`${game}: last ${window}`]: b,
    [`${game}: last / first`]: Object.fromEntries(
      Object.keys(a).map((k) => [k, round(b[k as keyof typeof b] / (a[k as keyof typeof a] || 1))]),
    ),
  };
}

export async function benchLongGames(): Promise<Record<string, Record<string, number>>> {
  const stack = await startLocalStack({ port: 0 });
  try {
    const call = client(stack);
    // Warm up the handlers and DynamoDB Local's JIT before measuring anything.
    const warm = new Meter(stack.settled);
    await playRummiduck(call, warm);
    warm.close();
    await stack.settled();

    const diceKings = new Meter(stack.settled);
    await playDiceKings(call, diceKings);
    await stack.settled();
    diceKings.close();
    const rummiduck = new Meter(stack.settled);
    await playRummiduck(call, rummiduck);
    await stack.settled();
    rummiduck.close();
    return { ...summary('dice-kings 6p 3col', diceKings.commands), ...summary('rummiduck 4p', rummiduck.commands) };
  } finally {
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchLongGames());
