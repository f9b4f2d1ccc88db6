import { randomUUID } from 'node:crypto';

/** A new game's id: `g_` and 32 hex digits. */
export const newGameId = () => `g_${randomUUID().replaceAll('-', '')}`;
