import type { Draw, Play } from '../../../domain/rummiduck/commands.ts';
import { rummiduckBot, type RummiduckView } from '../../../domain/rummiduck/bot/index.ts';
import type { Event } from '../../../domain/rummiduck/events.ts';
import type { State } from '../../../domain/rummiduck/state.ts';
import { tile, type TileId } from '../../../domain/rummiduck/tiles.ts';
import { view, type GameState } from '../../../domain/platform/index.ts';
import type { GameJudge } from '../judge.ts';

type Command = Play | Draw;

/** The strong bot with its node budget alone: no clock, so the same game is always judged the same. */
const strong = rummiduckBot('strong');

/** A tile by what it is, not which copy: `red-7-a` and `red-7-b` lay alike. */
const face = (id: TileId): string => {
  const t = tile(id);
  return t.joker ? id : `${t.colour}-${t.number}`;
};

/** The tiles a play lays from the rack, by face, in order: whatever lay on the table before is not laid. */
function laid(command: Command, table: readonly (readonly TileId[])[]): string[] {
  if (command.type === 'draw') return [];
  const before = new Set(table.flat());
  return command.table
    .flat()
    .filter((id) => !before.has(id))
    .map(face)
    .sort();
}

/** The tiles the game hides when it ends: every rack, and the bag. */
function stillHidden(end: GameState): ReadonlySet<TileId> {
  const { racks, bag } = end.rulesState as State;
  return new Set([...Object.values(racks).flat(), ...bag]);
}

/**
 * Rummiduck: every move of a person is a decision (play or draw). Anyone may rebuild the table
 * on any turn, so how it is arranged leaves nothing to the next player: two plays agree when
 * they lay the same tiles from the rack. The strong bot ranks plays by tiles and points laid,
 * no expected score, so the loss is not given.
 */
export const rummiduckJudge: GameJudge = {
  engine: () => 'strong-bot',
  valuesMoves: false,

  played(_before, events) {
    const event = events[0] as unknown as Event | undefined;
    if (event?.type === 'TablePlayed') return { type: 'play', table: event.table.map((set) => [...set]) };
    return event?.type === 'TilesDrawn' || event?.type === 'Passed' ? { type: 'draw' } : null;
  },

  judge(before, playerId, played, end) {
    const seen = view(before, playerId) as RummiduckView;
    let choice = strong(seen, playerId);
    if (!choice) throw new Error(`the game did not await a decision of ${playerId} at version ${before.version}`);
    // A tile still on a rack when the game ended (a resigned player's too: Resigning ruling 4) or
    // in the bag stays hidden for good: the better play is then the bot's without those tiles.
    const hidden = stillHidden(end);
    if (choice.move.type === 'play' && choice.move.table.flat().some((id) => hidden.has(id))) {
      const rack = seen.board!.rack!.filter((id) => !hidden.has(id));
      choice = strong({ ...seen, board: { ...seen.board!, rack } }, playerId)!;
    }
    const table = (before.rulesState as State).table;
    const agreed =
      choice.move.type === (played as Command).type && laid(choice.move, table).join() === laid(played as Command, table).join();
    return { best: choice.move, loss: null, agreed };
  },
};
