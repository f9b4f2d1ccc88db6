import type { WithItem } from '../adapters/event-store.ts';
import { entryWrites } from './ledger.ts';

/** docs/contract.md, Chips and the pot: every player has 1,000 chips when the player is created. */
export const GRANT = 1000;

/** The grant's entry and the balance it opens, written in the transaction that creates the player. */
export const grantWrites = (playerId: string, at: number): WithItem[] =>
  entryWrites({ playerId, balance: 0, inPlay: 0, n: 0 }, { kind: 'grant', amount: GRANT, at, inPlay: 0 });
