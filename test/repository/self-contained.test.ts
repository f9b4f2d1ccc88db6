/**
 * The repository stands on its own: what it cites is in it (docs/contract.md, docs/rulings.md,
 * docs/design.md, docs/rules/), and no file names a place outside it — the folder the documents
 * were first written in, or a folder of the machine it was built on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copiedDocuments, inRepositoryTerms } from '../../scripts/documents.ts';

const root = new URL('../..', import.meta.url).pathname;
/** What is installed or built, not written: npm's, git's (a worktree's .git is a file), the client's build, CDK's and DynamoDB Local's output. */
const notWritten = new Set(['node_modules', '.git', 'dist', 'cdk.out', 'coverage', '.data']);
const thisFile = relative(root, new URL(import.meta.url).pathname);

function writtenFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (notWritten.has(entry.name)) return [];
    if (entry.isDirectory()) return writtenFiles(path);
    return /\.(br|png|bin)$/.test(entry.name) ? [] : [path];
  });
}

/** The sibling folder the documents came from, and home, work and temporary folders of a build machine. */
const outside = /\.\.\/shared\b|(?<![\w.-])\/(?:work|home|Users|root|tmp)\/|[A-Z]:\\\\Users/;

describe('the repository', () => {
  it('names no path outside itself, in any file but what npm installs and the builds write', () => {
    const files = writtenFiles('').filter((file) => file !== thisFile && file !== 'package-lock.json');
    expect(files.length).toBeGreaterThan(300);
    const named = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (outside.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(named).toEqual([]);
  });

  it('carries every document it cites', () => {
    const cited = new Set(
      writtenFiles('')
        .filter((file) => /\.(ts|md|yaml)$/.test(file))
        .flatMap((file) =>
          [...readFileSync(join(root, file), 'utf8').matchAll(/(?<![\w-])docs\/(?:rules\/)?[\w-]+\.(?:md|txt)/g)].map(([path]) => path),
        ),
    );
    const present = new Set(writtenFiles('docs'));
    expect([...cited].filter((path) => !present.has(path))).toEqual([]);
    for (const { to } of copiedDocuments) expect(present).toContain(to);
  });
});

describe("the documents' copies (npm run docs:sync-check compares them with their source folder)", () => {
  it('name the other documents by their paths in the repository', () => {
    expect(inRepositoryTerms('## Quicks (`rules/quicks.md`; `rules/qwixx-original.txt` is the same game)')).toBe(
      '## Quicks (`docs/rules/quicks.md`; `docs/rules/qwixx-original.txt` is the same game)',
    );
    expect(inRepositoryTerms('(all games; API.md Chips and the pot, RULINGS.md, DESIGN.md)')).toBe(
      '(all games; docs/contract.md Chips and the pot, docs/rulings.md, docs/design.md)',
    );
  });

  it('leave a name inside a path or an address as it is', () => {
    const text = 'docs/rules/quicks.md, https://example.org/quicks/rules.md, MY-API.md';
    expect(inRepositoryTerms(text)).toBe(text);
  });
});
