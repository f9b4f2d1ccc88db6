/**
 * The curl walk-throughs of docs/walkthroughs.md work as written: each one is run by bash against the local
 * server (after the setup block), as a reader would paste it, and says what the document says.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/dynamodb-local.ts';
import { useTestStack } from '../support/local-stack.ts';

const ctx = useTestStack();
const walkthroughs = readFileSync(new URL('../../docs/walkthroughs.md', import.meta.url), 'utf8');
const blocks = Object.fromEntries(
  [...walkthroughs.matchAll(/<!-- walkthrough: ([\w-]+) -->\n```sh\n([\s\S]*?)```/g)].map(([, name, script]) => [name!, script!]),
);

/** Runs the setup and one walk-through in a bash of their own; everything it started is stopped after. */
function run(name: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-euo', 'pipefail', '-c', `${blocks.setup}\n${blocks[name]}`], {
      cwd: new URL('../..', import.meta.url).pathname,
      env: { ...process.env, ...env },
      detached: true,
      // Standard input from /dev/null: a socket there makes Debian's bash think a remote shell
      // daemon started it and read /etc/bash.bashrc, whose interactive settings fail under -u.
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // the group is gone already
      }
      resolve({ code, output });
    });
  });
}

describe('the walk-throughs of docs/walkthroughs.md', () => {
  it('has the setup and one walk-through for each game and for receiving a webhook', () => {
    expect(Object.keys(blocks).sort()).toEqual(['dice-kings', 'quicks', 'rummiduck', 'setup', 'webhook']);
  });

  it("Quicks: a throw, the white sum crossed by both, a colour cross, then Bob's throw", { timeout: 60_000 }, async () => {
    const { code, output } = await run('quicks', { API: ctx.api.url });
    expect(code, output).toBe(0);
    const lines = output.trim().split('\n');
    expect(lines.slice(0, 3)).toEqual(['throw', '2', 'colour']);
    expect(JSON.parse(lines[3]!)).toContainEqual({ type: 'cross', row: 'red', white: 0 });
    expect(lines[4]).toContain('"red":[7,9]');
    expect(lines[4]).toContain('"yellow":[7]');
    expect(lines[5]).toBe('throw');
  });

  it(
    'Dice Kings: rolls kept and rigged, a replay marked as one, 50 in the Dice Kings box, Ann refused out of turn',
    { timeout: 60_000 },
    async () => {
      const { code, output } = await run('dice-kings', { API: ctx.api.url });
      expect(code, output).toBe(0);
      const lines = output.trim().split('\n');
      expect(lines[0]).toBe('[6,6,2,3,6]');
      expect(lines[1]!.trim().toLowerCase()).toBe('idempotent-replayed: true');
      expect(lines[2]).toBe('[6,6,6,6,6]');
      expect(Number(lines[3])).toBeGreaterThan(1);
      expect(lines[4]).toContain('"diceKings":50');
      expect(lines[5]).toBe('not-your-turn');
      expect(JSON.parse(lines[6]!)).toEqual([
        'GameCreated',
        'PlayerJoined',
        'GameStarted',
        'TurnStarted',
        // The game is rigged from the moment the rig is stored (docs/contract.md, Fairness: rigged).
        'DrawsRigged',
        'DiceRolled',
        'DiceRolled',
        'BoxScored',
        'TurnStarted',
      ]);
    },
  );

  it("Rummiduck: Ann's own rack, an initial meld of 33, Bob draws, a spectator sees no rack", { timeout: 60_000 }, async () => {
    const { code, output } = await run('rummiduck', { API: ctx.api.url });
    expect(code, output).toBe(0);
    const lines = output.trim().split('\n');
    expect(lines.slice(0, 3)).toEqual(['14', 'false', '[["red-10-a","red-11-a","red-12-a"]]']);
    expect(Object.values(JSON.parse(lines[3]!))).toEqual([11, 15]);
    expect(lines[4]).toBe('{}');
  });

  it(
    'a webhook: the receiver verifies and prints game.started and turn.started; the log shows both delivered',
    { timeout: 60_000 },
    async () => {
      const { code, output } = await run('webhook', { API: ctx.api.url, HOOK_PORT: String(await freePort()) });
      expect(code, output).toBe(0);
      expect(output).toMatch(/^received game\.started \{"gameId":"g_\w+","version":2,"game":"dice-kings"/m);
      expect(output).toMatch(/^received turn\.started \{"gameId":"g_\w+","version":2,"playerId":"p_\w+","step":"roll"/m);
      // Both are sent at once, so either may be logged first.
      const log = output.split('\n').find((line) => line.startsWith('['))!;
      expect(JSON.parse(log).sort()).toEqual(['game.started 204 delivered', 'turn.started 204 delivered']);
    },
  );
});
