/**
 * The one place names are revealed (functions/privacy/reveal.ts), against DynamoDB Local: a
 * sealed name opens under its player's key, reads "Deleted player" once the key is gone (within
 * the cache's time), and a forged marker opens to nobody's name.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../functions/adapters/clock.ts';
import { DeleteCommand } from '../../functions/adapters/documents.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { createPlayer } from '../../functions/players/players.ts';
import { KEY_CACHE_MS, revealNames } from '../../functions/privacy/reveal.ts';
import { DELETED_PLAYER } from '../../functions/privacy/sealed-names.ts';
import { useTables } from '../support/tables.ts';

useTables();
afterEach(() => resetClock());

/** What erasure does to the key: the profile item deleted, key and all. */
const dropProfile = (playerId: string) =>
  dynamo().send(new DeleteCommand({ TableName: tableNames().read, Key: readKeys.profile(playerId) }));

describe('revealNames', () => {
  it('opens every sealed name in a value, in strings, arrays and texts, and leaves the rest as it is', async () => {
    const ann = await createPlayer('Ann');
    const bob = await createPlayer('Bob');
    expect(ann.name).toMatch(/^ocn1\./);
    const value = {
      players: [
        { playerId: ann.playerId, name: ann.name, seat: 0 },
        { playerId: bob.playerId, name: bob.name, seat: 1 },
        { playerId: 'b_1', name: 'Bot 1 (strong)', seat: 2 },
      ],
      detail: `${ann.name} (${ann.playerId}) has 10 chips.`,
      version: 3,
      over: null,
    };
    expect(await revealNames(value)).toEqual({
      players: [
        { playerId: ann.playerId, name: 'Ann', seat: 0 },
        { playerId: bob.playerId, name: 'Bob', seat: 1 },
        { playerId: 'b_1', name: 'Bot 1 (strong)', seat: 2 },
      ],
      detail: `Ann (${ann.playerId}) has 10 chips.`,
      version: 3,
      over: null,
    });
  });

  it('shows "Deleted player" once the key is gone, at the latest when the cache lapses, the id unchanged', async () => {
    const ann = await createPlayer('Ann');
    const bob = await createPlayer('Bob');
    const seats = [
      { playerId: ann.playerId, name: ann.name },
      { playerId: bob.playerId, name: bob.name },
    ];
    expect((await revealNames(seats)).map((s) => s.name)).toEqual(['Ann', 'Bob']);
    await dropProfile(ann.playerId);
    advanceClock(KEY_CACHE_MS + 1);
    expect(await revealNames(seats)).toEqual([
      { playerId: ann.playerId, name: DELETED_PLAYER },
      { playerId: bob.playerId, name: 'Bob' },
    ]);
  });

  it("cannot be made to show another's name by a forged marker, and never touches a client seed", async () => {
    const ann = await createPlayer('Ann');
    const eve = await createPlayer('Eve');
    // Eve's sealed name moved onto Ann's id, and a body made up: neither opens under Ann's key.
    const moved = eve.name.replace(eve.playerId, ann.playerId);
    const madeUp = `ocn1.${ann.playerId}.${'A'.repeat(60)}`;
    expect(await revealNames({ name: moved, other: madeUp })).toEqual({ name: moved, other: madeUp });
    // A client seed stays as it was sent, even one that is a sealed name.
    expect(await revealNames({ clientSeed: ann.name, clientSeeds: [ann.name] })).toEqual({ clientSeed: ann.name, clientSeeds: [ann.name] });
  });
});
