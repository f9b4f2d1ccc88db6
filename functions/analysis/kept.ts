import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { GetCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { putIfNewer } from '../adapters/put-if-newer.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import type { Analysis } from './analyse.ts';

/**
 * A finished game's analysis, kept in the read table once it is computed: an ended game's
 * decisions never change, so the second request reads it (one GetItem) instead of judging
 * every decision again. Kept as deflated JSON: a Rummiduck game's mistakes carry whole tables,
 * and an item holds at most 400 KB.
 */
export async function keptAnalysis(gameId: string): Promise<Analysis | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableNames().read, Key: readKeys.analysis(gameId) }));
  return Item ? (JSON.parse(inflateRawSync(Item.analysis as Uint8Array).toString('utf8')) as Analysis) : undefined;
}

/** Keeps the analysis of the game as it stood at `version` (the same game judged twice at once writes it once). */
export const keepAnalysis = (analysis: Analysis, version: number): Promise<void> =>
  putIfNewer({ ...readKeys.analysis(analysis.gameId), version, analysis: deflateRawSync(JSON.stringify(analysis)) }, { orSame: true });
