/**
 * The web client's games: one entry per game the contract names, each from the game's own
 * folder. Every list of games and leaderboards on the page, and every dispatch on a game, reads
 * this registry; a game it does not know (one added to the server after this page was built)
 * is no known game: it plays on the generic table, under its own name.
 */
import type { GameName, LeaderboardName } from '../../src/index.ts';
import { diceKings } from './dice-kings/index.ts';
import type { PlayGame } from './play-game.ts';
import { quicks } from './quicks/index.ts';
import { rummiduck } from './rummiduck/index.ts';

/** Each game of the contract (the SDK's `GameName`), no other: the compiler holds the list to it. */
export const playGames = { quicks, 'dice-kings': diceKings, rummiduck } satisfies { readonly [G in GameName]: PlayGame<G> };

/** The games this page knows, in the order it offers them. */
export const knownGames = Object.keys(playGames) as GameName[];

export const isKnownGame = (name: string): name is GameName => Object.hasOwn(playGames, name);

/**
 * The game of that name, if this page knows it: a name read from the server may be of a game
 * it does not. The registry pairs each name with its own game, so the game found takes the
 * views of its name; TypeScript cannot follow that pairing through the union of views, hence
 * the one widening here.
 */
export const playGameOf = (name: string): PlayGame<GameName> | undefined =>
  isKnownGame(name) ? (playGames[name] as PlayGame<GameName>) : undefined;

/** A game's title, or its name as the server gives it. */
export const gameTitle = (name: string): string => playGameOf(name)?.title ?? name;

/** A step of a game's turn in words, or as the server names it. */
export const stepTitle = (game: string, step: string): string => playGameOf(game)?.steps[step] ?? step;

/** The leaderboards the games name. */
type NamedLeaderboard = { [G in GameName]: keyof (typeof playGames)[G]['leaderboards'] }[GameName];

/** What is given when the games name exactly the contract's leaderboards (the SDK's `LeaderboardName`); else never. */
type IfEveryLeaderboard<T> = [NamedLeaderboard] extends [LeaderboardName]
  ? [LeaderboardName] extends [NamedLeaderboard]
    ? T
    : never
  : never;

const titles: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(playGames).flatMap((game) => Object.entries(game.leaderboards)),
);

/**
 * Every leaderboard's title (docs/contract.md, Leaderboards): each game's own, in the order of
 * the games. A leaderboard of the contract no game names, or one a game names that the contract
 * does not, fails to compile here.
 */
export const leaderboardTitles: Readonly<Record<LeaderboardName, string>> = titles satisfies IfEveryLeaderboard<typeof titles>;

export const leaderboardNames = Object.keys(leaderboardTitles) as LeaderboardName[];

export const isLeaderboardName = (name: string): name is LeaderboardName => Object.hasOwn(leaderboardTitles, name);
