/**
 * The README and docs/ link only to what is there: every relative link names a file of the
 * repository, and every `#anchor` a heading (GitHub's slug of it) or an `id` in that file. A
 * page moved or a heading renamed breaks the link here, not for a newcomer.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

const markdownIn = (folder: string): string[] =>
  readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? markdownIn(join(folder, entry.name)) : entry.name.endsWith('.md') ? [join(folder, entry.name)] : [],
  );
const pages = ['README.md', 'CHANGELOG.md', ...markdownIn('docs')];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

/** A page's text but its code blocks, whose lines are not headings or links. */
const withoutCodeBlocks = (page: string) => readFileSync(join(root, page), 'utf8').replace(/```[\s\S]*?```/g, '');

/** The anchors of each page linked to, read once: api.md alone is the target of hundreds of its own links. */
const anchors = new Map<string, Set<string>>();
function anchorsOf(page: string): Set<string> {
  let found = anchors.get(page);
  if (!found) {
    const text = withoutCodeBlocks(page);
    const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => slug(heading!));
    const ids = [...text.matchAll(/<a (?:id|name)="([^"]+)"/g)].map(([, id]) => id!);
    anchors.set(page, (found = new Set([...headings, ...ids])));
  }
  return found;
}

function brokenLinks(page: string): string[] {
  // Code spans go too: their brackets are not links (a regular expression, say).
  const text = withoutCodeBlocks(page).replace(/`[^`\n]*`/g, '');
  const broken: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!)) continue; // http(s), mailto: not this test's
    const [path, anchor] = target!.split('#') as [string, string | undefined];
    const file = path === '' ? join(root, page) : join(root, dirname(page), path);
    if (!existsSync(file)) broken.push(`${target} (no ${relative(root, file)})`);
    else if (anchor && statSync(file).isFile() && file.endsWith('.md') && !anchorsOf(relative(root, file)).has(anchor))
      broken.push(`${target} (no heading #${anchor})`);
  }
  return broken;
}

describe('the links of the README and docs/', () => {
  it.each(pages)('%s links only to files and headings that are there', (page) => {
    expect(brokenLinks(page)).toEqual([]);
  });
});
