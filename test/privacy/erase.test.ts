/**
 * Erasure's storage against DynamoDB Local (functions/privacy/): sent again after a failure half
 * way, it finishes; a player of more tokens than one transaction holds loses them all, the
 * request's own last; the boards' and ratings' projections leave an erased player out of a game
 * that ends after their erasure; an id with no profile is erased by nothing.
 */
import { describe, expect, it } from 'vitest';
import { GetCommand } from '../../functions/adapters/documents.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { createGame, joinGame, startGame } from '../../functions/games/commands.ts';
import { loadGame } from '../../functions/games/command-service.ts';
import { countGame } from '../../functions/leaderboards/count-game.ts';
import { finishedGame } from '../../functions/leaderboards/finished-game.ts';
import { createPlayer, hashToken, tokenItem } from '../../functions/players/players.ts';
import { issueToken, tokensOf } from '../../functions/players/tokens.ts';
import { erasePlayer } from '../../functions/privacy/erase.ts';
import { recordErasure } from '../../functions/privacy/tombstone.ts';
import { withdrawFromGames } from '../../functions/privacy/withdraw.ts';
import { useTables } from '../support/tables.ts';

useTables();

const profileOf = async (playerId: string) =>
  (await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.profile(playerId), ConsistentRead: true }))).Item;

describe('erasePlayer', () => {
  it('sent again after a failure half way (the games left, the tokens not yet), finishes: the token worked until then', async () => {
    const ann = await createPlayer('Ann');
    const bob = await createPlayer('Bob');
    const created = await createGame('dice-kings', {}, bob);
    if (!('state' in created)) throw new Error('not created');
    const { gameId } = created.state;
    await joinGame(gameId, ann);
    await startGame(gameId, bob);
    // The first attempt stopped after the games: the tombstone and the resignation are in, the rest is not.
    await recordErasure(ann.playerId, Date.now());
    await withdrawFromGames(ann.playerId);
    expect((await loadGame(gameId))!.state.status).toBe('ended');
    expect(await tokenItem(hashToken(ann.token))).toBeDefined();
    expect(await erasePlayer(ann.playerId, { lastToken: hashToken(ann.token) })).toBe(true);
    expect(await tokenItem(hashToken(ann.token))).toBeUndefined();
    expect(await profileOf(ann.playerId)).toBeUndefined();
    // Done: again, it finds nobody to erase.
    expect(await erasePlayer(ann.playerId)).toBe(false);
  });

  it('a player of more tokens than one transaction holds loses every one of them', async () => {
    const ann = await createPlayer('Ann');
    const more = await Promise.all(Array.from({ length: 59 }, () => issueToken(ann.playerId)));
    expect((await tokensOf(ann.playerId))!.hashes).toHaveLength(60);
    expect(await erasePlayer(ann.playerId, { lastToken: hashToken(ann.token) })).toBe(true);
    for (const token of [ann.token, ...more.map((issued) => issued!.token)]) expect(await tokenItem(hashToken(token))).toBeUndefined();
    expect(await tokensOf(ann.playerId)).toBeUndefined();
  });

  it('a game the erasure ended is counted on its board for the others alone', async () => {
    const ann = await createPlayer('Ann');
    const bob = await createPlayer('Bob');
    const created = await createGame('dice-kings', {}, ann);
    if (!('state' in created)) throw new Error('not created');
    const { gameId } = created.state;
    await joinGame(gameId, bob);
    await startGame(gameId, ann);
    expect(await erasePlayer(ann.playerId)).toBe(true);
    // The board's count comes after the erasure, as the stream brings it.
    const game = await finishedGame(gameId);
    expect(game!.players.map((p) => p.playerId)).toEqual([ann.playerId, bob.playerId]);
    expect(await countGame(game!)).toBe(true);
    const line = async (playerId: string) =>
      (
        await dynamo().send(
          new GetCommand({
            TableName: tableNames().read,
            Key: readKeys.leaderboardLine(game!.leaderboard, playerId),
            ConsistentRead: true,
          }),
        )
      ).Item;
    expect(await line(ann.playerId)).toBeUndefined();
    expect(await line(bob.playerId)).toMatchObject({ games: 1, wins: 1 });
  });

  it('an id with no profile is erased by nothing: no tombstone is written for it', async () => {
    const nobody = 'p_00000000000000000000000000000000';
    expect(await erasePlayer(nobody)).toBe(false);
    expect(
      (await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.erased(nobody), ConsistentRead: true }))).Item,
    ).toBeUndefined();
  });
});
