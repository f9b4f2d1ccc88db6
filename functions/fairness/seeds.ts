import { createHash, randomBytes } from 'node:crypto';

/** The algorithm every game of this server draws with (docs/contract.md Fairness, docs/fairness.md). */
export const ALGORITHM = 'oc-fair-v1';

/** A bot's client seed: a bot has nobody to protect, so its seed is a fixed, public text. */
export const BOT_CLIENT_SEED = 'bot';

const SERVER_SEED = /^[0-9a-f]{64}$/;
// Printable ASCII is space (0x20) to tilde (0x7e): no control characters, nothing beyond ASCII.
const CLIENT_SEED = /^[\x20-\x7e]{1,64}$/;

/** A new secret server seed: 32 bytes from the cryptographic generator, as 64 lower-case hex. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

export const isServerSeed = (text: string): boolean => SERVER_SEED.test(text);

/** What the view shows before the reveal: the SHA-256 of the seed's 32 bytes, in lower-case hex. */
export function commitmentOf(serverSeed: string): string {
  if (!isServerSeed(serverSeed)) throw new Error('a server seed is 64 lower-case hex characters');
  return createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');
}

/** A client seed as the contract takes it: 1 to 64 printable ASCII characters. */
export const isClientSeed = (text: string): boolean => CLIENT_SEED.test(text);

/**
 * The seed the server picks for a player who sent none. It cannot protect that player (the
 * server knows it when it picks), but it keeps every seat's seed of one shape.
 */
export const newClientSeed = (): string => randomBytes(16).toString('hex');

/** oc-fair-v1 `material`: the client seeds of the players seated at the start, in seat order. */
export const materialOf = (clientSeeds: readonly string[]): string => clientSeeds.join(':');
