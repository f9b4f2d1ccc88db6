/** Events and tiles for Rummiduck rule tests: deals with chosen racks, moves as events. */
import type { Event } from '../../../domain/rummiduck/index.ts';
import { rummiduck } from '../../../domain/rummiduck/index.ts';
import { ALL_TILES } from '../../../domain/rummiduck/tiles.ts';
import { specFor } from '../../support/spec.ts';

export const players = ['ann', 'bob', 'cy'];
export const [ann, bob, cy] = players as [string, string, string];

export const spec = (config: Record<string, unknown> = {}, seated: string[] = players) => specFor(rummiduck, config, seated);

/**
 * A deal with the given racks (others empty) and the bag: `bagFront` first, then every tile not
 * named, unless `bag` is given whole.
 */
export function dealt(racks: Record<string, string[]>, bagFront: string[] = [], whole = false): Event {
  const named = new Set([...Object.values(racks).flat(), ...bagFront]);
  const bag = whole ? bagFront : [...bagFront, ...ALL_TILES.filter((t) => !named.has(t))];
  return {
    type: 'TilesDealt',
    racks,
    rackSizes: Object.fromEntries(Object.entries(racks).map(([p, r]) => [p, r.length])),
    bag,
    bagSize: bag.length,
  };
}

export const played = (playerId: string, table: string[][], laid: string[]): Event => ({ type: 'TablePlayed', playerId, table, laid });
export const drew = (playerId: string, tiles: string[], reason: 'draw' | 'timeout' = 'draw'): Event => ({
  type: 'TilesDrawn',
  playerId,
  reason,
  count: tiles.length,
  tiles,
});
export const passed = (playerId: string, reason: 'draw' | 'timeout' = 'draw'): Event => ({ type: 'Passed', playerId, reason });
export const play = (table: string[][]) => ({ type: 'play' as const, table });
export const draw = { type: 'draw' as const };

/** Filler tiles so that nobody's rack runs empty by accident: Ann's, Bob's and Cy's. */
export const spare = ['blue-1-b', 'blue-2-b', 'orange-13-b'];
export const spareBob = ['black-1-b', 'black-2-b', 'orange-12-b'];
export const spareCy = ['orange-1-b', 'orange-2-b', 'orange-11-b'];
