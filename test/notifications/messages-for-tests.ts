import type { PushMessage, PushType } from '../../functions/notifications/senders/port.ts';

/** A message as the pipeline makes one, for the senders' tests; expiring an hour from now by default. */
export const aMessage = (type: PushType = 'turn', over: Partial<PushMessage> = {}): PushMessage => ({
  type,
  gameId: 'g_0123456789abcdef0123456789abcdef',
  version: 7,
  title: 'Your turn',
  body: 'It is your turn in Quicks.',
  collapseKey: 'g_0123456789abcdef0123456789abcdef',
  expiresAt: Date.now() + 3600_000,
  ...over,
});
