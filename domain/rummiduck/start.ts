import type { Draws, PlayerId } from '../kernel/index.ts';
import type { Config } from './config.ts';
import type { Event } from './events.ts';
import { ALL_TILES } from './tiles.ts';

/** All 106 tiles shuffled; StartTiles each from the front, seat 0 first; the rest is the bag. */
export function start(config: Config, players: readonly PlayerId[], draws: Draws): Event[] {
  const shuffled = draws.shuffle(ALL_TILES);
  const racks = Object.fromEntries(players.map((p, seat) => [p, shuffled.slice(seat * config.StartTiles, (seat + 1) * config.StartTiles)]));
  const bag = shuffled.slice(players.length * config.StartTiles);
  return [
    {
      type: 'TilesDealt',
      racks,
      rackSizes: Object.fromEntries(players.map((p) => [p, config.StartTiles])),
      bag,
      bagSize: bag.length,
    },
  ];
}
