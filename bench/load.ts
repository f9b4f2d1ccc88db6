/**
 * `npm run bench load -- --base-url URL [--seconds S] [--rate R] [--users U]`: a load run an
 * operator can point at a stage (or at `npm start`). U players each play solitaire Dice Kings
 * over the API, as a client would: read the game, read its legal moves, send a roll or a score,
 * a new game when one ends; now and then the lobby and /health. Requests leave at a fixed rate
 * (R a second, each to the next player not waiting for an answer) for S seconds, both capped,
 * so a run is bounded in count and time whatever the stage answers. Prints the throughput,
 * p50/p99 latency and the errors (by status; 0 for no answer). The bench's own client
 * (http-client.ts, kept-alive connections) instead of autocannon: each request depends on the
 * answer before it (the game's state), which a replayed request list cannot follow.
 */
import { benchRequest } from './http-client.ts';

const MAX_SECONDS = 300;
const MAX_RATE = 500;
const MAX_USERS = 50;

export interface LoadOptions {
  baseUrl: string;
  seconds: number;
  /** Requests a second, at most. */
  rate: number;
  users: number;
}

export type LoadReport = Record<string, number> & {
  requests: number;
  'throughput (requests/s)': number;
  'p50 (ms)': number;
  'p99 (ms)': number;
  errors: number;
  /** Ticks at which every player still waited for an answer: the stage is slower than the rate asks. */
  'ticks skipped (every player waiting)': number;
};

/** One player's loop: each call returns its next request, from what the last answers said. */
class Player {
  busy = false;
  private token = '';
  private gameId: string | undefined;
  private step = 0;
  private view: any;

  constructor(private readonly send: (method: string, path: string, token?: string, body?: unknown) => Promise<any>) {}

  async next(): Promise<void> {
    this.busy = true;
    try {
      if (!this.token) {
        this.token = (await this.send('POST', '/players', undefined, { name: 'Load Player' })).token;
        return;
      }
      // Every tenth request looks around instead: the lobby, or the health check a monitor makes.
      if (++this.step % 10 === 0) return void (await this.send('GET', this.step % 20 === 0 ? '/health' : '/games'));
      if (!this.gameId || this.view?.status !== 'playing') {
        this.gameId = (await this.send('POST', '/games', this.token, { game: 'dice-kings' })).gameId;
        this.view = await this.send('POST', `/games/${this.gameId}/start`, this.token);
        return;
      }
      const board = this.view.board;
      if (board.dice && board.rollsLeft === 0) {
        const { moves } = await this.send('GET', `/games/${this.gameId}/legal-moves`, this.token);
        this.view = (
          await this.send(
            'POST',
            `/games/${this.gameId}/commands`,
            this.token,
            moves.find((m: any) => m.type === 'score'),
          )
        ).game;
      } else this.view = (await this.send('POST', `/games/${this.gameId}/commands`, this.token, { type: 'roll', keep: [] })).game;
    } catch {
      // Counted by `send`; the player starts a new game at its next turn.
      this.view = undefined;
    } finally {
      this.busy = false;
    }
  }
}

export async function benchLoad(options: LoadOptions): Promise<LoadReport> {
  const { baseUrl, seconds, rate, users } = bounded(options);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  const send = async (method: string, path: string, token?: string, body?: unknown) => {
    const started = performance.now();
    let status = 0;
    try {
      const answer = await benchRequest(baseUrl, method, path, token, body);
      status = answer.status;
      if (status >= 400) throw new Error(`${method} ${path}: ${status}`);
      return answer.json;
    } catch (error) {
      errors++;
      throw error;
    } finally {
      latencies.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const players = Array.from({ length: users }, () => new Player(send));
  const running = new Set<Promise<void>>();
  let skipped = 0;
  const started = performance.now();
  const ticks = Math.floor(seconds * rate);
  for (let tick = 0; tick < ticks; tick++) {
    const due = started + (tick * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const player = players.find((p) => !p.busy);
    if (!player) {
      skipped++;
      continue;
    }
    const turn = player.next().finally(() => running.delete(turn));
    running.add(turn);
  }
  await Promise.all(running);
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0) * 10) / 10;
  const report: LoadReport = {
    requests: latencies.length,
    'throughput (requests/s)': Math.round((latencies.length / elapsed) * 10) / 10,
    'p50 (ms)': at(0.5),
    'p99 (ms)': at(0.99),
    errors,
    'ticks skipped (every player waiting)': skipped,
  };
  for (const [status, count] of [...statuses].sort(([a], [b]) => a - b)) report[`status ${status}`] = count;
  return report;
}

function bounded(options: LoadOptions): LoadOptions {
  const check = (name: string, value: number, max: number) => {
    if (!(value > 0 && value <= max)) throw new Error(`--${name} must be above 0 and at most ${max}; it is ${value}.`);
  };
  check('seconds', options.seconds, MAX_SECONDS);
  check('rate', options.rate, MAX_RATE);
  check('users', options.users, MAX_USERS);
  if (!/^https?:\/\//.test(options.baseUrl)) throw new Error(`--base-url must be an http(s) URL; it is ${options.baseUrl}.`);
  return { ...options, baseUrl: options.baseUrl.replace(/\/$/, '') };
}

/** The options from `npm run bench load -- --base-url URL …`. */
export function loadOptionsFromArgs(argv: string[]): LoadOptions {
  const value = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at < 0 ? undefined : argv[at + 1];
  };
  const baseUrl = value('base-url');
  if (!baseUrl) throw new Error('Say where to send the load: npm run bench load -- --base-url https://<the stage>');
  return { baseUrl, seconds: Number(value('seconds') ?? 10), rate: Number(value('rate') ?? 20), users: Number(value('users') ?? 4) };
}

/** `npm run bench load`: against --base-url, or against a local server of its own started for the run. */
export async function benchLoadFromArgs(): Promise<LoadReport> {
  if (process.argv.includes('--base-url')) return benchLoad(loadOptionsFromArgs(process.argv));
  const { startLocalStack } = await import('../infra/local/stack.ts');
  const stack = await startLocalStack({ port: 0 });
  try {
    return await benchLoad(loadOptionsFromArgs([...process.argv, '--base-url', stack.url]));
  } finally {
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchLoadFromArgs());
