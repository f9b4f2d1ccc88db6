import * as z from 'zod';
import { playCommand } from '../../games/commands.ts';
import { gameReply } from '../game-reply.ts';
import { commandRefused, stateOrProblem } from '../outcomes.ts';
import { REPLAYED } from '../idempotency.ts';
import { Problem } from '../problem.ts';
import { Command, CommandReply } from '../responses.ts';
import { defineRoute, lambdaHandler, type RouteDocs } from '../route.ts';
import { describeIssues } from '../../contract/zod-issues.ts';

/** The envelope every game's commands share; the game's own schema judges the rest once the game is known. */
const CommandBody = z
  .looseObject({
    type: z.string(),
    expectedVersion: z.int().min(0).optional(),
  })
  .describe('A command of the game (docs/contract.md, Commands), optionally with expectedVersion.');

export const docs: RouteDocs = {
  summary: 'Send a command of the game (Idempotency-Key header supported)',
  description:
    'Applies a command of the game for the caller (docs/contract.md, Commands) and answers the version it stored with the view. With `expectedVersion`, a game that has moved on is 409 `version-conflict` and nothing is applied; without it, concurrent decisions of several players are all applied. A command that breaks a rule is 422 `illegal-move`, its detail naming the rule. With an Idempotency-Key, a retry answers the first response again.',
  tags: ['Games'],
  success: { status: 200, description: 'The version written and the game as the caller now sees it.', schema: CommandReply, etag: true },
  requestBody: Command,
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
};

export const route = defineRoute({
  method: 'POST',
  path: '/games/{gameId}/commands',
  auth: 'required',
  cachedToken: true,
  // Parsed here rather than by the route: a body of the wrong shape is `invalid-command`.
  body: z.unknown(),
  // The key stays on the command's stream item: a command is still one read and one write.
  idempotency: 'in-stream',
  handle: async ({ params, body, player, idempotency }) => {
    const actor = player!.playerId;

    // The envelope every game shares; the game's own command is parsed once the game is known.
    const envelope = CommandBody.safeParse(body);
    if (!envelope.success) throw commandRefused(new Problem('invalid-command', describeIssues(envelope.error, 'The command')));
    const { expectedVersion } = envelope.data;
    // The game's strict schema judges the keys as sent: zod's copy of the envelope has dropped
    // a "__proto__" key (it set the copy's prototype), so the command is taken from the body.
    const command = Object.fromEntries(Object.entries(body as object).filter(([key]) => key !== 'expectedVersion'));

    const outcome = await playCommand(params.gameId!, player!, command, {
      expectedVersion,
      idempotency: idempotency && { key: idempotency.key, requestHash: idempotency.requestHash },
    });
    const state = stateOrProblem(outcome);
    const reply = await gameReply(state, actor);
    return {
      ...reply,
      body: { version: state.version, game: reply.body },
      headers: { ...reply.headers, ...(outcome.kind === 'replayed' && REPLAYED) },
    };
  },
});
export const handler = lambdaHandler(route);
