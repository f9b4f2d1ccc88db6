/**
 * `npm run bench fair`: the budgets keep a flood from slowing anyone else (docs/contract.md,
 * Fair share). The local server with BUDGETS=on and the default rates; app B's player and a
 * player of no app each play solitaire Dice Kings at a command every 200 ms, first for 10 s
 * alone (quiet), then for 10 s while app A floods at ten times its budget (500 requests a
 * second with its publishable key, from up to 64 requests in flight). Prints their command
 * latencies in both phases, every 429 they met (there must be none), what A had admitted and
 * refused, and what the AWS design (leased slices of DynamoDB items) costs per request, measured
 * against the same DynamoDB Local. The flood is sent by the process that serves it, on a shared
 * machine: the load average is printed beside the figures.
 */
import { cpus, loadavg } from 'node:os';
import { budgetSettings } from '../functions/fair-share/policies.ts';
import { benchRequest, type BenchAnswer } from './http-client.ts';
import { offerToLeasedStores } from './leased-budgets.ts';

const PHASE_SECONDS = 10;
const COMMAND_EVERY_MS = 200;
const FLOOD_PER_SECOND = 500;
const FLOOD_TICK_MS = 20;
const FLOOD_IN_FLIGHT = 64;

type Send = (method: string, path: string, token?: string, body?: unknown, headers?: Record<string, string>) => Promise<BenchAnswer>;

/** What one player met in one phase: their commands' latencies (ms) and every 429 of any request. */
interface Measured {
  commands: number[];
  refused: number;
}

/** A player of solitaire Dice Kings: a roll or a score each turn, a new game when one ends. */
class DiceKingsPlayer {
  private gameId = '';
  private view: any;

  constructor(
    private readonly send: Send,
    private readonly token: string,
  ) {}

  /** One turn: the next command (after a new game, or the legal moves where a score is due). */
  async turn(into: Measured): Promise<void> {
    const count = async (method: string, path: string, body?: unknown) => {
      const { status, json } = await this.send(method, path, this.token, body);
      if (status === 429) into.refused++;
      if (status >= 400) throw new Error(`${method} ${path}: ${status}`);
      return json;
    };
    try {
      if (!this.gameId || this.view?.status !== 'playing') {
        this.gameId = (await count('POST', '/games', { game: 'dice-kings' })).gameId;
        this.view = await count('POST', `/games/${this.gameId}/start`);
      }
      const board = this.view.board;
      const command =
        board.dice && board.rollsLeft === 0
          ? (await count('GET', `/games/${this.gameId}/legal-moves`)).moves.find((m: any) => m.type === 'score')
          : { type: 'roll', keep: [] };
      const started = performance.now();
      const answer = await count('POST', `/games/${this.gameId}/commands`, command);
      into.commands.push(performance.now() - started);
      this.view = answer.game;
    } catch {
      // Counted above; the player starts a new game at its next turn.
      this.view = undefined;
    }
  }

  /** A turn every COMMAND_EVERY_MS for the phase (fewer if an answer is slower). */
  async play(seconds: number): Promise<Measured> {
    const measured: Measured = { commands: [], refused: 0 };
    const until = performance.now() + seconds * 1000;
    for (let turn = 0; turn < (seconds * 1000) / COMMAND_EVERY_MS && performance.now() < until; turn++) {
      const due = performance.now() + COMMAND_EVERY_MS;
      await this.turn(measured);
      await pause(due - performance.now());
    }
    return measured;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** App A's flood: FLOOD_PER_SECOND lobby reads a second with its key, for `seconds`, at most FLOOD_IN_FLIGHT at once. */
async function flood(send: Send, appKey: string, seconds: number) {
  let admitted = 0;
  let refused = 0;
  let other = 0;
  let skipped = 0;
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const ticks = (seconds * 1000) / FLOOD_TICK_MS;
  for (let tick = 0; tick < ticks; tick++) {
    await pause(started + tick * FLOOD_TICK_MS - performance.now());
    for (let i = 0; i < (FLOOD_PER_SECOND * FLOOD_TICK_MS) / 1000; i++) {
      if (inFlight.size >= FLOOD_IN_FLIGHT) {
        skipped++;
        continue;
      }
      const one: Promise<void> = send('GET', '/games?status=lobby', undefined, undefined, { 'x-app-key': appKey })
        .then(({ status }) => {
          if (status === 429) refused++;
          else if (status < 400) admitted++;
          else other++;
        })
        .finally(() => inFlight.delete(one));
      inFlight.add(one);
    }
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  return {
    sent: admitted + refused + other,
    'sent a second': Math.round((admitted + refused + other) / elapsed),
    admitted,
    refused,
    'other errors': other,
    'not sent (64 in flight)': skipped,
  };
}

const load = () => Math.round(loadavg()[0]! * 100) / 100;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0) * 10) / 10;
};

