/**
 * Snapshots (docs/snapshots.md) against DynamoDB Local: a stored snapshot of other rules is not trusted (the game
 * is folded from its events and the next item stores a trusted one); and an Idempotency-Key
 * keeps its guarantee whatever the game did since, without reading the stream.
 */
import { UpdateCommand } from '../../functions/adapters/documents.ts';
import { describe, expect, it } from 'vitest';
import { fold, snapshotOf, type GameState } from '../../domain/platform/index.ts';
import { countRequests, dynamo } from '../../functions/adapters/dynamo.ts';
import { encodeSnapshot, loadStream } from '../../functions/adapters/event-store.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { loadGame } from '../../functions/games/command-service.ts';
import { forgetGame } from '../../functions/games/warm-games.ts';
import { playCommand } from '../../functions/games/commands.ts';
import { SNAPSHOT_EVERY } from '../../functions/games/game-log.ts';
import { newGame, newPlayer, useTestStack } from '../support/local-stack.ts';

const ctx = useTestStack({ testHooks: false });

/** The current player's roll, or their first box once the rolls are used. */
async function move(gameId: string, state: GameState): Promise<GameState> {
  const actor = state.rules.turn(state.rulesState)!.playerId;
  const moves = state.rules.legalMoves(state.rulesState, actor) as { type: string }[];
  const outcome = await playCommand(
    gameId,
    { playerId: actor, name: actor },
    moves.find((m) => m.type === 'roll') ?? moves.find((m) => m.type === 'score')!,
  );
  if (outcome.kind !== 'applied') throw new Error(outcome.kind);
  return outcome.state;
}

async function playedGame(commands: number) {
  const [ann, bob] = await Promise.all([newPlayer(ctx.api, 'Ann'), newPlayer(ctx.api, 'Bob')]);
  const gameId = await newGame(ctx.api, 'dice-kings', [ann, bob]);
  let { state } = (await loadGame(gameId))!;
  for (let i = 0; i < commands; i++) state = await move(gameId, state);
  return { gameId, state, ann, bob };
}

describe('stored snapshots', () => {
  it('an old-version snapshot is ignored: the game is folded from its events, and the next item stores a trusted one', async () => {
    const { gameId } = await playedGame(2 * SNAPSHOT_EVERY + 2);
    const items = await loadStream(gameId);
    const newest = items.filter((i) => i.snapshot).at(-1)!;
    // What a release with State version 0 of Dice Kings might have written, and what it says is false.
    const { state: folded } = snapshotOf(fold(items.slice(0, newest.version))!);
    const forged = encodeSnapshot({ schema: 'dice-kings/0/3/1', state: { ...folded, status: 'ended' } });
    await dynamo().send(
      new UpdateCommand({
        TableName: tableNames().events,
        Key: { gameId, version: newest.version },
        UpdateExpression: 'SET #snapshot = :s',
        ExpressionAttributeNames: { '#snapshot': 'snapshot' },
        ExpressionAttributeValues: { ':s': forged },
      }),
    );
    // Rewritten behind this process's back (as a release with other rules would find it): what it knows warm is forgotten.
    forgetGame(gameId);

    const { result: loaded, requests } = await countRequests(() => loadGame(gameId));
    expect(loaded!.state).toEqual(fold(items));
    expect(loaded!.state.status).toBe('playing');
    expect(requests.Query).toBeGreaterThan(0);

    const after = await move(gameId, loaded!.state);
    const written = (await loadStream(gameId)).at(-1)!;
    expect(written.version).toBe(after.version);
    expect(written.snapshot?.schema).toBe('dice-kings/1/3/2');
    // From now on one Query of the last items is enough again.
    const { requests: next } = await countRequests(() => loadGame(gameId));
    expect(next).toEqual({ Query: 1 });
  });
});

describe("a command's Idempotency-Key", () => {
  it('replays the game as the first command left it, however far the game has moved on; another body is refused', async () => {
    const { gameId, state, ann } = await playedGame(0);
    const actor = state.rules.turn(state.rulesState)!.playerId;
    expect(actor).toBe(ann.playerId);
    const idempotency = { key: 'roll-1', requestHash: 'h-roll' };
    const first = await playCommand(gameId, { playerId: actor, name: actor }, { type: 'roll' }, { idempotency });
    expect(first.kind).toBe('applied');
    const firstState = (first as { state: GameState }).state;

    let now = firstState;
    for (let i = 0; i < 3 * SNAPSHOT_EVERY; i++) now = await move(gameId, now);

    // The same command again: the game has moved on (it may not even be Ann's turn), nothing is applied twice.
    const { result: again, requests } = await countRequests(() =>
      playCommand(gameId, { playerId: actor, name: actor }, { type: 'roll' }, { idempotency }),
    );
    expect(again).toEqual({ kind: 'replayed', state: firstState });
    expect(requests.Query).toBeLessThanOrEqual(2);
    expect((await loadGame(gameId))!.state.version).toBe(now.version);

    const other = await playCommand(
      gameId,
      { playerId: actor, name: actor },
      { type: 'roll' },
      { idempotency: { key: 'roll-1', requestHash: 'h-other' } },
    );
    expect(other).toMatchObject({ kind: 'conflict', with: 'idempotency-key' });
  });

  it('a retry that the game would accept again is answered from its key, not applied twice', async () => {
    const { gameId, state } = await playedGame(0);
    const actor = state.rules.turn(state.rulesState)!.playerId;
    const idempotency = { key: 'roll-twice', requestHash: 'h' };
    const first = await playCommand(gameId, { playerId: actor, name: actor }, { type: 'roll' }, { idempotency });
    // A second roll is legal: only the key item's condition stops it.
    const { result: again, requests } = await countRequests(() =>
      playCommand(gameId, { playerId: actor, name: actor }, { type: 'roll' }, { idempotency }),
    );
    expect(again).toEqual({ ...first, kind: 'replayed' });
    // The game known warm (no read), its key's condition refusing the write, the game as the first left it read back.
    expect(requests).toEqual({ TransactWriteItems: 1, Query: 1 });
    expect((await loadGame(gameId))!.state.version).toBe((first as { state: GameState }).state.version);
  });
});
