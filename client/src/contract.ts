/**
 * The shapes of docs/contract.md that openapi.yaml leaves out: those of the local server's test
 * hooks (docs/contract.md, Test hooks), which are never deployed. Every other type of the SDK is
 * generated from openapi.yaml (types.ts).
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
