import { appOfPublishableKey } from '../../apps/keys.ts';
import { AppGone, createPlayer, hashToken, signUpToken, tokenItem } from '../../players/players.ts';
import { reissueToken } from '../../players/rotate-token.ts';
import { countSignUp } from '../../players/sign-up-limit.ts';
import { Problem } from '../problem.ts';
import { CreatePlayerBody } from '../schemas.ts';
import { NewPlayerBody } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';

export const docs: RouteDocs = {
  summary: 'Create a player and their bearer token',
  description:
    "Creates a player with a name (1–40 characters after trimming) and answers their bearer token, shown this once: the server keeps only its hash. With an Idempotency-Key, a retry names the same player with a new token, and the token answered before stops working; but only while no request has been made with the player's token: after that, a retry is 409 `token-claimed`. A deployed stage takes a limited number of sign-ups per client address a minute: past it, 429 `rate-limited` with `Retry-After`. With `X-App-Key` (an app's publishable key), the player is the app's (`appId` on `GET /players/me`); a key unknown, or of a deleted app, is 401 `unauthenticated` and makes no player.",
  tags: ['Players'],
  headers: ['X-App-Key'],
  success: { status: 201, description: 'The player; the token is shown this once.', schema: NewPlayerBody },
  errors: ['invalid-request', 'unauthenticated', 'token-claimed', 'rate-limited'],
};

export const route = defineRoute({
  method: 'POST',
  path: '/players',
  auth: 'none',
  body: CreatePlayerBody,
  // The server keeps only a token's hash, so a replay cannot answer the token again: it names
  // the same player with a new token, and the one answered before stops working (docs/contract.md).
  // Requests sent with the key at once are answered as one, from any process: the first one's
  // token is derived from the key (signUpToken), and those that waited for it derive it again.
  idempotency: {
    keep: ({ status, headers = {}, body }) => {
      const { token: _shownOnce, ...player } = body as { token: string; playerId: string; name: string };
      return { status, headers, body: player };
    },
    replay: async (kept, { id, joined }) => {
      const player = kept.body as { playerId: string; name: string };
      const shared = joined && signUpToken(id.key, joined);
      const sharedItem = shared && (await tokenItem(hashToken(shared)));
      // Still the player's token (a replay after the first answer may have replaced it since).
      if (sharedItem && sharedItem.unused) return { ...kept, body: { ...player, token: shared } };
      const token = !sharedItem && (await reissueToken(player.playerId));
      if (!token)
        throw new Problem(
          'token-claimed',
          'This Idempotency-Key created a player whose token has since been used; a key is never a way into an account in use. Use a new key to create another player.',
        );
      return { ...kept, body: { ...player, token } };
    },
  },
  handle: async ({ body, headers, idempotency, sourceIp }) => {
    const appKey = headers['x-app-key'];
    const app = appKey === undefined ? undefined : await appOfPublishableKey(appKey);
    if (appKey !== undefined && !app) throw unknownAppKey();
    // A replay (above) is no new sign-up and is not counted.
    const retryAfter = await countSignUp(sourceIp);
    if (retryAfter !== undefined)
      throw new Problem(
        'rate-limited',
        `Too many players were created from this address in the last minute; try again in ${retryAfter} s.`,
        undefined,
        retryAfter,
      );
    const token = idempotency && signUpToken(idempotency.key, idempotency.attempt);
    try {
      return { status: 201, body: await createPlayer(body.name, token, app && { app: { appId: app.appId } }) };
    } catch (error) {
      throw error instanceof AppGone ? unknownAppKey() : error;
    }
  },
});

// No detail echoes the key: it names nothing, and a header's value has no place in an answer.
const unknownAppKey = () =>
  new Problem(
    'unauthenticated',
    'X-App-Key names no app (or its app was deleted); no player was made. Send the publishable key (`ocpk_…`) of an app, or no X-App-Key.',
  );
export const handler = lambdaHandler(route);
