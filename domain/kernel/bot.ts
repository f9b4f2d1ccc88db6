import type { PlayerId } from './player.ts';

/** API.md "Bots and hints": `strong` plays as well as the project can make it, `easy` legal but simple moves. */
export const BOT_LEVELS = ['strong', 'easy'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * A bot decides from its own view alone (rulings, Bots 1): `view` is what `GET /games/{id}`
 * shows `me`, and the answer is a command body the bot's seat sends through the usual path.
 * It is only asked while `me` is awaited.
 */
export type Bot<View, Command> = (view: View, me: PlayerId, level: BotLevel) => Command;
