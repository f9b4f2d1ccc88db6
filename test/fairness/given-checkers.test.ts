/**
 * A game the SDK does not ship is verified with a checker given to `verifyGame`: here a made-up
 * game whose seats each roll one die, drawn by the server's own draws (functions/fairness), and
 * a checker written with nothing but what the SDK exports.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { die, verifyGame, type CheckerOf, type GameProof, type NothingHidden, type Verdict } from '../../client/src/index.ts';
import { fairBytes } from '../../functions/fairness/bytes.ts';
import { die as serverDie } from '../../functions/fairness/values.ts';
import { commitmentOf, materialOf, newServerSeed } from '../../functions/fairness/seeds.ts';

const GAME = 'high-roll';

/** Each `DieRolled` shows the next die of the stream. */
const highRollChecker: CheckerOf<NothingHidden> = ({ bytes, tally }) => ({
  async check(event) {
    if (event.type !== 'DieRolled') return null;
    const expected = await die(bytes);
    tally.dice++;
    return expected === event.value ? null : { expected, found: event.value, detail: 'the roll is not the next die of the stream' };
  },
  revealed: () => ({}),
});

/** A finished game of the made-up game: two seats, one die each, from the server's stream. */
function highRollProof(): GameProof {
  const serverSeed = newServerSeed();
  const seats = [
    { playerId: 'p_ann', clientSeed: 'ann' },
    { playerId: 'p_bob', clientSeed: 'bob' },
  ];
  const gameId = 'g_high_roll';
  const bytes = fairBytes({ serverSeed, gameId, material: materialOf(seats.map((seat) => seat.clientSeed)) });
  return {
    gameId,
    algorithm: 'oc-fair-v1',
    commitment: commitmentOf(serverSeed),
    serverSeed,
    rigged: false,
    seats,
    events: [
      { type: 'GameCreated', version: 1, gameId, game: GAME, config: {} },
      ...seats.map(({ playerId }, seat) => ({ type: 'DieRolled', version: 3 + seat, playerId, value: serverDie(bytes) })),
      { type: 'GameEnded', version: 5 },
    ],
  };
}

describe('verifyGame with the checker of a game the SDK does not ship', () => {
  it('is not a game the verifier knows without its checker', async () => {
    expect(await verifyGame(highRollProof())).toMatchObject({ status: 'mismatch', index: 0, found: GAME });
  });

  it('verifies it with the checker given, and names it in the verdict', async () => {
    const verdict = await verifyGame(highRollProof(), { checkers: { [GAME]: highRollChecker } });
    expect(verdict).toEqual({ status: 'ok', game: GAME, tally: { dice: 2, tiles: 0, hiddenTiles: 0 } });
  });

  it('reports a die the stream did not give at its event', async () => {
    const proof = highRollProof();
    const rolled = proof.events[2]!;
    const events = proof.events.with(2, { ...rolled, value: ((rolled.value as number) % 6) + 1 });
    expect(await verifyGame({ ...proof, events }, { checkers: { [GAME]: highRollChecker } })).toMatchObject({
      status: 'mismatch',
      index: 2,
      version: 4,
    });
  });

  it("types the verdict with the given game's name beside the shipped ones", () => {
    expectTypeOf<Verdict<{ 'high-roll': NothingHidden }>>().toMatchTypeOf<{ status: string }>();
    expectTypeOf<Extract<Verdict<{ 'high-roll': NothingHidden }>, { status: 'ok' }>['game']>().toEqualTypeOf<
      'quicks' | 'dice-kings' | 'rummiduck' | 'high-roll'
    >();
  });
});
