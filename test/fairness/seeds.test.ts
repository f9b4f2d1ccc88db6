/** docs/contract.md Fairness: the server seed, its commitment, client seeds and the material. */
import { describe, expect, it } from 'vitest';
import { commitmentOf as verifierCommitment } from '../../client/src/fairness/bytes.ts';
import {
  BOT_CLIENT_SEED,
  commitmentOf,
  isClientSeed,
  isServerSeed,
  materialOf,
  newClientSeed,
  newServerSeed,
} from '../../functions/fairness/seeds.ts';

describe('docs/contract.md Fairness: "the server draws a secret 32-byte serverSeed"', () => {
  it('"serverSeed is shown as 64 lower-case hex characters", a new one every game', () => {
    const seeds = Array.from({ length: 50 }, newServerSeed);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(seeds).size).toBe(50);
  });

  it('"fairness.commitment, the SHA-256 of it in lower-case hex": of the 32 bytes, the same in the verifier', async () => {
    const seed = newServerSeed();
    expect(commitmentOf(seed)).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifierCommitment(seed)).toBe(commitmentOf(seed));
    // Of the bytes, not of the hex text: the SHA-256 of 32 zero bytes.
    expect(commitmentOf('0'.repeat(64))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
  });

  it('a seed that is not 64 lower-case hex is refused', () => {
    for (const bad of ['', 'ab', 'A'.repeat(64), 'g'.repeat(64), '0'.repeat(63), '0'.repeat(65)]) {
      expect(isServerSeed(bad)).toBe(false);
      expect(() => commitmentOf(bad)).toThrow();
    }
  });
});

describe('docs/contract.md: a "clientSeed" is "1–64 printable ASCII characters"', () => {
  it('takes 1 to 64 characters from space to tilde', () => {
    for (const good of ['x', 'ann: my seed', ' ', '~'.repeat(64), 'bot', '!"#$%&\'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~'])
      expect(isClientSeed(good)).toBe(true);
  });

  it('refuses the empty text, 65 characters, control characters and anything beyond ASCII', () => {
    for (const bad of ['', 'x'.repeat(65), 'a\nb', 'tab\there', '\x7f', 'café', '🎲']) expect(isClientSeed(bad)).toBe(false);
  });

  it('"without one the server picks a random one for the caller": valid, and new each time', () => {
    const seeds = Array.from({ length: 50 }, newClientSeed);
    for (const seed of seeds) expect(isClientSeed(seed)).toBe(true);
    expect(new Set(seeds).size).toBe(50);
  });

  it('"A bot\'s client seed is the text bot"', () => {
    expect(BOT_CLIENT_SEED).toBe('bot');
  });
});

describe('docs/contract.md Fairness: "material = the client seeds of the players seated when the game starts, in seat order, joined with :"', () => {
  it('joins in the order given', () => {
    expect(materialOf(['ann: my seed', 'Bob says hi!', 'bot'])).toBe('ann: my seed:Bob says hi!:bot');
    expect(materialOf(['solo'])).toBe('solo');
  });
});
