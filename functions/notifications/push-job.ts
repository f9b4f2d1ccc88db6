import { createHash } from 'node:crypto';
import type { GameName } from '../../domain/registry.ts';

/** The pushes the stream and quick match send, and the reminders' timers (functions/notifications/remind.ts). */
export type PushJobType = 'turn' | 'reminder' | 'ended' | 'match';

/** What one push is about, before it is addressed to a device. */
export interface PushFacts {
  type: PushJobType;
  game: GameName;
  gameId: string;
  version: number;
  /** For `turn` and `reminder`: the step's deadline (the server's clock, ms); null for a step without one. */
  deadline?: number | null;
  /** For `reminder`: the moment it is for (ms), so a step's two reminders are two messages. */
  moment?: number;
}

/** One message to one device, and its attempt: what waits on the push queue. */
export interface PushJob extends PushFacts {
  /** The same for every job of one device, game, version and type (jobIdOf): the key of its sent marker. */
  id: string;
  playerId: string;
  deviceId: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Not to be attempted before this time (ms, real time: a platform's Retry-After is real time). */
  notBefore: number;
}

/**
 * Derived, not random: a stream record handled twice, or a ticket announced twice, makes the
 * same id, and the sent marker (sent-marker.ts) lets only one of them out.
 */
export function jobIdOf(playerId: string, deviceId: string, facts: Pick<PushFacts, 'gameId' | 'version' | 'type' | 'moment'>): string {
  const moment = facts.moment === undefined ? '' : `|${facts.moment}`;
  const digest = createHash('sha256')
    .update(`${playerId}|${deviceId}|${facts.gameId}|${facts.version}|${facts.type}${moment}`)
    .digest('base64url');
  return `push_${digest.slice(0, 32)}`;
}
