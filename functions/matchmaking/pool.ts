import { createHash } from 'node:crypto';
import type { GameName } from '../../domain/registry.ts';

/** JSON with every object's keys in order: the same config always spells the same. */
const canonical = (value: unknown): string =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? `{${Object.keys(value)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
        .join(',')}}`
    : JSON.stringify(value);

/**
 * The pool a ticket is matched within (docs/contract.md, Quick match: the same game, the same
 * effective config, the same `players`): readable at its front, the config as a digest of its
 * canonical JSON, so a key stays short however many keys a config has.
 */
export function poolOf(game: GameName, config: Record<string, unknown>, players: number): string {
  const digest = createHash('sha256').update(canonical(config)).digest('base64url').slice(0, 22);
  return `${game}#${players}#${digest}`;
}
