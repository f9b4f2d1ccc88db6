import { installedQueue } from '../adapters/job-queue.ts';

/**
 * What the bot worker (worker.ts) is asked to do: move the bots a game awaits. Jobs may come
 * twice, late or out of order: the worker decides on the game as it finds it, and each
 * decision is applied at most once (its `expectedVersion`).
 */
export interface BotJob {
  gameId: string;
}

/** On AWS: the SQS queue at BOT_QUEUE_URL; on one machine the local stack installs its own. */
const queue = installedQueue<BotJob>('BOT_QUEUE_URL', 'bot move');

export const installBotQueue = queue.install;
export const botQueue = queue.get;
