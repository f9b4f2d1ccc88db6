/**
 * `npm start` as a child process, as a person runs it: for the tests of what survives a
 * restart (DATA_DIR), where the server must really stop and start again.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** `printed`, if given, gets everything the server writes (standard output and error) from its first line on. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  printed: (chunk: string) => void = () => {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    env: { ...process.env, PORT: String(port), TEST_HOOKS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not listen in 60 s:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      printed(chunk.toString());
      output += chunk.toString();
      if (output.includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      printed(chunk.toString());
      output += chunk.toString();
    });
    child.once('exit', (code, signal) => reject(new Error(`npm start exited with ${code ?? signal}:\n${output}`)));
  });
  child.removeAllListeners('exit');
  return child;
}

/** Ctrl-C's SIGTERM by default: the server stops what it started. */
export async function stopServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** JSON over HTTP to the server at `url`. */
export const client = (url: string) => ({
  async post(path: string, body: unknown, token?: string): Promise<any> {
    const response = await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  },
  async get(path: string, token?: string): Promise<any> {
    return (await fetch(url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} })).json();
  },
});
