/**
 * The shapes of docs/contract.md that openapi.yaml leaves out: those of the local server's test
 * hooks (docs/contract.md, Test hooks), which are never deployed, and the `appPlayers` that
 * deliveries to an app's subscription add to their data (webhooks.ts). Every other type of the
 * SDK is generated from openapi.yaml (types.ts).
 */
import type { components } from './generated/openapi.ts';

/** `POST /games/{id}/test/rig` with TEST_HOOKS=1: the dice of the next throws, or the bag's order. */
export interface Rig {
  dice?: number[][];
  bag?: components['schemas']['RummiduckTile'][];
}

/** `POST /test/clock`'s answer with TEST_HOOKS=1: the server's clock after the move (ISO 8601). */
export interface ClockNow {
  now: string;
}

/**
 * One of an app's players seated in a delivery's game (docs/contract.md, Apps: app
 * subscriptions): `externalId` is null for one who signed up with the publishable key. types.ts
 * prefers openapi.yaml's schema of this name once it describes `appPlayers`.
 */
export interface SeatedAppPlayer {
  playerId: string;
  externalId: string | null;
}
