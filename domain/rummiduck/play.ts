/**
 * Whether a `play` is legal (rulings 3 and 4). The command names the whole table after the
 * move; the check compares it with the table and the player's rack. A refusal names the rule
 * and the set, and never where a tile lies that is neither on the table nor on the rack.
 */
import type { PlayerId, Violation } from '../kernel/index.ts';
import { violation } from '../kernel/index.ts';
import { readSet } from './sets.ts';
import type { State } from './state.ts';
import { rackOf } from './state.ts';
import type { TileId } from './tiles.ts';

/** A set of the table sent, as a person finds it there: its index and its tiles. */
const named = (table: readonly (readonly TileId[])[], i: number) => `table[${i}] [${(table[i] ?? []).join(', ')}]`;
const illegal = (detail: string) => violation('illegal-move', detail);

/** The tiles the play takes from the rack, or the rule it breaks. */
export function checkPlay(state: State, actor: PlayerId, table: readonly (readonly TileId[])[]): TileId[] | Violation {
  const onTable = new Set(state.table.flat());
  const onRack = new Set(rackOf(state, actor));
  const seen = new Set<TileId>();
  const laid: TileId[] = [];
  for (const id of table.flat()) {
    if (!onTable.has(id) && !onRack.has(id)) {
      return illegal(
        `The tile ${id} is neither on the table nor on your rack: only tiles that were on the table and tiles from your rack may lie on it.`,
      );
    }
    if (seen.has(id)) return illegal(`The tile ${id} is laid twice: every tile lies on the table once.`);
    seen.add(id);
    if (onRack.has(id)) laid.push(id);
  }
  for (const id of onTable) {
    if (!seen.has(id)) {
      return illegal(
        `The tile ${id} was on the table and is missing: every tile that was on the table must still be on it ("tiles from the table do not go back to the rack").`,
      );
    }
  }
  if (laid.length === 0) return illegal('Nothing comes from your rack: "at least one tile of your own" must be added.');
  for (let i = 0; i < table.length; i++) {
    const reading = readSet(table[i]!, state.config.JokerColourMatters);
    if (!reading.valid) return illegal(`In the table sent, ${named(table, i)} is not a valid set: ${reading.why}.`);
  }
  if (!state.hasMelded[actor]) {
    const refused = checkInitialMeld(state, table, onTable);
    if (refused) return refused;
  }
  return laid;
}

/** Ruling 4: the first play lays InitialMeld points from the player's own tiles, the table left as it was. */
function checkInitialMeld(state: State, table: readonly (readonly TileId[])[], onTable: ReadonlySet<TileId>): Violation | null {
  const left = new Map<string, number>();
  for (const set of state.table) left.set(set.join(), (left.get(set.join()) ?? 0) + 1);
  // The sets of the new table that are not a set left exactly as it lay: the meld.
  const meld: number[] = [];
  table.forEach((set, i) => {
    const kept = left.get(set.join()) ?? 0;
    if (kept > 0) left.set(set.join(), kept - 1);
    else meld.push(i);
  });
  for (const i of meld) {
    const fromTable = table[i]!.find((id) => onTable.has(id));
    if (fromTable && table[i]!.some((id) => !onTable.has(id))) {
      return illegal(
        `In the table sent, ${named(table, i)} uses ${fromTable} from the table: the initial meld is "made from their own tiles only".`,
      );
    }
  }
  for (const i of meld) {
    if (table[i]!.some((id) => onTable.has(id))) {
      return illegal(
        `In the table sent, ${named(table, i)} is not a set as it lay on the table: "the table may not be rearranged" for the initial meld.`,
      );
    }
  }
  const points = meld.reduce((sum, i) => {
    const reading = readSet(table[i]!, state.config.JokerColourMatters);
    return sum + (reading.valid ? reading.points : 0);
  }, 0);
  if (points < state.config.InitialMeld) {
    return illegal(`The initial meld is worth ${points} points: a first move "must be worth at least ${state.config.InitialMeld} points".`);
  }
  return null;
}
