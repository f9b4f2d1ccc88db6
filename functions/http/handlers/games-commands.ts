import { createHash } from 'node:crypto';
import { z } from 'zod';
import { playCommand } from '../../games/commands.ts';
import { gameReply } from '../game-reply.ts';
import { commandRefused, stateOrProblem } from '../outcomes.ts';
import { Problem } from '../problem.ts';
import { AnyGameCommand, CommandBody, CommandReply } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';
import { describeIssues } from '../zod-issues.ts';

const IdempotencyKey = z.string().min(1).max(255);

export const route = defineRoute({
  method: 'POST',
  path: '/games/{gameId}/commands',
  auth: 'required',
  // Parsed here rather than by the route: a body of the wrong shape is `invalid-command`.
  body: z.unknown(),
  docs: {
    summary: 'Send a command of the game (Idempotency-Key header supported)',
    tags: ['Games'],
    success: { status: 200, description: 'The version written and the game as the caller now sees it.', schema: CommandReply },
    requestBody: AnyGameCommand,
    errors: [
      'invalid-request',
      'invalid-command',
      'unauthenticated',
      'not-seated',
      'game-not-found',
      'not-your-turn',
      'wrong-step',
      'game-over',
      'not-started',
      'version-conflict',
      'illegal-move',
      'idempotency-key-reused',
    ],
  },
  handle: async ({ params, body, player, headers }) => {
    const actor = player!.playerId;
    const key = headers['idempotency-key'];
    if (key !== undefined && !IdempotencyKey.safeParse(key).success)
      throw commandRefused(new Problem('invalid-request', 'The Idempotency-Key header must be 1 to 255 characters.'));

    // The envelope every game shares; the game's own command is parsed once the game is known.
    const envelope = CommandBody.safeParse(body);
    if (!envelope.success) throw commandRefused(new Problem('invalid-command', describeIssues(envelope.error, 'The command')));
    const { expectedVersion } = envelope.data;
    // The game's strict schema judges the keys as sent: zod's copy of the envelope has dropped
    // a "__proto__" key (it set the copy's prototype), so the command is taken from the body.
    const command = Object.fromEntries(Object.entries(body as object).filter(([key]) => key !== 'expectedVersion'));

    const outcome = await playCommand(params.gameId!, actor, command, {
      expectedVersion,
      idempotency: key ? { key, requestHash: createHash('sha256').update(JSON.stringify(body)).digest('hex') } : undefined,
    });
    const state = stateOrProblem(outcome);
    const reply = gameReply(state, actor);
    return { ...reply, body: { version: state.version, game: reply.body } };
  },
});
export const handler = lambdaHandler(route);
