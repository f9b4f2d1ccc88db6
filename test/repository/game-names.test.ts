/**
 * A game is registered in one place (docs/design.md, The domain): apart from a game's own
 * folders and files and the registries, almost no source file spells a game's name. Tests,
 * bench/, scripts/, generated code and the OpenAPI examples may: they speak of real games.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const names = ['quicks', 'dice-kings', 'dice-kings-3', 'rummiduck'];
const spelled = new RegExp(`['"\`](${names.join('|')})['"\`]`);

/** A path one of whose folders or file names begins with a game's name belongs to that game. */
const ownedByAGame = (path: string) => path.split('/').some((part) => names.some((name) => part.startsWith(name)));
const registries = [/(^|\/)registry\.tsx?$/, /^client\/play\/games\/index\.tsx?$/, /^client\/src\/fairness\/checkers\.ts$/];
const leftOut = [/^(test|bench|scripts)\//, /\/generated\//, /^functions\/http\/openapi\/(webhook-)?examples\.ts$/];

const sources = execFileSync('git', ['ls-files', 'domain', 'functions', 'infra', 'client/src', 'client/play'], { cwd: root })
  .toString()
  .split('\n')
  .filter((path) => /\.(ts|tsx|css|mjs|js)$/.test(path));

describe('the names of the games', () => {
  it('are spelled as strings in at most four source files outside the games and the registries', () => {
    const spelling = sources
      .filter((path) => !ownedByAGame(path) && !registries.some((r) => r.test(path)) && !leftOut.some((r) => r.test(path)))
      .filter((path) => spelled.test(readFileSync(`${root}${path}`, 'utf8')));
    expect(sources.length).toBeGreaterThan(300);
    expect(spelling.length, spelling.join('\n')).toBeLessThanOrEqual(4);
  });
});
