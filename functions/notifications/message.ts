import type { GameName } from '../../domain/registry.ts';
import { messageText } from './messages.ts';
import type { PushMessage } from './senders/port.ts';

/** How long an `ended` or `match` message is worth delivering (docs/contract.md, Notifications). */
export const DAY_MS = 24 * 3600_000;

export type MessageFacts = {
  game: GameName;
  gameId: string;
  version: number;
  /** The device's locale (BCP 47), if it gave one. */
  locale?: string;
} & ({ type: 'turn' | 'reminder'; /** The step's deadline (the server's clock, ms). */ deadline: number } | { type: 'ended' | 'match' });

/**
 * The message for one device: its text in the device's language, collapsed per game, expiring
 * at the step's deadline (`turn`, `reminder`) or a day from `now` (`ended`, `match`), on the
 * server's clock.
 */
export function pushMessage(facts: MessageFacts, now: number): PushMessage {
  const expiresAt = facts.type === 'turn' || facts.type === 'reminder' ? facts.deadline : now + DAY_MS;
  const { title, body } = messageText(facts.type, facts.locale, { game: facts.game, leftMs: expiresAt - now });
  return { type: facts.type, gameId: facts.gameId, version: facts.version, title, body, collapseKey: facts.gameId, expiresAt };
}
