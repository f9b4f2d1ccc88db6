import { pathMatcher } from './paths.ts';
import type { RouteEntry } from './routes.ts';

/**
 * The routes an API serves, handed to `$default` in API_ROUTES (by the stack, by the local
 * server) as `METHOD /path` joined by commas: it answers preflights and 404s from them without
 * bundling every route's handler, as importing the route table would. Written and read here.
 */
export const servedRoutes = (entries: RouteEntry[]): string => entries.map(({ route }) => `${route.method} ${route.path}`).join(',');

export interface ServedPath {
  matches: ReturnType<typeof pathMatcher>;
  methods: string[];
}

let parsed: { from: string; paths: ServedPath[] } | undefined;

/** Each path of API_ROUTES with the methods it takes; parsed once per value of the variable. */
export function servedPaths(): ServedPath[] {
  const from = process.env.API_ROUTES ?? '';
  if (parsed?.from !== from) {
    const byPath = new Map<string, string[]>();
    for (const key of from.split(',').filter(Boolean)) {
      const [method, path] = key.split(' ') as [string, string];
      byPath.set(path, [...(byPath.get(path) ?? []), method]);
    }
    parsed = { from, paths: [...byPath].map(([path, methods]) => ({ matches: pathMatcher(path), methods })) };
  }
  return parsed.paths;
}
