/**
 * A TCP proxy in front of DynamoDB Local that can make it misbehave the ways a network and a
 * database do: answer late (`delay`), hold back the answer to a request it did serve
 * (`holdAnswer`: the write landed, its answer comes late), lose it (`loseAnswer`: the write
 * landed, the caller never hears so), or accept connections and never answer (`blackHole`: a
 * frozen process). The DynamoDB clients under test know nothing of it; they
 * only reach the database through it, by DYNAMODB_ENDPOINT (in-process, or `npm start`'s).
 *
 * The clients speak HTTP/1.1 without pipelining, so on one connection the bytes from the
 * database after a request are its answer: that is all the proxy needs to know of HTTP.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface LostAnswer {
  /** Matches the request (its headers and body as text): `DynamoDB_20120810.PutItem`, a game id… */
  request: RegExp;
  /** How many such answers to lose (default 1). */
  times?: number;
}

export interface HeldAnswer extends LostAnswer {
  /** How long each such answer is held back, from when the database gave it (the write had landed by then). */
  ms: number;
}

export interface FaultProxy {
  /** Where the clients connect: http://127.0.0.1:<port>. */
  readonly endpoint: string;
  /** Every answer held back this long from now on (0: none). */
  delay(ms: number): void;
  /**
   * The next answers to requests matching `request`: the database serves the request, then the
   * proxy closes the caller's connection instead of passing the answer on. Resolves once lost.
   */
  loseAnswer(lost: LostAnswer): Promise<void>;
  /**
   * The next answers to requests matching `request` are held back `ms` each (other answers,
   * on other connections, pass as usual). Resolves once the last of them was given by the database.
   */
  holdAnswer(held: HeldAnswer): Promise<void>;
  /**
   * While on, connections are accepted and nothing is passed either way: the database looks
   * frozen. Off again: connections held meanwhile are closed (their callers gave up long ago),
   * and traffic flows as before.
   */
  blackHole(on: boolean): void;
  close(): Promise<void>;
}

interface Rule extends Required<LostAnswer> {
  /** Held this long; undefined: lost. */
  holdMs?: number;
  matched(): void;
}

/**
 * What the database sent a caller, passed on in order, each part no sooner than its time: an
 * answer held back holds back what follows it on the connection too (the database's close
 * among it), so nothing of a held answer, nor the end of its connection, reaches the caller
 * early; and nothing passes while the proxy is a black hole.
 */
function pacedTowards(caller: Socket, passing: () => boolean): { send(part: Buffer | 'end', at: number): void } {
  const queue: { part: Buffer | 'end'; at: number }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let last = 0;
  const flush = () => {
    timer = undefined;
    if (!passing()) return;
    while (queue.length > 0 && queue[0]!.at <= Date.now()) {
      const { part } = queue.shift()!;
      if (part === 'end') caller.destroy();
      else caller.write(part);
    }
    if (queue.length > 0) timer = setTimeout(flush, queue[0]!.at - Date.now());
  };
  return {
    send(part, at) {
      last = Math.max(last, at);
      queue.push({ part, at: last });
      if (!timer) flush();
    },
  };
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const { hostname, port } = new URL(target);
  let delayMs = 0;
  let hole = false;
  const rules: Rule[] = [];
  const held = new Set<Socket>();
  const open = new Set<Socket>();

  const server = createServer((caller) => {
    open.add(caller);
    caller.on('close', () => open.delete(caller));
    caller.on('error', () => undefined);
    if (hole) {
      held.add(caller);
      return;
    }
    const database = connect(Number(port), hostname);
    open.add(database);
    const towards = pacedTowards(caller, () => (hole ? (held.add(caller), false) : true));
    database.on('close', () => (open.delete(database), towards.send('end', Date.now())));
    database.on('error', () => undefined);
    caller.on('close', () => database.destroy());
    // The request's text since the last answer: what a rule is matched against.
    let asked = '';
    // How long the answer now coming is held back: decided at its first bytes.
    let holdMs = 0;
    caller.on('data', (chunk: Buffer) => {
      if (hole) return void held.add(caller);
      asked = (asked + chunk.toString('latin1')).slice(-64 * 1024);
      database.write(chunk);
    });
    database.on('data', (chunk: Buffer) => {
      if (hole) return void held.add(caller);
      if (asked) {
        const rule = rules.find((r) => r.times > 0 && r.request.test(asked));
        asked = '';
        holdMs = rule?.holdMs ?? delayMs;
        if (rule) {
          rule.times -= 1;
          if (rule.times === 0) rules.splice(rules.indexOf(rule), 1);
          rule.matched();
          if (rule.holdMs === undefined) {
            caller.destroy();
            database.destroy();
            return;
          }
        }
      }
      towards.send(chunk, Date.now() + holdMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };

  /** Resolves once `times` answers matched. */
  const addRule = ({ request, times = 1 }: LostAnswer, holdMs?: number) =>
    new Promise<void>((done) => {
      let left = times;
      rules.push({ request, times, holdMs, matched: () => void (--left === 0 && done()) });
    });

  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    delay: (ms) => void (delayMs = ms),
    loseAnswer: (lost) => addRule(lost),
    holdAnswer: ({ ms, ...held }) => addRule(held, ms),
    blackHole(on) {
      hole = on;
      if (on) return;
      for (const socket of held) socket.destroy();
      held.clear();
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
