import type { PushMessage } from './port.ts';

/**
 * Whether the message is about a step that waits for the player (`turn`, `reminder`): the
 * platforms deliver it at once, waking a sleeping device (Web Push `Urgency: high`, FCM and
 * Expo priority high); what tells of an end or a table may wait for the device's next wake.
 */
export const isUrgent = (message: PushMessage) => message.type === 'turn' || message.type === 'reminder';
