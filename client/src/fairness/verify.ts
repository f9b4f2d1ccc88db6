import { commitmentOf, gameBytes, isServerSeed } from './bytes.ts';
import type { Checker, CheckerContext, Checkers } from './checker.ts';
import { diceKingsChecker } from './dice-kings.ts';
import { quicksChecker } from './quicks.ts';
import { rummiduckChecker } from './rummiduck.ts';
import type { Difference, EventData, Tally, Verdict, Verified, VerifiedGame } from './verdict.ts';

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

const CHECKERS: Checkers = {
  quicks: quicksChecker,
  'dice-kings': diceKingsChecker,
  rummiduck: rummiduckChecker,
};

const isVerifiedGame = (game: unknown): game is VerifiedGame => typeof game === 'string' && Object.hasOwn(CHECKERS, game);

/** The game's checker and, once every event held, its verdict: the tally and what the stream revealed. */
function checking<G extends VerifiedGame>(game: G, context: CheckerContext): { checker: Checker; verified: () => Verified } {
  const checker = CHECKERS[game](context);
  // `game` and what its own checker revealed belong together: TypeScript cannot follow that through G.
  return { checker, verified: () => ({ status: 'ok', game, tally: context.tally, ...checker.revealed() }) as Verified };
}

/**
 * Checks a finished game: the revealed server seed against the commitment, then every throw,
 * roll, shuffle, deal and draw the events show against the values the stream gives. Answers
 * the first thing that does not hold, or ok with what the stream revealed (a Rummiduck game's
 * racks at the end).
 */
export async function verifyGame(proof: GameProof): Promise<Verdict> {
  const tally: Tally = { dice: 0, tiles: 0, hiddenTiles: 0 };
  const mismatch = (index: number | null, difference: Difference, event?: EventData): Verdict => ({
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
  if (!isVerifiedGame(created.game))
    return mismatch(0, { expected: Object.keys(CHECKERS), found: created.game, detail: 'not a game this verifier knows' }, created);

  const material = proof.seats.map((seat) => seat.clientSeed).join(':');
  const { checker, verified } = checking(created.game, {
    bytes: await gameBytes({ serverSeed, gameId: proof.gameId, material }),
    tally,
    seats: proof.seats.map((seat) => seat.playerId),
    config: (created.config ?? {}) as Record<string, unknown>,
  });
  for (const [index, event] of proof.events.entries()) {
    const difference = await checker.check(event);
    if (difference) return mismatch(index, difference, event);
  }
  return verified();
}
