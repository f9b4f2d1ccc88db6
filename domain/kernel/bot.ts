import type { PlayerId } from './player.ts';

/** docs/contract.md "Bots and hints": `strong` plays as well as the project can make it, `easy` legal but simple moves. */
export const BOT_LEVELS = ['strong', 'easy'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** A bot's move: a command body as any player sends it, and (for hints) the expected final score where the game can compute it. */
export interface BotMove<Command> {
  readonly move: Command;
  readonly expectedScore?: number;
}

/**
 * A bot decides from its own view alone (ruling Bots 1): what the game's view shows `me`.
 * Null when the view awaits nothing from `me`.
 */
export type Bot<View, Command> = (view: View, me: PlayerId) => BotMove<Command> | null;
