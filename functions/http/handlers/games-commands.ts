import { z } from 'zod';
import { play } from '../../../domain/game/index.ts';
import { runCommand } from '../../games/command-service.ts';
import { gameReply } from '../game-reply.ts';
import { REPLAYED } from '../idempotency.ts';
import { Problem } from '../problem.ts';
import { Command, CommandBody, CommandReply } from '../schemas.ts';
import { defineRoute, lambdaHandler } from '../route.ts';
import { describeIssues } from '../zod-issues.ts';

export const route = defineRoute({
  method: 'POST',
  path: '/games/{gameId}/commands',
  auth: 'required',
  // Parsed here rather than by the route: a body of the wrong shape is `invalid-command`.
  body: z.unknown(),
  docs: {
    summary: 'Send a command of the game (Idempotency-Key header supported)',
    description:
      'Applies a command of the game for the caller (API.md, Commands) and answers the version it stored with the view. With `expectedVersion`, a game that has moved on is 409 `version-conflict` and nothing is applied; without it, concurrent decisions of several players are all applied. A command that breaks a rule is 422 `illegal-move`, its detail naming the rule. With an Idempotency-Key, a retry answers the first response again.',
    tags: ['Games'],
    success: { status: 200, description: 'The version written and the game as the caller now sees it.', schema: CommandReply, etag: true },
    requestBody: Command,
    errors: [
      'invalid-request', 'invalid-command', 'unauthenticated', 'not-seated', 'game-not-found', 'not-your-turn', 'wrong-step',
      'game-over', 'not-started', 'version-conflict', 'illegal-move', 'idempotency-key-reused',
    ],
  },
  // The key stays on the command's stream item: a command is still one read and one write.
  idempotency: 'in-stream',
  handle: async ({ params, body, player, idempotency }) => {
    const actor = player!.playerId;

    const envelope = CommandBody.safeParse(body);
    if (!envelope.success) throw new Problem('invalid-command', describeIssues(envelope.error, 'The command'));
    const { expectedVersion, ...command } = envelope.data;

    const outcome = await runCommand(params.gameId!, {
      actor,
      expectedVersion,
      idempotency: idempotency && { key: idempotency.key, requestHash: idempotency.requestHash },
      decide: (s, now, draws) => {
        // The game's own schema is known once the stream is loaded: no extra read for it.
        const parsed = s.rules.commandSchema.safeParse(command);
        if (!parsed.success) throw new Problem('invalid-command', describeIssues(parsed.error, `The ${s.game} command`));
        return play(s, parsed.data, actor, now, draws);
      },
    });
    const reply = gameReply(outcome.state, actor);
    return { ...reply, body: { version: outcome.state.version, game: reply.body }, headers: { ...reply.headers, ...(outcome.replayed && REPLAYED) } };
  },
});
export const handler = lambdaHandler(route);
