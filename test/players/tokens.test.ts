/**
 * Several tokens per player against DynamoDB Local (docs/contract.md, Apps: one per device):
 * each works, a rotation ends only its own, a rename reaches them all, and a replaced token is
 * refused at once where a warm function still caches it.
 */
import { describe, expect, it } from 'vitest';
import { PutCommand } from '../../functions/adapters/documents.ts';
import { dynamo } from '../../functions/adapters/dynamo.ts';
import { readKeys } from '../../functions/adapters/read-keys.ts';
import { tableNames } from '../../functions/adapters/tables.ts';
import { createPlayer, hashToken, playerByToken, tokenItem, verifyToken, type Authenticated } from '../../functions/players/players.ts';
import { renameTokens } from '../../functions/players/rename-tokens.ts';
import { rotateToken } from '../../functions/players/rotate-token.ts';
import { rememberToken } from '../../functions/players/token-cache.ts';
import { issueToken, tokensOf } from '../../functions/players/tokens.ts';
import { useTables } from '../support/tables.ts';

useTables();

const signedIn = async (token: string): Promise<Authenticated> => (await playerByToken(token, { cache: false }))!;

describe("a player's tokens", () => {
  it('two tokens of one player both work, and both are listed under the player', async () => {
    const ann = await createPlayer('Ann');
    const phone = (await issueToken(ann.playerId))!;
    // The name as every token's item carries it: sealed (functions/privacy/).
    expect(phone).toMatchObject({ playerId: ann.playerId, name: ann.name });
    expect(ann.name).toMatch(/^ocn1\./);
    expect(phone.token).not.toBe(ann.token);
    for (const token of [ann.token, phone.token]) expect(await signedIn(token)).toMatchObject({ playerId: ann.playerId, name: ann.name });
    expect((await tokensOf(ann.playerId))!.hashes.sort()).toEqual([hashToken(ann.token), hashToken(phone.token)].sort());
  });

  it('rotating one leaves the other working; the rotated one is refused, and listed no more', async () => {
    const ann = await createPlayer('Ann');
    const phone = (await issueToken(ann.playerId))!;
    const rotated = await rotateToken(await signedIn(ann.token));
    expect(await playerByToken(ann.token, { cache: false })).toBeUndefined();
    expect(await signedIn(rotated)).toMatchObject({ playerId: ann.playerId });
    expect(await signedIn(phone.token)).toMatchObject({ playerId: ann.playerId });
    expect((await tokensOf(ann.playerId))!.hashes.sort()).toEqual([hashToken(rotated), hashToken(phone.token)].sort());
  });

  it('a replaced token is refused at once in a warm function that still caches it', async () => {
    const ann = await createPlayer('Ann');
    const phone = (await issueToken(ann.playerId))!;
    const before = await signedIn(ann.token);
    await rotateToken(before);
    // Another function's warm cache, which the rotation here could not reach.
    rememberToken(hashToken(ann.token), { playerId: ann.playerId, name: 'Ann' });
    const cached = (await playerByToken(ann.token, { cache: true }))!;
    expect(cached.verified).toBe(false);
    expect(await verifyToken(cached)).toBe(false);
    // The other token, cached too, still passes its check.
    const other = (await playerByToken(phone.token, { cache: true }))!;
    expect(await verifyToken(other)).toBe(true);
  });

  it("a rename names the player's every token, and a token issued after it takes the new name", async () => {
    const ann = await createPlayer('Ann');
    const phone = (await issueToken(ann.playerId))!;
    await renameTokens(await signedIn(ann.token), 'Annie');
    expect((await tokenItem(hashToken(ann.token)))!.name).toBe('Annie');
    expect((await tokenItem(hashToken(phone.token)))!.name).toBe('Annie');
    expect((await signedIn(phone.token)).name).toBe('Annie');
    expect((await issueToken(ann.playerId))!.name).toBe('Annie');
  });

  it('a rename racing new tokens: every token ends with the new name', async () => {
    const ann = await createPlayer('Ann');
    const issued = await Promise.all([
      issueToken(ann.playerId),
      renameTokens(await signedIn(ann.token), 'Annie').then(() => undefined),
      issueToken(ann.playerId),
      issueToken(ann.playerId),
    ]);
    const tokens = issued.flatMap((t) => (t ? [t.token] : []));
    for (const token of [ann.token, ...tokens]) expect((await tokenItem(hashToken(token)))!.name).toBe('Annie');
  });

  it('a profile written before tokens were listed: its one token is found, renamed, and listed once replaced', async () => {
    const playerId = 'p_legacy0000000000000000000000000';
    const token = 'oct_legacy';
    const read = tableNames().read;
    await dynamo().send(
      new PutCommand({ TableName: read, Item: { ...readKeys.profile(playerId), playerId, name: 'Old', tokenHash: hashToken(token) } }),
    );
    await dynamo().send(new PutCommand({ TableName: read, Item: { ...readKeys.token(hashToken(token)), playerId, name: 'Old' } }));
    expect((await tokensOf(playerId))!.hashes).toEqual([hashToken(token)]);
    await renameTokens(await signedIn(token), 'Olga');
    const rotated = await rotateToken(await signedIn(token));
    expect(await signedIn(rotated)).toMatchObject({ playerId, name: 'Olga' });
    expect((await tokensOf(playerId))!.hashes).toEqual([hashToken(rotated)]);
  });
});
