import { createHash } from 'node:crypto';

/**
 * The Web Push `Topic` for a collapse key (RFC 8030 §5.4): at most 32 characters of the
 * base64url alphabet, so the key is hashed (SHA-256, its first 24 bytes: 32 characters) and a
 * game id of any form fits. A push service keeps only the newest pending message of a topic.
 */
export const webPushTopic = (collapseKey: string) =>
  createHash('sha256').update(collapseKey).digest().subarray(0, 24).toString('base64url');
