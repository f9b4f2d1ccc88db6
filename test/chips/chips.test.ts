/**
 * docs/contract.md, Chips and the pot, and docs/rulings.md, The pot, against DynamoDB Local:
 * the grant, the stakes taken in the start's own write, the payouts booked once, the ledger and
 * its rebuild from the events.
 */
import { describe, expect, it } from 'vitest';
import { pageKeyShapes } from '../../functions/adapters/read-keys.ts';
import { chipsOf, ledgerPage } from '../../functions/chips/balance-page.ts';
import { decodeCursor, encodeCursor } from '../../functions/http/cursor.ts';
import { rebuildChips } from '../../functions/chips/rebuild.ts';
import { leaveGame, resignGame, startGame } from '../../functions/games/commands.ts';
import type { PlayerRecord } from '../../functions/players/record.ts';
import { createGame, joinGame } from '../../functions/games/commands.ts';
import { loadStream } from '../../functions/adapters/event-store.ts';
import { balanceOf, deliverAll, ledgerOf, lobby, newPlayer, playToATie, state, useChipsTables } from './support.ts';

useChipsTables();

const refusal = (outcome: { kind: string; violation?: { violation: string; detail: string } }) =>
  outcome.kind === 'refused' ? outcome.violation : undefined;

/** Takes `amount` of the player's chips by a staked game they resign from (its creator wins the pot). */
async function spend(loser: PlayerRecord, amount: number): Promise<void> {
  const winner = await newPlayer('Winner');
  const { gameId } = await lobby('dice-kings', amount, [winner, loser]);
  await startGame(gameId, winner);
  await resignGame(gameId, loser);
  await deliverAll(gameId);
}

