import { createHash } from 'node:crypto';
import { view, type GameState } from '../../domain/game/index.ts';
import type { Reply } from './route.ts';

/** The game view for the caller, with an ETag that changes whenever what they see changes. */
export function gameReply(state: GameState, viewer: string | undefined, status = 200, ifNoneMatch?: string): Reply {
  const body = view(state, viewer ?? null);
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}`))
    return { status: 304, headers: { etag } };
  return { status, body, headers: { etag } };
}
