import type { BotLevel, Violation } from '../kernel/index.ts';
import { violation } from '../kernel/index.ts';
import { cancelled } from './decide.ts';
import { botsRefusedByStake } from './pot.ts';
import type { PlayerJoined, StoredEvent } from './events.ts';
import { stamp } from './stamp.ts';
import { seatOf, type GameState, type Seat } from './state.ts';

/** What names a bot's seat: "Bot 1 (strong)", numbered among the game's bots in seat order. */
export const botName = (number: number, level: BotLevel): string => `Bot ${number} (${level})`;

/**
 * docs/contract.md, bots: seat 0 adds a bot in the lobby, in the next seat; the refusals are those of a
 * join (`game-full`, `already-started`) and of a start (`not-creator`), and `stakes-no-bots` in a
 * game with a stake. A bot is seated like a
 * player who joins (a `PlayerJoined` that carries its level), so every reader of the lobby
 * counts it as a seat. `playerId` is the new bot's, picked by the caller (no token goes with it).
 */
export function addBot(state: GameState, actor: string, playerId: string, level: BotLevel, now: number): StoredEvent[] | Violation {
  if (state.status === 'cancelled') return cancelled();
  if (seatOf(state, actor) !== 0) return violation('not-creator', 'Only the player in seat 0, who created the game, may add bots.');
  if (state.status !== 'lobby') return violation('already-started', 'This game has already started; bots are added in the lobby.');
  const noBots = botsRefusedByStake(state.config);
  if (noBots) return noBots;
  if (state.players.length >= state.rules.seats.max)
    return violation('game-full', `This game is full: ${state.game} seats at most ${state.rules.seats.max} players, bots included.`);
  const number = state.players.filter((p) => p.bot).length + 1;
  return stamp([botJoined({ playerId, name: botName(number, level), level })], now);
}

const botJoined = (bot: { playerId: string; name: string; level: BotLevel }) =>
  ({ type: 'PlayerJoined', player: { playerId: bot.playerId, name: bot.name }, bot: bot.level }) satisfies PlayerJoined;

/** The bots of a game, in seat order: a rematch seats them again (docs/contract.md, rematch). */
export const botSeats = (state: GameState): (Seat & { level: BotLevel })[] =>
  state.players.filter((p): p is Seat & { level: BotLevel } => p.bot && p.level !== undefined);

/** The joins that seat `state`'s bots again in a new game, as they were (same ids, names and levels). */
export const botsAgain = (state: GameState) => botSeats(state).map(botJoined);