describe('chips', () => {
  it('docs/contract.md, Chips and the pot: "1,000 chips when the player is created", a grant entry of the ledger', async () => {
    const ann = await newPlayer('Ann');
    expect(await chipsOf(ann.playerId)).toEqual({ balance: 1000, inPlay: 0 });
    expect(await ledgerOf(ann.playerId)).toEqual([
      { entryId: 'grant', at: expect.any(String), kind: 'grant', amount: 1000, balance: 1000 },
    ]);
  });

  it('docs/contract.md: "Joining, or creating, with a balance below the stake: 409 insufficient-chips"', async () => {
    const ann = await newPlayer('Ann');
    const created = await createGame('quicks', { Stake: 1001 }, ann);
    expect('refused' in created && created.refused.violation).toBe('insufficient-chips');
    const bob = await newPlayer('Bob');
    await spend(bob, 700);
    const { joins } = await lobby('quicks', 500, [ann, bob]);
    expect(refusal(joins[0]!)).toEqual({
      violation: 'insufficient-chips',
      detail: expect.stringContaining(`Bob (${bob.playerId}) has 300`),
    });
    const { gameId } = await lobby('quicks', 300, [ann, bob]);
    expect((await state(gameId)).players).toHaveLength(2);
  });

  it('docs/contract.md: "If any seated player\'s balance is then below the stake, the start is 409 insufficient-chips (the detail names who) and nothing changes"', async () => {
    const [ann, bob, cat] = await Promise.all(['Ann', 'Bob', 'Cat'].map(newPlayer));
    const { gameId } = await lobby('quicks', 600, [ann!, bob!, cat!]);
    await spend(cat!, 500);
    const before = await loadStream(gameId);
    const outcome = await startGame(gameId, ann!);
    expect(refusal(outcome)?.violation).toBe('insufficient-chips');
    expect(refusal(outcome)?.detail).toMatch(new RegExp(`Cat \\(${cat!.playerId}\\) has 500`));
    expect(await loadStream(gameId)).toEqual(before);
    expect(await balanceOf(ann!.playerId)).toBe(1000);
    expect(await ledgerOf(bob!.playerId)).toHaveLength(1);
  });

  it('The pot, 4: "Stakes are taken when the game starts, never at join"; the start takes every stake in its own write', async () => {
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map(newPlayer));
    const { gameId } = await lobby('quicks', 250, [ann!, bob!]);
    expect(await balanceOf(bob!.playerId)).toBe(1000);
    expect((await startGame(gameId, ann!)).kind).toBe('applied');
    for (const p of [ann!, bob!]) {
      expect(await chipsOf(p.playerId)).toEqual({ balance: 750, inPlay: 250 });
      expect((await ledgerOf(p.playerId))[0]).toEqual({
        entryId: `stake-${gameId}`,
        at: expect.any(String),
        kind: 'stake',
        amount: -250,
        balance: 750,
        gameId,
      });
    }
    expect((await state(gameId)).status).toBe('playing');
  });

  it('The pot, 2 (a resigned player is never a winner): the one left takes the pot, booked once however often the end is delivered', async () => {
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map(newPlayer));
    const { gameId } = await lobby('dice-kings', 100, [ann!, bob!]);
    await startGame(gameId, ann!);
    await resignGame(gameId, bob!);
    await deliverAll(gameId, 3);
    expect(await chipsOf(ann!.playerId)).toEqual({ balance: 1100, inPlay: 0 });
    expect(await chipsOf(bob!.playerId)).toEqual({ balance: 900, inPlay: 0 });
    expect((await ledgerOf(ann!.playerId)).map((e) => [e.kind, e.amount, e.balance])).toEqual([
      ['share', 200, 1100],
      ['stake', -100, 900],
      ['grant', 1000, 1000],
    ]);
  });

  it('The pot, 2: "the pot mod winners chips left go one each to the winners in seat order, lowest seat first"; 1: a resigned player\'s stake stays in the pot', async () => {
    const [ann, bob, cat] = await Promise.all(['Ann', 'Bob', 'Cat'].map(newPlayer));
    const { gameId } = await lobby('dice-kings', 5, [ann!, bob!, cat!]);
    await startGame(gameId, ann!);
    await resignGame(gameId, cat!);
    await playToATie(gameId);
    expect((await state(gameId)).result!.winners.sort()).toEqual([ann!.playerId, bob!.playerId].sort());
    await deliverAll(gameId, 2);
    expect(await balanceOf(ann!.playerId)).toBe(1000 - 5 + 8);
    expect(await balanceOf(bob!.playerId)).toBe(1000 - 5 + 7);
    expect(await chipsOf(cat!.playerId)).toEqual({ balance: 995, inPlay: 0 });
  });

  it('The pot, 3: "A game that ends with no winner (a resigned solitaire game) gives each stake back"', async () => {
    const ann = await newPlayer('Ann');
    const { gameId } = await lobby('dice-kings', 300, [ann]);
    await startGame(gameId, ann);
    expect(await chipsOf(ann.playerId)).toEqual({ balance: 700, inPlay: 300 });
    await resignGame(gameId, ann);
    await deliverAll(gameId, 2);
    expect(await chipsOf(ann.playerId)).toEqual({ balance: 1000, inPlay: 0 });
    expect((await ledgerOf(ann.playerId))[0]).toMatchObject({
      entryId: `refund-${gameId}`,
      kind: 'refund',
      amount: 300,
      balance: 1000,
      gameId,
    });
  });

  it('docs/contract.md: "A lobby that is cancelled took no stakes"', async () => {
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map(newPlayer));
    const { gameId } = await lobby('quicks', 400, [ann!, bob!]);
    await leaveGame(gameId, ann!);
    await deliverAll(gameId);
    expect((await state(gameId)).status).toBe('cancelled');
    for (const p of [ann!, bob!]) expect(await ledgerOf(p.playerId)).toHaveLength(1);
  });

  it('concurrency: a player seated in five staked lobbies started at once, with chips for three: exactly three start, never below zero', async () => {
    const ann = await newPlayer('Ann');
    const creators = await Promise.all([1, 2, 3, 4, 5].map((i) => newPlayer(`Host ${i}`)));
    const games = await Promise.all(creators.map(async (host) => (await lobby('quicks', 300, [host, ann])).gameId));
    const outcomes = await Promise.all(games.map((gameId, i) => startGame(gameId, creators[i]!)));
    expect(outcomes.filter((o) => o.kind === 'applied')).toHaveLength(3);
    expect(outcomes.filter((o) => refusal(o)?.violation === 'insufficient-chips')).toHaveLength(2);
    expect(await chipsOf(ann.playerId)).toEqual({ balance: 100, inPlay: 900 });
    const balances = (await ledgerOf(ann.playerId)).map((e) => e.balance);
    expect(balances).toEqual([100, 400, 700, 1000]);
    const started = (await Promise.all(games.map(state))).filter((s) => s.status === 'playing');
    expect(started).toHaveLength(3);
  });

  it('a rebuild of the projections from the events gives the same balances and entries', async () => {
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map(newPlayer));
    const first = await lobby('dice-kings', 120, [ann!, bob!]);
    await startGame(first.gameId, ann!);
    await resignGame(first.gameId, ann!);
    await deliverAll(first.gameId);
    const second = await lobby('quicks', 40, [bob!, ann!]);
    await startGame(second.gameId, bob!);
    const players = [ann!, bob!];
    const before = await Promise.all(players.map(async (p) => ({ chips: await chipsOf(p.playerId), ledger: await ledgerOf(p.playerId) })));
    const summary = await rebuildChips();
    expect(summary.entries).toBeGreaterThan(0);
    const after = await Promise.all(players.map(async (p) => ({ chips: await chipsOf(p.playerId), ledger: await ledgerOf(p.playerId) })));
    expect(after).toEqual(before);
    // And a payout delivered again after the rebuild changes nothing.
    await deliverAll(first.gameId);
    expect(await chipsOf(bob!.playerId)).toEqual(before[1]!.chips);
  });

  it("GET /players/me/ledger: newest first, cursor-paginated, a cursor of another player's ledger refused", async () => {
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map(newPlayer));
    const first = await lobby('dice-kings', 30, [ann!, bob!]);
    await startGame(first.gameId, ann!);
    await resignGame(first.gameId, bob!);
    await deliverAll(first.gameId);
    const pages = [];
    let cursor: string | null | undefined;
    do {
      const page = await ledgerPage(ann!.playerId, 2, decodeCursor(cursor ?? undefined, pageKeyShapes.ledger(ann!.playerId)));
      pages.push(page.entries.map((e) => e.kind));
      cursor = encodeCursor(page.lastKey);
    } while (cursor);
    expect(pages).toEqual([['share', 'stake'], ['grant']]);
    const foreign = encodeCursor((await ledgerPage(bob!.playerId, 1, undefined)).lastKey)!;
    expect(() => decodeCursor(foreign, pageKeyShapes.ledger(ann!.playerId))).toThrow(/not one this list gave out/);
  });

  it('joining a staked lobby twice is a no-op that changes nothing', async () => {
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map(newPlayer));
    const { gameId } = await lobby('quicks', 10, [ann!, bob!]);
    expect((await joinGame(gameId, bob!)).kind).toBe('applied');
    expect((await state(gameId)).players).toHaveLength(2);
  });
});
