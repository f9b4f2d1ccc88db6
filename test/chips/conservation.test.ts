/**
 * docs/contract.md, Chips and the pot: "Chips are never created or lost", as a property over
 * random sessions of three players against DynamoDB Local: games with random stakes (some more
 * than a balance still holds), started all at once, resigned, cancelled in the lobby, left in
 * play, solitaire games resigned (the pot, 3: refunds), and Quicks games played to their first
 * penalty (with PenaltyPoints 0 every player left ties; with 5 the others tie), and a player
 * erased (docs/contract.md, Your data) before the starts or once the games are under way: their
 * lobbies left or cancelled, their games resigned, their ledger kept whole. Every game's stream
 * is delivered to the payout twice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { potOf, view } from '../../domain/platform/index.ts';
import { chipsOf } from '../../functions/chips/balance-page.ts';
import { createGame, joinGame, leaveGame, playCommand, resignGame, startGame } from '../../functions/games/commands.ts';
import type { PlayerRecord } from '../../functions/players/record.ts';
import { erasePlayer } from '../../functions/privacy/erase.ts';
import { deliverAll, ledgerOf, newPlayer, state, useChipsTables } from './support.ts';

useChipsTables();

const gameSpec = fc.record({
  solitaire: fc.boolean(),
  seats: fc.shuffledSubarray([0, 1, 2], { minLength: 2, maxLength: 3 }),
  stake: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 700 })),
  resign: fc.option(fc.nat(2), { nil: undefined }),
  end: fc.constantFrom('play', 'cancel', 'stay'),
  PenaltyPoints: fc.constantFrom(0, 5),
});
type GameSpec = typeof gameSpec extends fc.Arbitrary<infer T> ? T : never;

/** Whom of the three to erase, if anyone, and when: before the starts, or once the games are under way. */
const erasure = fc.option(fc.record({ who: fc.nat(2), when: fc.constantFrom('before-start', 'under-way') }), { nil: undefined });

/** Plays a started Quicks game (Penalties 1) until its first penalty ends it: everyone awaited passes. */
async function toFirstPenalty(gameId: string): Promise<void> {
  for (let moves = 0; moves < 20; moves++) {
    const turn = view(await state(gameId), null).turn;
    if (!turn) return;
    const body = turn.step === 'throw' ? { type: 'throw' } : { type: 'pass' };
    const who = turn.step === 'white' ? turn.awaiting : [turn.playerId];
    for (const playerId of who) await playCommand(gameId, { playerId, name: playerId }, body);
  }
  throw new Error('the game did not end at its first penalty');
}

/** The lobby of a spec, its seats those whose create or join was not refused; undefined when the creator could not create it. */
async function open(
  players: PlayerRecord[],
  spec: GameSpec,
): Promise<{ gameId: string; spec: GameSpec; creator: PlayerRecord } | undefined> {
  const seats = spec.solitaire ? [players[spec.seats[0]!]!] : spec.seats.map((i) => players[i]!);
  const config = spec.solitaire ? { Stake: spec.stake } : { Stake: spec.stake, Penalties: 1, PenaltyPoints: spec.PenaltyPoints };
  const created = await createGame(spec.solitaire ? 'dice-kings' : 'quicks', config, seats[0]!);
  if (!('state' in created)) return undefined;
  for (const seat of seats.slice(1)) await joinGame(created.state.gameId, seat);
  return { gameId: created.state.gameId, spec, creator: seats[0]! };
}

describe('conservation of chips', () => {
  it(
    'for every ended game the shares paid equal the pot; the balances plus the stakes of games in play are 1,000 times the players created',
    { timeout: 300_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(gameSpec, { minLength: 1, maxLength: 4 }), erasure, async (specs, erased) => {
          const players = await Promise.all(['Ann', 'Bob', 'Cat'].map(newPlayer));
          const erase = async (when: 'before-start' | 'under-way') => {
            if (erased?.when === when) expect(await erasePlayer(players[erased.who]!.playerId)).toBe(true);
          };
          const lobbies = [];
          for (const spec of specs) {
            const opened = await open(players, spec);
            if (opened) lobbies.push(opened);
          }
          for (const { gameId, creator } of lobbies.filter((l) => l.spec.end === 'cancel')) await leaveGame(gameId, creator);
          await erase('before-start');
          // Every other lobby starts at the same moment: the balances are contended.
          await Promise.all(lobbies.filter((l) => l.spec.end !== 'cancel').map((l) => startGame(l.gameId, l.creator)));
          for (const { gameId, spec } of lobbies) {
            const now = await state(gameId);
            if (now.status !== 'playing') continue;
            const resigning = spec.resign === undefined ? undefined : now.players[spec.resign % now.players.length];
            if (resigning) await resignGame(gameId, resigning);
          }
          await erase('under-way');
          for (const { gameId, spec } of lobbies)
            if (spec.end === 'play' && (await state(gameId)).status === 'playing' && !spec.solitaire) await toFirstPenalty(gameId);
          for (const { gameId } of lobbies) await deliverAll(gameId, 2);

          const games = await Promise.all(lobbies.map((l) => state(l.gameId)));
          const ledgers = await Promise.all(players.map((p) => ledgerOf(p.playerId)));
          const chips = await Promise.all(players.map((p) => chipsOf(p.playerId)));
          for (const ended of games.filter((g) => g.status === 'ended' && g.config.Stake > 0)) {
            const paid = ledgers.flat().filter((e) => e.gameId === ended.gameId && (e.kind === 'share' || e.kind === 'refund'));
            expect(paid.reduce((sum, e) => sum + e.amount, 0)).toBe(potOf(ended).total);
            expect(Object.fromEntries(paid.map((e) => [ledgers.findIndex((l) => l.includes(e)), e.amount]))).toEqual(
              Object.fromEntries(Object.entries(potOf(ended).shares!).map(([id, n]) => [players.findIndex((p) => p.playerId === id), n])),
            );
          }
          const inPlay = games.filter((g) => g.status === 'playing').reduce((sum, g) => sum + potOf(g).total, 0);
          expect(chips.reduce((sum, c) => sum + c.balance, 0) + inPlay).toBe(1000 * players.length);
          expect(chips.reduce((sum, c) => sum + c.inPlay, 0)).toBe(inPlay);
          for (const [i, ledger] of ledgers.entries()) {
            expect(ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(chips[i]!.balance);
            expect(ledger.every((e) => e.balance >= 0)).toBe(true);
          }
        }),
        { numRuns: 5 },
      );
    },
  );
});
