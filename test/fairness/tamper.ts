/** What the property tests change in a game's events to see the verifier catch it. */
import { TILES } from '../../client/src/fairness/tiles.ts';

type Json = Record<string, unknown>;

/** Where an event shows drawn values: the dice of a throw or roll, the tiles of a deal or draw. */
export function drawnPaths(event: Json): (string | number)[][] {
  const roots: Record<string, string[]> = {
    DiceThrown: ['dice'],
    DiceRolled: ['dice'],
    TilesDealt: ['racks', 'bag'],
    TilesDrawn: ['tiles'],
  };
  const paths: (string | number)[][] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'number' || typeof value === 'string') paths.push(path);
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  for (const root of roots[String(event.type)] ?? []) walk(event[root], [root]);
  return paths;
}

/** The event with one die showing another face, or one tile replaced by another. */
export function changed(event: Json, path: (string | number)[]): Json {
  const copy = structuredClone(event);
  const parent = path.slice(0, -1).reduce<any>((node, key) => node[key], copy);
  const key = path.at(-1)!;
  const value = parent[key];
  parent[key] = typeof value === 'number' ? (value % 6) + 1 : TILES[(TILES.indexOf(value) + 1) % TILES.length];
  return copy;
}
