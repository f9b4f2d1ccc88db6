import { createHash } from 'node:crypto';
import { view, type GameState } from '../../domain/platform/index.ts';
import type { Reply } from './route.ts';

/**
 * The view's ETag. A view is a pure function of the stored stream (its version) and of who
 * looks (a Rummiduck rack is shown to its owner only), so the tag needs neither the view
 * built nor serialized: it changes exactly when what this caller sees can change.
 */
export function etagOf(state: GameState, viewer: string | undefined): string {
  const who = createHash('sha256')
    .update(viewer ?? '')
    .digest('base64url')
    .slice(0, 16);
  return `"${state.gameId}.${state.version}.${who}"`;
}

/** Whether the caller's If-None-Match already names this view. */
export const notModified = (etag: string, ifNoneMatch: string | undefined): boolean =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}` || tag.trim() === '*');

/** The game view for the caller, with its ETag. */
export function gameReply(state: GameState, viewer: string | undefined, status = 200): Reply {
  return { status, body: view(state, viewer ?? null), headers: { etag: etagOf(state, viewer) } };
}
