/** An example body of each webhook delivery, made by the fan-out's own payload code from the sample games. */
import { fold } from '../../../domain/platform/index.ts';
import { messageId, payloadOf, webhookEventsOf, type WebhookEvent } from '../../webhooks/payloads.ts';
import type { DeliveryType } from '../../webhooks/types.ts';
import { ANN, BOB, SAMPLE_TIME, sampleGame } from './samples.ts';

const subscription = 'wh_2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b';
const started = sampleGame('dice-kings');
const startItem = started.items.at(-1)!;
const fromStart = webhookEventsOf(fold(started.items.slice(0, -1)), started.state, { gameId: started.state.gameId, ...startItem });
const body = (event: WebhookEvent) => JSON.parse(payloadOf(messageId(subscription, event), event)) as unknown;
const byType = (type: string) => body(fromStart.find((e) => e.type === type)!);
const later = (type: DeliveryType, data: Record<string, unknown>, seconds: number) =>
  body({ type, at: SAMPLE_TIME + seconds * 1000, data: { gameId: started.state.gameId, version: 9, ...data } } as WebhookEvent);

export const deliveryExamples: Record<DeliveryType, unknown> = {
  'game.started': byType('game.started'),
  'turn.started': byType('turn.started'),
  'game.ended': later(
    'game.ended',
    {
      result: { winners: [ANN.playerId], scores: { [ANN.playerId]: 212, [BOB.playerId]: 187 } },
      pot: { stake: 50, total: 100, shares: { [ANN.playerId]: 100 } },
      serverSeed: '9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a1c3e5b7d9f0a2c4e6b8d0f',
    },
    600,
  ),
  'player.resigned': later('player.resigned', { playerId: BOB.playerId }, 300),
  'match.found': body({
    type: 'match.found',
    at: SAMPLE_TIME,
    data: { gameId: started.state.gameId, version: 1, ticketId: 't_5c1e9a3b7d2f4e6a8c0b1d3f5a7e9c2b' },
  }),
  // The 1-hour reminder of a 3-hour step that began at SAMPLE_TIME.
  'turn.reminder': later(
    'turn.reminder',
    { playerId: ANN.playerId, deadline: new Date(SAMPLE_TIME + 3 * 3600_000).toISOString() },
    2 * 3600,
  ),
  ping: {
    id: 'msg_pingK2x9c4v7b1n3m5q8w0e2r4t6y8u0i',
    type: 'ping',
    timestamp: new Date(SAMPLE_TIME).toISOString(),
    data: { webhookId: 'wh_2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b' },
  },
};
