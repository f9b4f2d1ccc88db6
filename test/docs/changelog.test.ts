/**
 * CHANGELOG.md's releases: each heading names its version, date and commit, newest first;
 * package.json's version is the next release's; and a release's tag, in a clone that has the
 * tags (`git fetch --tags`), points at the commit its heading names, so docs/operations.md's
 * roll back to "the previous tag" checks out what the changelog says.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const releases = [...changelog.matchAll(/^## (v\d+\.\d+\.\d+) — (\d{4}-\d{2}-\d{2}), commit ([0-9a-f]{7,40}): .+$/gm)].map(
  ([, tag, date, commit]) => ({ tag: tag!, date: date!, commit: commit! }),
);
/** The commit a tag points at, or undefined in a clone without it. */
function tagged(tag: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `refs/tags/${tag}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

describe('the changelog', () => {
  it('lists the releases newest first, each with its date and commit, after what is unreleased', () => {
    expect(releases.map((r) => r.tag)).toEqual(expect.arrayContaining(['v0.1.0', 'v0.2.0', 'v0.3.0']));
    for (let i = 1; i < releases.length; i++) {
      expect(semver.gt(releases[i - 1]!.tag, releases[i]!.tag), `${releases[i - 1]!.tag} before ${releases[i]!.tag}`).toBe(true);
      expect(releases[i - 1]!.date >= releases[i]!.date).toBe(true);
    }
    expect(changelog.indexOf('## Unreleased')).toBeLessThan(changelog.indexOf(`## ${releases[0]!.tag}`));
  });

  it("has package.json's version as the next release's", () => {
    expect(semver.gt(version, releases[0]!.tag), `${version} after ${releases[0]!.tag}`).toBe(true);
  });

  it('has each tag there is on the commit its heading names', () => {
    for (const { tag, commit } of releases) {
      const at = tagged(tag);
      if (at !== undefined) expect(at.startsWith(commit), `${tag} is on ${at}, the changelog says ${commit}`).toBe(true);
    }
  });
});
