/**
 * docs/walkthroughs.md's walk-through of a player walking away ("A player walks away"), run as written
 * with bash and curl against the local server: every line that ends in a comment prints what
 * the comment says.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestStack } from '../support/local-stack.ts';

const ctx = useTestStack({ testHooks: false });
const walkthroughs = readFileSync(new URL('../../docs/walkthroughs.md', import.meta.url), 'utf8');

/** The first shell block after the heading. */
function walkThrough(heading: string): string {
  const section = walkthroughs.slice(walkthroughs.indexOf(heading));
  return /```sh\n([\s\S]*?)```/.exec(section)![1]!;
}

describe('docs/walkthroughs.md: a player walks away', () => {
  it('the walk-through of a player resigning mid-game, then the rematch and the lobby, prints what it says it prints', async () => {
    const block = walkThrough('## A player walks away');
    const json = /^json\(\) \{.*$/m.exec(walkthroughs)![0];
    const expected = block
      .split('\n')
      .filter((line) => !line.startsWith('#') && /\S\s{2,}# /.test(line))
      .map((line) => line.replace(/^.*?\s{2,}# /, ''));
    expect(expected.length).toBeGreaterThanOrEqual(10);
    const { stdout } = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', `API=${ctx.api.url}\n${json}\n${block}`], {
      timeout: 120_000,
    });
    expect(stdout.trim().split('\n')).toEqual(expected);
  }, 150_000);
});
