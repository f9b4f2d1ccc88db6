/** The test vectors of docs/fairness.md, read from the page itself so that page and tests cannot drift. */
import { readFileSync } from 'node:fs';

export interface Vectors {
  serverSeed: string;
  commitment: string;
  gameId: string;
  clientSeeds: string[];
  material: string;
  firstMessage: string;
  firstBytes: string;
  dice: { values: number[]; bytesRead: number };
  ints: { n: number; values: number[]; bytesRead: number }[];
  bag: { first20: string[]; bytesRead: number };
}

const page = readFileSync(new URL('../../docs/fairness.md', import.meta.url), 'utf8');
const block = /## Test vectors[\s\S]*?```json\n([\s\S]*?)\n```/.exec(page);
if (!block) throw new Error('docs/fairness.md has no json block under "## Test vectors"');

export const vectors: Vectors = JSON.parse(block[1]!);
export const vectorSeed = { serverSeed: vectors.serverSeed, gameId: vectors.gameId, material: vectors.material };
