import { createHash } from 'node:crypto';
import { view, type GameState } from '../../domain/platform/index.ts';
import { revealNames } from '../privacy/reveal.ts';
import type { Reply } from './route.ts';

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/**
 * The view's ETag. A view is a pure function of the stored stream (its version), of who looks
 * (a Rummiduck rack is shown to its owner only) and of the names its seats show now: the seats'
 * names, revealed (functions/privacy/reveal.ts), are part of the tag, so an erasure, which
 * writes no event to an ended game, still changes it and no 304 keeps a name erased. The tag
 * needs neither the view built nor serialized: it changes exactly when what this caller sees
 * can change.
 */
export const etagOf = async (state: GameState, viewer: string | undefined): Promise<string> =>
  etagShowing(state, viewer, await revealNames(state.players.map((p) => p.name)));

/** The ETag of the view whose seats show these names. */
export const etagShowing = (state: GameState, viewer: string | undefined, shownNames: readonly string[]): string =>
  `"${state.gameId}.${state.version}.${digest(viewer ?? '')}.${digest(shownNames.join('\n'))}"`;

/** Whether the caller's If-None-Match already names this view. */
export const notModified = (etag: string, ifNoneMatch: string | undefined): boolean =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}` || tag.trim() === '*');

/** The game view for the caller, with its ETag. */
export async function gameReply(state: GameState, viewer: string | undefined, status = 200): Promise<Reply> {
  return { status, body: view(state, viewer ?? null), headers: { etag: await etagOf(state, viewer) } };
}
