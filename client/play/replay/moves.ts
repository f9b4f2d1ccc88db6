import type { Command, GameName } from '../../src/index.ts';
import { eventInWords, moveInWords } from '../games/generic/words.ts';
import { playGameOf } from '../games/index.ts';
import type { BoardOf } from '../games/play-game.ts';
import type { ReplayEvent } from './boards.ts';

/** A command body in words, read against the board it was (or could have been) sent on: its game says it, else its fields do. */
export function describeMove(game: string, move: Command, board: unknown): string {
  // The board is one of the game named (a frame or the view of it): each game reads its own.
  return playGameOf(game)?.describeMove(move, board as BoardOf<GameName> | undefined) ?? moveInWords(move);
}

/**
 * What one event did, in words: the game's own events as its game says them (PlayGame.eventTexts),
 * the platform's and those every game has alike here, any other by its type and fields.
 */
export function describeEvent(game: string, event: ReplayEvent, nameOf: (playerId: unknown) => string): string {
  const who = nameOf(event.playerId ?? event.thrower);
  const own = playGameOf(game)?.eventTexts[event.type];
  if (own) return own(event, who);
  switch (event.type) {
    case 'TurnStarted':
      return `${who}'s turn`;
    case 'Passed':
      return `${who} passed`;
    case 'PlayerResigned':
      return `${who} resigned`;
    case 'GameEnded':
      return 'game over';
    case 'GameStarted':
      return 'the game starts';
    case 'PlayerJoined':
      return `${(event.player as { name: string }).name} sat down`;
    case 'PlayerLeft':
      return `${who} left`;
    case 'GameCancelled':
      return 'the game is cancelled';
    case 'DrawsRigged':
      return 'the draws were set through the test hook';
    case 'ServerSeedRevealed':
      return 'the server seed is revealed';
    case 'RematchCreated':
      return 'a rematch is set up';
    default:
      return eventInWords(event, event.playerId === undefined ? null : who);
  }
}
