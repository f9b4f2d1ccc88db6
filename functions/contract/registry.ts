/**
 * Each registered game's part of the contract, by its name: its file of this folder. The
 * compiler asks for a new game's part here; platform.ts names its components after the
 * game's title, spaces left out ('DiceKings').
 */
import type * as z from 'zod';
import type { GameName } from '../../domain/registry.ts';
import * as diceKings from './dice-kings.ts';
import * as quicks from './quicks.ts';
import * as rummiduck from './rummiduck.ts';

export interface ContractPart {
  /** Every step of the game's turns, as `turn.step` names them. */
  readonly steps: readonly [string, ...string[]];
  readonly board: z.ZodType;
  /** The game's own events (the platform's are spelled once, in platform.ts). */
  readonly events: readonly z.ZodObject[];
  readonly commands: readonly z.ZodObject[];
  /** A legal move: a command body as it is sent. */
  readonly moves: z.ZodType;
}

export const contractParts: Record<GameName, ContractPart> = {
  quicks,
  'dice-kings': diceKings,
  rummiduck,
};
