import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { systemClock } from '../adapters/clock.ts';
import { logger } from '../adapters/logger.ts';
import type { Decision } from './bucket.ts';
import { rateLimitHeaders } from './headers.ts';
import { hashToken } from '../players/players.ts';
import { credentialOf, knownIdentity, resolveIdentity, type Credential, type Identity } from './identities.ts';
import { budgetSettings, type BudgetSettings, type Policy } from './policies.ts';
import { storeOf } from './stores.ts';
import type { BucketStore } from './store.ts';

/** The one route whose requests count against the player's command budget (docs/contract.md, Fair share). */
const COMMAND_ROUTE = 'POST /games/{gameId}/commands';
/** The one route that counts against nothing and carries no budget headers: load balancers and monitors call it. */
const HEALTH_ROUTE = 'GET /health';

/** A request counted: whether it may go on, and the headers its answer carries. */
export interface Counted {
  admitted: boolean;
  retryAfterSeconds: number;
  policy: Policy;
  headers: Record<string, string>;
}

/**
 * Counts a request against its budget at the edge, before any work of its route. Undefined when
 * budgets are off, or for /health. Test hooks and preflights count against nothing, but carry
 * the headers of the budget they would have. Whom a request counts against comes from its
 * credential (identities.ts); a credential this instance has not resolved yet is counted
 * against the address first, so a flood of unknown tokens costs their sender's address budget
 * and, past it, no lookup at all.
 */
export async function countRequest(event: APIGatewayProxyEventV2, route: string): Promise<Counted | undefined> {
  const settings = budgetSettings();
  if (!settings || route === HEALTH_ROUTE) return undefined;
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return count(settings, credentialOf(headers), event.requestContext.http.sourceIp, {
    command: route === COMMAND_ROUTE,
    countsNothing: event.requestContext.http.method === 'OPTIONS' || route.includes('/test/'),
  });
}

/**
 * Counts a WebSocket `subscribe` against the budget of the player its token names (their app's,
 * for an app's player), or of the connection's address without one: a connection's own limits
 * (20 messages a second) hold it to itself, this holds many connections to their owner's share.
 */
export async function countSubscription(token: string | undefined, sourceIp: string): Promise<Counted | undefined> {
  const settings = budgetSettings();
  if (!settings) return undefined;
  return count(settings, token === undefined ? undefined : { kind: 'token', hash: hashToken(token) }, sourceIp, {
    command: false,
    countsNothing: false,
  });
}

async function count(
  settings: BudgetSettings,
  credential: Credential | undefined,
  sourceIp: string,
  { command, countsNothing }: { command: boolean; countsNothing: boolean },
): Promise<Counted> {
  const store = storeOf(settings.store);
  const now = systemClock.now();
  const address = { key: `address#${sourceIp}`, policy: settings.policies.address };
  const known = credential && knownIdentity(credential, !command);
  if (countsNothing) {
    const budget = (known && budgetOf(known, command, settings)) || address;
    return counted(store.peek(budget.key, budget.policy, now));
  }
  if (known) {
    const budget = budgetOf(known, command, settings);
    if (budget) return counted(await take(store, budget, now));
  }
  const byAddress = await take(store, address, now);
  if (!byAddress.admitted || !credential || known) return counted(byAddress);
  // A lookup that fails (the database is unreachable) leaves the request counted against its
  // address: its route meets the same database and answers 503, with the address's headers.
  const identity = await resolveIdentity(credential, !command).catch((error: unknown) => {
    logger.warn('credential not looked up for its budget', error as Error);
    return undefined;
  });
  const budget = identity && budgetOf(identity, command, settings);
  // A credential that names no one was counted against the address; its route refuses it (401).
  return counted(budget ? await take(store, budget, now) : byAddress);
}

const take = (store: BucketStore, budget: { key: string; policy: Policy }, now: number) => store.take(budget.key, budget.policy, now);

/** The budget an identity's request counts against; undefined for a command sent with an app's key (no player's). */
function budgetOf(identity: Identity, command: boolean, { policies }: BudgetSettings): { key: string; policy: Policy } | undefined {
  // A command counts against its player's own budget alone: never refused for the app's other traffic.
  if (command) return identity.playerId === undefined ? undefined : { key: `commands#${identity.playerId}`, policy: policies.commands };
  if (identity.appId) return { key: `app#${identity.appId}`, policy: policies.app };
  return identity.playerId === undefined ? undefined : { key: `player#${identity.playerId}`, policy: policies.player };
}

function counted(decision: Decision): Counted {
  return {
    admitted: decision.admitted,
    retryAfterSeconds: decision.retryAfterSeconds,
    policy: decision.policy,
    headers: rateLimitHeaders(decision),
  };
}
