/**
 * The repository's copy of the project's documents (docs/contract.md, docs/rulings.md,
 * docs/design.md, docs/rules/) against the folder they were first written in:
 *
 *   npm run docs:sync-check -- <folder>   exit 1 and list the documents that differ
 *   npm run docs:sync -- <folder>         write the repository's copies from the folder
 *
 * <folder> holds API.md, RULINGS.md, DESIGN.md and rules/. The copies carry its text
 * unchanged but for the documents' names, which become the repository's paths.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { copiedDocuments, inRepositoryTerms } from './documents.ts';

const root = new URL('..', import.meta.url).pathname;
const { positionals, values } = parseArgs({ allowPositionals: true, options: { write: { type: 'boolean', default: false } } });
const source = positionals[0];
if (!source) {
  console.error('usage: npm run docs:sync-check -- <folder holding API.md, RULINGS.md, DESIGN.md and rules/>');
  process.exit(2);
}

const stale = copiedDocuments.filter(({ from, to }) => {
  const wanted = inRepositoryTerms(readFileSync(join(source, from), 'utf8'));
  const copy = join(root, to);
  if (existsSync(copy) && readFileSync(copy, 'utf8') === wanted) return false;
  if (values.write) {
    mkdirSync(dirname(copy), { recursive: true });
    writeFileSync(copy, wanted);
  }
  return true;
});

for (const { from, to } of stale) console.log(`${values.write ? 'wrote' : 'differs'}: ${to} (from ${from})`);
if (stale.length === 0) console.log(`docs/ is in step with ${source} (${copiedDocuments.length} documents)`);
process.exit(stale.length > 0 && !values.write ? 1 : 0);
