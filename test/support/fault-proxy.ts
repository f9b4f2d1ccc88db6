/**
 * A TCP proxy in front of DynamoDB Local that can make it misbehave the ways a network and a
 * database do: answer late (`delay`), lose the answer to a request it did serve (`loseAnswer`:
 * the write landed, the caller never hears so), or accept connections and never answer
 * (`blackHole`: a frozen process). The DynamoDB clients under test know nothing of it; they
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
   * While on, connections are accepted and nothing is passed either way: the database looks
   * frozen. Off again: connections held meanwhile are closed (their callers gave up long ago),
   * and traffic flows as before.
   */
  blackHole(on: boolean): void;
  close(): Promise<void>;
}

interface Rule extends Required<LostAnswer> {
  lost(): void;
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
    database.on('close', () => (open.delete(database), caller.destroy()));
    database.on('error', () => caller.destroy());
    caller.on('close', () => database.destroy());
    // The request's text since the last answer: what a rule is matched against.
    let asked = '';
    caller.on('data', (chunk: Buffer) => {
      if (hole) return void held.add(caller);
      asked = (asked + chunk.toString('latin1')).slice(-64 * 1024);
      database.write(chunk);
    });
    database.on('data', (chunk: Buffer) => {
      if (hole) return void held.add(caller);
      const rule = asked && rules.find((r) => r.times > 0 && r.request.test(asked));
      asked = '';
      if (rule) {
        rule.times -= 1;
        if (rule.times === 0) rules.splice(rules.indexOf(rule), 1);
        caller.destroy();
        database.destroy();
        rule.lost();
        return;
      }
      if (delayMs > 0) setTimeout(() => caller.write(chunk), delayMs);
      else caller.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };

  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    delay: (ms) => void (delayMs = ms),
    loseAnswer: ({ request, times = 1 }) => new Promise<void>((lost) => void rules.push({ request, times, lost })),
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
