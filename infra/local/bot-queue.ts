import { moveBots } from '../../functions/bots/move.ts';
import { installBotQueue, type BotJob } from '../../functions/bots/queue.ts';
import { LocalJobQueue } from './job-queue.ts';

/** The bot queue and its worker on one machine, in place of SQS and the bot Lambda: bots move in-process. */
export const localBotQueue = new LocalJobQueue<BotJob>('bots-move', installBotQueue, (job) => moveBots(job.gameId));
