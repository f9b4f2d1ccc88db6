import { evolve, isOver, overdue, type GameState, type StoredEvent } from '../../../domain/platform/index.ts';
import { isViolation, riggedDraws, type Rig } from '../../../domain/kernel/index.ts';
import { fairSeedOf } from '../../fairness/game-fairness.ts';
import { drawOnDemand } from '../../fairness/on-demand.ts';
import type { GameStore } from '../game-store.ts';
import { loadRig, testHooksEnabled } from '../rig.ts';
import type { Decide, NotApplied } from './request.ts';

/**
 * The events to store (none: a no-op), with where the game's byte stream stood before and after
 * them, and the rig's queue left when the decision took rigged values (to be written back).
 */
export interface Decided {
  kind: 'decided';
  events: StoredEvent[];
  positions: { before: number; after: number };
  rig?: Rig;
}

const sizeOf = (rig: Rig) => (rig.dice?.length ?? 0) + (rig.bag?.length ?? 0);
// riggedDraws consumes its queue; a decision may run twice (drawOnDemand), each time on a fresh copy.
const copyOf = (rig: Rig): Rig => ({ dice: rig.dice?.map((thrown) => [...thrown]), bag: rig.bag && [...rig.bag] });

/**
 * Decides a command as oc-fair-v1 says (docs/contract.md, Fairness): the overdue defaults and then the
 * decision draw from the game's byte stream where the stored items left it (`before`, the newest
 * item's fairPosition: the only thing the decision needs of the items), the secret seed
 * loaded only when they draw. What the stream alone cannot prove is said by events of the
 * platform: `ServerSeedRevealed` right after the events that end or cancel the game (a rigged
 * game said `DrawsRigged` when its rig was stored: rig-game.ts). The seed comes from the
 * command's store. The rules' refusal is `refused`; a step's default due first when the caller
 * asked for no defaults (a command naming its version: expected-version.ts) is a version conflict.
 */
export async function decideFairly(
  state: GameState,
  before: number,
  now: number,
  decide: Decide,
  { defaults: defaultsAllowed, store }: { defaults: boolean; store: Pick<GameStore, 'serverSeed'> },
): Promise<Decided | NotApplied> {
  let seed: Promise<string> | undefined;
  const serverSeed = () => (seed ??= store.serverSeed(state.gameId));
  // Like the seed, a rig is read only for a decision that draws: most commands draw nothing.
  let rig: Rig | undefined;

  const drawn = await drawOnDemand(
    before,
    async () => {
      const [rigged, secret] = await Promise.all([testHooksEnabled() ? loadRig(state.gameId) : undefined, serverSeed()]);
      rig = rigged;
      return fairSeedOf(state, secret);
    },
    (fair) => {
      const left = rig && copyOf(rig);
      const draws = left ? riggedDraws(left, fair) : fair;
      const defaults = overdue(state, now, draws);
      if (defaults.length > 0 && !defaultsAllowed) return null;
      const decided = decide(defaults.reduce<GameState>(evolve, state), now, draws);
      return { defaults, decided, left };
    },
  );
  if (!drawn.value)
    return { kind: 'conflict', with: 'version', detail: 'The step ran out of time and its default applies first; reload the game.' };
  const { defaults, decided, left } = drawn.value;
  if (isViolation(decided)) return { kind: 'refused', violation: decided };

  const events = [...defaults, ...decided];
  const positions = { before, after: drawn.position };
  if (events.length === 0) return { kind: 'decided', events, positions };
  const at = events.at(-1)!.at;
  const rigTaken = rig && left && sizeOf(left) !== sizeOf(rig) ? left : undefined;
  if (!isOver(state) && isOver(events.reduce<GameState>(evolve, state)))
    events.push({ type: 'ServerSeedRevealed', serverSeed: await serverSeed(), at });
  return { kind: 'decided', events, positions, rig: rigTaken };
}
