import { payOut } from './payout.ts';
import type { ItemConsumer } from '../stream/records.ts';

/**
 * The reaction to a game's end: its pot paid out (payout.ts), off the command's path. Idempotent:
 * each player's payout is booked once whatever is redelivered; a failure (the database away) is
 * thrown, so the stream hands the record over again and the payouts not yet booked are made then.
 */
export const payPots: ItemConsumer = async (item, transition) => {
  const ended = item.events.find((e) => e.type === 'GameEnded');
  if (!ended) return;
  const { after } = await transition();
  if (after?.status === 'ended') await payOut(after, ended.at);
};
