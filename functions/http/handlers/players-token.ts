import { endSubscribersOfReplacedToken } from '../../live/rotation.ts';
import { hashToken, rotationToken, tokenItem } from '../../players/players.ts';
import { replayableRotation, rotateToken } from '../../players/rotate-token.ts';
import { Problem } from '../problem.ts';
import { NoBody } from '../schemas.ts';
import { NewTokenBody } from '../responses.ts';
import { defineRoute, lambdaHandler, type Reply, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: "Replace the caller's token: the one used for this call stops working at once",
  description:
    'Answers a new bearer token for the caller, shown this once; the token this call was made with stops working at once, everywhere. With an Idempotency-Key, a retry with the same key and the token the first call was made with answers the same new token again (`Idempotent-Replayed: true`), although the token it comes with no longer works, but only while the new token has not been used and within 10 minutes of the rotation; after either (or once the new token has itself been replaced) it is 401 `unauthenticated`. The server stores only the hash of the new token: a replay derives the token again from the old one. Until then the key is as secret as the token: whoever holds the old token and the key gets the new one, so use a random key (the SDK does) and use the new token at once.',
  tags: ['Players'],
  success: { status: 200, description: 'The new token, shown this once.', schema: NewTokenBody },
  errors: ['unauthenticated'],
};

/**
 * The answer of a keyed rotation whose new token is `token`, again, as long as that token
 * still works (401 else: a token replaced since is no answer). `tokenHash`, once the first
 * answer was kept, is the hash it kept: the token must be that one.
 */
async function rotatedAnswer(token: string, tokenHash?: string): Promise<Reply> {
  const holder = tokenHash === undefined || hashToken(token) === tokenHash ? await tokenItem(hashToken(token)) : undefined;
  if (!holder)
    throw new Problem(
      'unauthenticated',
      'This Idempotency-Key replaced your token with one that no longer works (it was replaced since); use your current token.',
    );
  return { status: 200, body: { playerId: holder.playerId, token } };
}

export const route = defineRoute({
  method: 'POST',
  path: '/players/me/token',
  auth: 'required',
  body: NoBody,
  // The server keeps only a token's hash, so the key keeps the new token's hash, and a replay
  // derives the token again from the one the request came with (rotationToken): only its holder can.
  idempotency: {
    keep: ({ status, headers = {}, body }) => {
      const { playerId, token } = body as { playerId: string; token: string };
      return { status, headers, body: { playerId, tokenHash: hashToken(token) } };
    },
    replay: (kept, { id, bearer }) => {
      const { tokenHash } = kept.body as { tokenHash: string };
      // The key sent again with the very token it answered: that token is the first response.
      const token = hashToken(bearer!) === tokenHash ? bearer! : rotationToken(bearer!, id.key);
      return rotatedAnswer(token, tokenHash);
    },
    replacesToken: {
      // The player of the token this one was replaced with under this key: found only by the holder of the one
      // replaced, and only while that new token is unused and young (a leaked token and key get nothing after).
      replacedFor: (bearer, key) => replayableRotation(hashToken(rotationToken(bearer, key))),
      // The first request stopped after its rotation, before keeping its answer: its subscribers may not have been told.
      recover: async ({ id, bearer }) => {
        const reply = await rotatedAnswer(rotationToken(bearer!, id.key));
        await endSubscribersOfReplacedToken((reply.body as { playerId: string }).playerId);
        return reply;
      },
    },
  },
  handle: async ({ player, bearer, idempotency }) => {
    const token = await rotateToken(player!, idempotency && rotationToken(bearer!, idempotency.key));
    await endSubscribersOfReplacedToken(player!.playerId);
    return { status: 200, body: { playerId: player!.playerId, token } };
  },
});
export const handler = lambdaHandler(route);