const figures = (quiet: Measured, flooded: Measured) => ({
  'commands quiet': quiet.commands.length,
  'quiet p50 (ms)': percentile(quiet.commands, 0.5),
  'quiet p99 (ms)': percentile(quiet.commands, 0.99),
  'commands in flood': flooded.commands.length,
  'flood p50 (ms)': percentile(flooded.commands, 0.5),
  'flood p99 (ms)': percentile(flooded.commands, 0.99),
  '429s': quiet.refused + flooded.refused,
});

export async function benchFairShare(): Promise<Record<string, Record<string, number>>> {
  const before = { BUDGETS: process.env.BUDGETS, APP: process.env.APP_REQUESTS_PER_SECOND, COMMANDS: process.env.COMMANDS_PER_SECOND };
  process.env.BUDGETS = 'on';
  delete process.env.APP_REQUESTS_PER_SECOND;
  delete process.env.COMMANDS_PER_SECOND;
  const { startLocalStack } = await import('../infra/local/stack.ts');
  const stack = await startLocalStack({ port: 0 });
  const send: Send = (method, path, token, body, headers) => benchRequest(stack.url, method, path, token, body, headers);
  const ok = async (method: string, path: string, token?: string, body?: unknown) => {
    const { status, json } = await send(method, path, token, body);
    if (status >= 400) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
    return json;
  };
  try {
    const loadBefore = load();
    const owner = await ok('POST', '/players', undefined, { name: 'Owner' });
    const appA = await ok('POST', '/apps', owner.token, { name: 'Flooder' });
    const appB = await ok('POST', '/apps', owner.token, { name: 'Within budget' });
    const b = await ok('PUT', `/apps/${appB.appId}/players/b-player`, appB.secretKey, { name: 'B Player' });
    const loner = await ok('POST', '/players', undefined, { name: 'No App' });
    const players = [new DiceKingsPlayer(send, b.token), new DiceKingsPlayer(send, loner.token)];

    const quiet = await Promise.all(players.map((p) => p.play(PHASE_SECONDS)));
    const loadQuiet = load();
    const [flooded, a] = await Promise.all([
      Promise.all(players.map((p) => p.play(PHASE_SECONDS))),
      flood(send, appA.publishableKey, PHASE_SECONDS),
    ]);
    const loadFlood = load();

    // The AWS design, against this stack's DynamoDB Local: eight stores for eight function instances.
    const { app: appPolicy } = budgetSettings()!.policies;
    const leased = await offerToLeasedStores('app#bench-fair', appPolicy, 10 * appPolicy.rate, PHASE_SECONDS);
    return {
      "app B's player": figures(quiet[0]!, flooded[0]!),
      'a player of no app': figures(quiet[1]!, flooded[1]!),
      [`app A (budget ${appPolicy.rate}/s, burst ${appPolicy.burst})`]: a,
      'AWS design: app A at 10× over 8 leasing instances (DynamoDB Local)': {
        offered: leased.offered,
        admitted: leased.admitted,
        allowance: leased.allowance,
        'DynamoDB requests': leased.dynamodb,
        'DynamoDB requests a request': Math.round(leased.perRequest * 1000) / 1000,
      },
      machine: {
        cores: cpus().length,
        'load avg (1 min) before': loadBefore,
        'after quiet': loadQuiet,
        'after flood': loadFlood,
      },
    };
  } finally {
    await stack.stop();
    for (const [name, value] of [
      ['BUDGETS', before.BUDGETS],
      ['APP_REQUESTS_PER_SECOND', before.APP],
      ['COMMANDS_PER_SECOND', before.COMMANDS],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
