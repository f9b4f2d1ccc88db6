import { diceKings } from './dice-kings/index.ts';
import { quicks } from './quicks/index.ts';
import { rummiduck } from './rummiduck/index.ts';

/**
 * Every game the platform serves, in the order the API lists them: the one place a game is
 * registered (docs/design.md, The domain). Its name, its leaderboards and every list of games
 * derive from here (games.ts); what the functions need beyond the rules is kept by GameName,
 * in maps the compiler holds complete.
 */
export const registry = [quicks, diceKings, rummiduck] as const;

type Registered = (typeof registry)[number];
/** A game's name, as clients send it in `POST /games`. */
export type GameName = Registered['game'];
/** A public leaderboard's name; a game's own are in its `leaderboards`. */
export type LeaderboardName = ReturnType<Registered['leaderboard']>;
/** What `board` holds in the view of a game of `G`: what its rules' `board` returns. */
export type BoardOf<G extends GameName> = ReturnType<Extract<Registered, { game: G }>['board']>;
/** Any registered game's own event, PlayerResigned and GameEnded among them: what its rules' `evolve` folds. */
export type GameEvent = Parameters<Registered['evolve']>[1];
