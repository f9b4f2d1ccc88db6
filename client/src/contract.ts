/**
 * The one shape of docs/contract.md that openapi.yaml leaves out on purpose: the body of the
 * local server's test hook (docs/contract.md, Test hooks), which is never deployed. Every other
 * type of the SDK is generated from openapi.yaml (types.ts).
 */
import type { components } from './generated/openapi.ts';

/** `POST /games/{id}/test/rig` with TEST_HOOKS=1: the dice of the next throws, or the bag's order. */
export interface Rig {
  dice?: number[][];
  bag?: components['schemas']['RummiduckTile'][];
}
