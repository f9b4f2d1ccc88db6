/** The registered games and their leaderboards in words, for the API's documentation: nothing here names a game. */
import { gameNames, games } from '../../domain/games.ts';

/** A list as a sentence spells it: "a, b or c". */
export const inWords = (items: readonly string[], last: 'or' | 'and'): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;

const code = (name: string) => `\`${name}\``;
const registered = gameNames.map((game) => games[game]);
const leaderboards = registered.flatMap((rules) => rules.leaderboards);

/** Every game's name: "`a`, `b` or `c`". */
export const gameList = inWords(
  registered.map((rules) => code(rules.game)),
  'or',
);

/** Every game's title: "A, B and C". */
export const gameTitles = inWords(
  registered.map((rules) => rules.title),
  'and',
);

/** Every leaderboard's name, comma-separated. */
export const leaderboardNameList = leaderboards.map(({ name }) => code(name)).join(', ');

/** Every leaderboard's name, with what it counts when its game has more than one: "`a`, `b` (one column) or …". */
export const leaderboardList = inWords(
  leaderboards.map(({ name, counts }) => (counts ? `${code(name)} (${counts})` : code(name))),
  'or',
);

/** How a game of more than one leaderboard picks its one: "A Dice Kings game counts on `x` or `y` by its columns." */
export const leaderboardChoices = registered
  .filter((rules) => rules.leaderboards.length > 1)
  .map(
    (rules) =>
      `A ${rules.title} game counts on ${inWords(
        rules.leaderboards.map(({ name }) => code(name)),
        'or',
      )} by ${rules.leaderboardBy ?? 'its config'}.`,
  );
