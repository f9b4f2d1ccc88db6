import { paginateScan } from '../adapters/documents.ts';
import { fold, refunded, sharesOf, type GameState } from '../../domain/platform/index.ts';
import { batchWrite } from '../adapters/batch-write.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { allGameIds, loadStream, type StreamItem } from '../adapters/event-store.ts';
import { LEDGER, playerIdOf, readKeys, STAKE } from '../adapters/read-keys.ts';
import { readGames } from '../adapters/read-games.ts';
import { tableNames } from '../adapters/tables.ts';
import { GRANT } from './grant.ts';
import { entryOf, type Change } from './ledger.ts';

export interface ChipsSummary {
  players: number;
  games: number;
  entries: number;
}

/** A stake as the start wrote it, and when the game's end paid it out. */
interface Held {
  playerId: string;
  gameId: string;
  stake: number;
  at: number;
  paidAt?: number;
}

/** Ties of time are ordered as the live writes are: a grant before anything, a start's stake before its game's payout. */
const kindOrder: Record<Change['kind'], number> = { grant: 0, stake: 1, share: 2, refund: 2 };

/**
 * Recomputes every player's chips from the events: the grant each player got with their
 * creation (the one fact no game's events hold, so its entry is kept as the source), then each
 * game with a stake that started, its stakes at the GameStarted and its payout at the GameEnded
 * (the pot, 2 and 3, by the very `sharesOf` the view and the payout use). Each player's entries
 * are numbered again in time order, each with the balance after it; the balance items and the
 * stakes (paid or in play) are written beside them, and every chips item the events do not
 * support is deleted. Run it with the server stopped (the payout would race it).
 */
export async function rebuildChips(): Promise<ChipsSummary> {
  const grants = await grantEntries();
  const changes = new Map<string, Change[]>(
    [...grants].map(([playerId, at]) => [playerId, [{ kind: 'grant', amount: GRANT, at, inPlay: 0 }]]),
  );
  const held: Held[] = [];
  const staked = await readGames(await allGameIds(), stakedGame);
  for (const { state, stakes } of staked)
    for (const stake of stakes) {
      held.push(stake);
      const mine = changes.get(stake.playerId) ?? [];
      changes.set(stake.playerId, mine);
      mine.push(...changesOf(state, stake));
    }

  const writes: Record<string, unknown>[] = [];
  let entries = 0;
  for (const [playerId, mine] of changes) {
    mine.sort((a, b) => a.at - b.at || kindOrder[a.kind] - kindOrder[b.kind] || (a.gameId ?? '').localeCompare(b.gameId ?? ''));
    let balance = 0;
    let inPlay = 0;
    let n = 0;
    for (const change of mine) {
      inPlay += change.inPlay;
      if (change.amount === 0) continue;
      balance += change.amount;
      n += 1;
      const entry = entryOf(change, balance);
      writes.push({ ...readKeys.ledgerEntry(playerId, n), ...entry });
    }
    entries += n;
    writes.push({ ...readKeys.chips(playerId), playerId, balance, inPlay, n });
  }
  for (const { playerId, gameId, stake, at, paidAt } of held)
    writes.push({ ...readKeys.stake(playerId, gameId), playerId, gameId, stake, at, ...(paidAt === undefined ? {} : { paidAt }) });

  const kept = new Set(writes.map((item) => `${item.pk as string}|${item.sk as string}`));
  const stale = (await chipsKeys()).filter((key) => !kept.has(`${key.pk}|${key.sk}`));
  await batchWrite([...stale.map((Key) => ({ DeleteRequest: { Key } })), ...writes.map((Item) => ({ PutRequest: { Item } }))]);
  return { players: changes.size, games: staked.length, entries };
}

/** A game with a stake that started, and its stakes; undefined for any other game. */
async function stakedGame(gameId: string): Promise<{ state: GameState; stakes: Held[] } | undefined> {
  const stream = await loadStream(gameId);
  const state = fold(stream);
  if (!state || state.config.Stake === 0) return undefined;
  const startedAt = eventAt(stream, 'GameStarted');
  if (startedAt === undefined) return undefined;
  return { state, stakes: stakesOf(state, startedAt, eventAt(stream, 'GameEnded')) };
}

const eventAt = (stream: StreamItem[], type: string): number | undefined =>
  stream.flatMap((item) => item.events).find((event) => event.type === type)?.at;

/** The pot, 1 and 4: a stake from every player seated at the start; paid out when the game ended. */
const stakesOf = (state: GameState, at: number, paidAt: number | undefined): Held[] =>
  state.players.map((p) => ({
    playerId: p.playerId,
    gameId: state.gameId,
    stake: state.config.Stake,
    at,
    ...(paidAt === undefined ? {} : { paidAt }),
  }));

/** What one stake made of the player's balance: taken at the start; once paid out, the share (or the stake back) and the stake out of play. */
function changesOf(state: GameState, held: Held): Change[] {
  const taken: Change = { kind: 'stake', amount: -held.stake, at: held.at, gameId: held.gameId, inPlay: held.stake };
  if (held.paidAt === undefined) return [taken];
  const amount = sharesOf(state)?.[held.playerId] ?? 0;
  return [taken, { kind: refunded(state) ? 'refund' : 'share', amount, at: held.paidAt, gameId: held.gameId, inPlay: -held.stake }];
}

/** Every player's grant and when it was made: one pass over the read table. */
async function grantEntries(): Promise<Map<string, number>> {
  const grants = new Map<string, number>();
  const pages = paginateScan(
    { client: dynamo() },
    {
      TableName: tableNames().read,
      FilterExpression: 'begins_with(sk, :ledger) AND kind = :grant',
      ExpressionAttributeValues: { ':ledger': LEDGER, ':grant': 'grant' },
      ProjectionExpression: 'pk, #at',
      ExpressionAttributeNames: { '#at': 'at' },
    },
  );
  for await (const page of pages)
    for (const item of page.Items ?? []) grants.set(playerIdOf(item.pk as string), Date.parse(item.at as string));
  return grants;
}

/** The keys of every chips item now: balances, entries and stakes. */
async function chipsKeys(): Promise<{ pk: string; sk: string }[]> {
  const keys: { pk: string; sk: string }[] = [];
  const pages = paginateScan(
    { client: dynamo() },
    {
      TableName: tableNames().read,
      FilterExpression: 'begins_with(pk, :player) AND (sk = :chips OR begins_with(sk, :ledger) OR begins_with(sk, :stake))',
      ExpressionAttributeValues: { ':player': 'PLAYER#', ':chips': 'CHIPS', ':ledger': LEDGER, ':stake': STAKE },
      ProjectionExpression: 'pk, sk',
    },
  );
  for await (const page of pages) keys.push(...((page.Items ?? []) as { pk: string; sk: string }[]));
  return keys;
}
