import { proofOf, type FairnessView } from './proof.ts';
import type { EventData } from './checker.ts';
import type { GameProof } from './verify.ts';

/** Where a game is read from: the API's base URL, and optionally a player's token (a Rummiduck player then sees their own tiles). */
export interface ApiSource {
  readonly api: string;
  readonly token?: string;
  /** Defaults to the global fetch (browsers, Node 20). */
  readonly fetch?: typeof fetch;
}

/** A refusal of the API while a proof was fetched: the status and what the problem said. */
export class FetchFailed extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`the API answered ${status}: ${detail}`);
  }
}

const PAGE = 500;

/**
 * A game's proof as anyone can fetch it, with nothing but HTTP: its view (`GET /games/{id}`) and
 * every page of its events (`GET /games/{id}/events?after=N`), oldest first.
 */
export async function fetchProof(gameId: string, source: ApiSource): Promise<GameProof> {
  const send = source.fetch ?? fetch;
  const get = async (path: string): Promise<unknown> => {
    const response = await send(new URL(path, source.api.endsWith('/') ? source.api : `${source.api}/`), {
      headers: source.token ? { authorization: `Bearer ${source.token}` } : {},
    });
    const body = await response.json().catch(() => undefined);
    if (!response.ok)
      throw new FetchFailed(response.status, String((body as { detail?: unknown } | undefined)?.detail ?? response.statusText));
    return body;
  };
  const id = encodeURIComponent(gameId);
  const view = (await get(`games/${id}`)) as Partial<FairnessView>;
  if (!view.fairness || !view.players || !view.gameId) throw new Error(`game ${gameId} shows no fairness proof`);
  const events: EventData[] = [];
  for (let after: number | null = 0; after !== null;) {
    const page = (await get(`games/${id}/events?after=${after}&limit=${PAGE}`)) as { events: EventData[]; nextAfter: number | null };
    events.push(...page.events);
    after = page.nextAfter;
  }
  return proofOf(view as FairnessView, events);
}
