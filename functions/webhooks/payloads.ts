import { createHash } from 'node:crypto';
import { deadlineOf, potOf, type GameState } from '../../domain/platform/index.ts';
import type { StreamItem } from '../adapters/event-store.ts';
import type { WebhookType } from './types.ts';

/** One webhook event a stream item gives rise to, before it is addressed to a subscription. */
export interface WebhookEvent {
  type: WebhookType;
  /** When it happened (ms): part of the payload, so it must not depend on when we look. */
  at: number;
  data: { gameId: string; version: number } & Record<string, unknown>;
  /**
   * Whom of several it is about, when one game's version gives such an event to each of them
   * (`match.found` per ticket, a reminder per player awaited): part of its webhook-id, so that an
   * app's subscription, which receives each of theirs, gets each one.
   */
  subject?: string;
}

/**
 * What one stored command means to a client app: the game started, a player resigned, a new
 * period began (the period changed between the state before and after the item) or the game ended.
 * Payloads are thin: ids, the step and the result, never a board, so nothing the rules hide
 * (racks, the bag, future dice) can travel in them. A client reads the rest with its token.
 * `game.ended` carries the pot with its shares (docs/contract.md, Chips and the pot) and the server seed
 * revealed with the end (docs/contract.md, Fairness).
 */
export function webhookEventsOf(before: GameState | null, after: GameState, item: StreamItem): WebhookEvent[] {
  const base = { gameId: item.gameId, version: item.version };
  const last = item.events.at(-1)?.at ?? 0;
  const out: WebhookEvent[] = [];
  if (item.events.some((e) => e.type === 'GameStarted'))
    out.push({
      type: 'game.started',
      at: item.events.find((e) => e.type === 'GameStarted')!.at,
      data: { ...base, game: after.game, players: after.players.map(({ playerId, seat }) => ({ playerId, seat })) },
    });
  for (const event of item.events.filter((e) => e.type === 'PlayerResigned'))
    out.push({ type: 'player.resigned', at: event.at, data: { ...base, playerId: event.playerId as string } });
  const turn = after.status === 'playing' ? after.rules.turn(after.rulesState) : null;
  if (turn && after.clock && after.clock.period !== before?.clock?.period) {
    const deadline = deadlineOf(after);
    out.push({
      type: 'turn.started',
      at: after.clock.since,
      data: {
        ...base,
        playerId: turn.playerId,
        step: turn.step,
        awaiting: [...turn.awaiting],
        deadline: deadline === null ? null : new Date(deadline).toISOString(),
      },
    });
  }
  if (after.status === 'ended' && before?.status !== 'ended')
    out.push({
      type: 'game.ended',
      at: last,
      data: { ...base, result: after.result, pot: potOf(after), serverSeed: after.fairness?.serverSeed ?? null },
    });
  return out;
}

/**
 * The webhook-id of one event for one subscription. Derived, not random: a stream record
 * handled twice yields the same id, so a receiver that remembers ids sees each event once.
 */
export function messageId(subscriptionId: string, event: WebhookEvent): string {
  const digest = createHash('sha256')
    .update(
      `${subscriptionId}|${event.data.gameId}|${event.data.version}|${event.type}${event.subject === undefined ? '' : `|${event.subject}`}`,
    )
    .digest('base64url');
  return `msg_${digest.slice(0, 32)}`;
}

/** The body a receiver gets (Standard Webhooks: id, type, timestamp, data). */
export const payloadOf = (id: string, event: WebhookEvent) =>
  JSON.stringify({ id, type: event.type, timestamp: new Date(event.at).toISOString(), data: event.data });
