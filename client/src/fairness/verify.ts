import { commitmentOf, gameBytes, isServerSeed } from './bytes.ts';
import type { CheckerOf, Difference, EventData, Tally } from './checker.ts';
import { checkers } from './checkers.ts';
import type { MoreGames, Verdict } from './verdict.ts';

/** Everything a verifier needs, all of it public once the game is over. */
export interface GameProof {
  readonly gameId: string;
  /** The view's `fairness.algorithm`. */
  readonly algorithm: string;
  /** The view's `fairness.commitment`, shown since the game was created. */
  readonly commitment: string;
  /** The revealed `fairness.serverSeed` (null while the game is on). */
  readonly serverSeed: string | null;
  readonly rigged: boolean;
  /** The seats at the start, in seat order, each with the client seed the view shows for it. */
  readonly seats: readonly { readonly playerId: string; readonly clientSeed: string }[];
  /** Every event of the game, oldest first, as `GET /games/{id}/events` returns them (all pages). */
  readonly events: readonly EventData[];
}

const ALGORITHM = 'oc-fair-v1';
const CLIENT_SEED = /^[\x20-\x7e]{1,64}$/;

/** How to verify: the checkers of games this SDK does not ship. */
export interface VerifyOptions<More extends MoreGames = Record<never, never>> {
  /**
   * A checker for each game the SDK does not ship (one added to the server after it was
   * built), by the name its `GameCreated` gives; what its `revealed()` answers is in the
   * verdict. A checker given for a game the SDK ships is used instead of its own.
   */
  readonly checkers?: { readonly [G in keyof More]: CheckerOf<More[G]> };
}

/**
 * Checks a finished game: the revealed server seed against the commitment, then every throw,
 * roll, shuffle, deal and draw the events show against the values the stream gives. Answers
 * the first thing that does not hold, or ok with what the stream revealed (a Rummiduck game's
 * racks at the end).
 */
export async function verifyGame<More extends MoreGames = Record<never, never>>(
  proof: GameProof,
  options: VerifyOptions<More> = {},
): Promise<Verdict<More>> {
  const known: Readonly<Record<string, CheckerOf>> = { ...checkers, ...options.checkers };
  const tally: Tally = { dice: 0, tiles: 0, hiddenTiles: 0 };
  const mismatch = (index: number | null, difference: Difference, event?: EventData): Verdict<More> => ({
    status: 'mismatch',
    index,
    ...(typeof event?.version === 'number' ? { version: event.version } : {}),
    ...(typeof event?.type === 'string' ? { type: event.type } : {}),
    tally,
    ...difference,
  });

  if (proof.algorithm !== ALGORITHM)
    return mismatch(null, { expected: ALGORITHM, found: proof.algorithm, detail: 'not an algorithm this verifier knows' });
  const { serverSeed } = proof;
  if (serverSeed === null || !isServerSeed(serverSeed))
    return mismatch(null, { expected: '64 lower-case hex characters', found: serverSeed, detail: 'the server seed is not revealed' });
  const hashed = await commitmentOf(serverSeed);
  if (hashed !== proof.commitment)
    return mismatch(null, {
      expected: proof.commitment,
      found: hashed,
      detail: 'the revealed server seed does not hash to the commitment',
    });
  const unseeded = proof.seats.findIndex((seat) => !CLIENT_SEED.test(seat.clientSeed));
  if (unseeded >= 0)
    return mismatch(null, {
      expected: '1 to 64 printable ASCII characters',
      found: proof.seats[unseeded]!.clientSeed,
      detail: `the client seed of seat ${unseeded}`,
    });
  if (proof.rigged)
    return { status: 'rigged', detail: 'the dice or the bag of this game were set through the test hook, not drawn from its seeds' };

  const created = proof.events[0];
  if (created?.type !== 'GameCreated' || created.gameId !== proof.gameId)
    return mismatch(
      0,
      {
        expected: { type: 'GameCreated', gameId: proof.gameId },
        found: created && { type: created.type, gameId: created.gameId },
        detail: 'the events do not begin with the creation of this game',
      },
      created,
    );
  const { game } = created;
  if (typeof game !== 'string' || !Object.hasOwn(known, game))
    return mismatch(0, { expected: Object.keys(known), found: game, detail: 'not a game this verifier knows' }, created);

  const material = proof.seats.map((seat) => seat.clientSeed).join(':');
  const checker = known[game]!({
    bytes: await gameBytes({ serverSeed, gameId: proof.gameId, material }),
    tally,
    seats: proof.seats.map((seat) => seat.playerId),
    config: (created.config ?? {}) as Record<string, unknown>,
  });
  for (const [index, event] of proof.events.entries()) {
    const difference = await checker.check(event);
    if (difference) return mismatch(index, difference, event);
  }
  // The game and what its own checker revealed belong together: TypeScript cannot follow that through the name read from the events.
  return { status: 'ok', game, tally, ...checker.revealed() } as Verdict<More>;
}
