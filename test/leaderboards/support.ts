/**
 * Leaderboard tests without the HTTP server: tables of their own (test/support/tables.ts),
 * game streams written as the command service writes them, and the consumer handed the very
 * records DynamoDB Streams would carry.
 */
import { BatchWriteCommand, paginateQuery } from '../../functions/adapters/documents.ts';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type { BotLevel } from '../../domain/kernel/index.ts';
import type { GameName, LeaderboardName } from '../../domain/registry.ts';
import { games } from '../../domain/games.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import type { StreamItem } from '../../functions/adapters/event-store.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { lists, queryList, readIndexes } from '../../functions/adapters/read-keys.ts';
import { leaderboardNames } from '../../functions/leaderboards/boards.ts';

export interface GameSpec {
  game: GameName;
  config?: Record<string, unknown>;
  /** The first creates the game; the others join, as bots where `bot` names a level (not the creator). */
  players: { playerId: string; name: string; bot?: BotLevel }[];
  scores: number[];
  endedAt?: number;
  /** Who resigned, in the order they did (one PlayerResigned item each, before the end). */
  resigned?: string[];
  /** Who won, when not everyone on the top score (a resignation's end: the one left wins, whatever the scores). */
  winners?: string[];
}

/**
 * A realistic minimal finished game: created, joined, started, ended, one stored item per
 * command as the command service stores them. Winners are every player on the top score.
 */
export async function writeFinishedGame(spec: GameSpec): Promise<StreamItem[]> {
  const gameId = `g_${randomUUID().replaceAll('-', '')}`;
  const at = spec.endedAt ?? Date.now();
  const [creator, ...others] = spec.players;
  // Stored with its defaults filled in, as POST /games stores it.
  const config = games[spec.game].configSchema.parse(spec.config ?? {});
  const best = Math.max(...spec.scores);
  const scores = Object.fromEntries(spec.players.map((p, i) => [p.playerId, spec.scores[i]!]));
  const items: StreamItem[] = [
    { gameId, version: 1, actor: creator!.playerId, events: [{ type: 'GameCreated', at, gameId, game: spec.game, config, creator }] },
    ...others.map(({ bot, ...player }, i) => ({
      gameId,
      version: i + 2,
      // A bot is seated by the creator (POST /games/{id}/bots).
      actor: bot ? creator!.playerId : player.playerId,
      events: [{ type: 'PlayerJoined', at, player, ...(bot ? { bot } : {}) }],
    })),
  ];
  items.push({ gameId, version: items.length + 1, actor: creator!.playerId, events: [{ type: 'GameStarted', at }] });
  for (const playerId of spec.resigned ?? [])
    items.push({ gameId, version: items.length + 1, actor: playerId, events: [{ type: 'PlayerResigned', at, playerId }] });
  const winners = spec.winners ?? spec.players.filter((_, i) => spec.scores[i] === best).map((p) => p.playerId);
  items.push({
    gameId,
    version: items.length + 1,
    events: [{ type: 'GameEnded', at, result: { winners, scores } }],
  });
  // One request for the whole stream (it is new, no version can be taken): keeps hundreds of games quick.
  await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableNames().events]: items.map((Item) => ({ PutRequest: { Item } })) } }));
  return items;
}

let sequence = 0;
/** The DynamoDB Streams batch that carries these items (INSERT, new image). */
export const streamBatch = (items: StreamItem[]): DynamoDBStreamEvent => ({
  Records: items.map((item): DynamoDBRecord => ({
    eventName: 'INSERT',
    dynamodb: { NewImage: marshall(item, { removeUndefinedValues: true }) as never, SequenceNumber: String(++sequence).padStart(21, '0') },
  })),
});

/** Every board as it reads, in board order, all pages. */
export async function boards(): Promise<Record<LeaderboardName, Record<string, unknown>[]>> {
  const out = {} as Record<LeaderboardName, Record<string, unknown>[]>;
  for (const board of leaderboardNames) {
    out[board] = [];
    const pages = paginateQuery(
      { client: dynamo() },
      { TableName: tableNames().read, ...queryList(readIndexes.lists, lists.leaderboard(board)), ScanIndexForward: false },
    );
    for await (const page of pages) out[board]!.push(...(page.Items ?? []));
  }
  return out;
}
