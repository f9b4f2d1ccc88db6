/**
 * A player's export (docs/contract.md, Your data): everything the service holds about them, in
 * one document, each part read whole from where its feature keeps it. What it leaves out is as
 * deliberate as what it holds: no token, key, secret or hash of one (a webhook's signing secret,
 * an app's keys and their hashes, the token items), and of others only what the player saw.
 */
import type { LeaderboardName } from '../../domain/registry.ts';
import { batchGet, keyOf } from '../adapters/batch-get.ts';
import { GetCommand } from '../adapters/documents.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { readKeys } from '../adapters/read-keys.ts';
import { tableNames } from '../adapters/tables.ts';
import { listApps } from '../apps/apps.ts';
import { readApp } from '../apps/keys.ts';
import { chipsOf, wholeLedger } from '../chips/balance-page.ts';
import type { LedgerEntry } from '../chips/ledger.ts';
import { leaderboardNames } from '../leaderboards/boards.ts';
import { ticketsMadeBy, ticketView } from '../matchmaking/tickets.ts';
import { shownOf } from '../ratings/items.ts';
import type { ShownRating } from '../ratings/shown.ts';
import { listSubscriptions } from '../webhooks/subscriptions.ts';
import { devicesOf, type ExportedDevice } from './devices.ts';
import { gamesOf, type ExportedGame } from './games.ts';

export interface PlayerExport {
  player: { playerId: string; name: string; createdAt: string; appId: string | null };
  games: ExportedGame[];
  chips: { balance: number; inPlay: number };
  ledger: LedgerEntry[];
  ratings: Record<LeaderboardName, ShownRating | null>;
  webhooks: { id: string; url: string; events: string[]; createdAt: string }[];
  devices: ExportedDevice[];
  apps: { appId: string; name: string; createdAt: string }[];
  tickets: ReturnType<typeof ticketView>[];
}

/** The player's export; undefined when they have no profile (a token outliving its player). */
export async function exportOf(playerId: string): Promise<PlayerExport | undefined> {
  const [profile, games, chips, ledger, ratings, webhooks, devices, apps, tickets] = await Promise.all([
    readProfile(playerId),
    gamesOf(playerId),
    chipsOf(playerId),
    wholeLedger(playerId),
    ratingsOf(playerId),
    listSubscriptions(playerId),
    devicesOf(playerId),
    listApps(playerId),
    ticketsMadeBy(playerId),
  ]);
  if (!profile) return undefined;
  // A profile written before it kept its creation: the player's first ledger entry, the grant made with them.
  const createdAt = profile.createdAt ?? ledger.at(-1)?.at;
  if (createdAt === undefined) return undefined;
  return {
    player: { playerId, name: profile.name, createdAt, appId: profile.appId },
    games,
    chips,
    ledger,
    ratings,
    webhooks: webhooks.map(({ id, url, events, createdAt }) => ({ id, url, events, createdAt })),
    devices,
    apps: apps.map(({ appId, name, createdAt }) => ({ appId, name, createdAt })),
    tickets: tickets.map(ticketView),
  };
}

/** The profile, read consistently: the name now, when it was made, and its app while that app exists (as GET /players/me shows it). */
async function readProfile(playerId: string): Promise<{ name: string; createdAt?: string; appId: string | null } | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableNames().read,
      Key: readKeys.profile(playerId),
      ConsistentRead: true,
      ProjectionExpression: '#name, createdAt, appId',
      ExpressionAttributeNames: { '#name': 'name' },
    }),
  );
  if (!Item) return undefined;
  // A deleted app's players stay players, of no app (docs/contract.md, Apps).
  const app = typeof Item.appId === 'string' ? await readApp(Item.appId) : undefined;
  return { name: Item.name as string, createdAt: Item.createdAt as string | undefined, appId: app?.appId ?? null };
}

/** The player's rating now on every board (null where they have none), in one BatchGet. */
async function ratingsOf(playerId: string): Promise<Record<LeaderboardName, ShownRating | null>> {
  const found = await batchGet(leaderboardNames.map((board) => readKeys.rating(board, playerId)));
  return Object.fromEntries(
    leaderboardNames.map((board) => [board, shownOf(found.get(keyOf(readKeys.rating(board, playerId))))]),
  ) as Record<LeaderboardName, ShownRating | null>;
}
