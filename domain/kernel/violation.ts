/**
 * Errors are values until the edge: the domain returns a Violation naming the rule that
 * was broken, and the HTTP layer maps its code to the contract's problem+json.
 */
export type ViolationCode =
  | 'not-your-turn'
  | 'wrong-step'
  | 'game-over'
  | 'not-started'
  | 'illegal-move'
  | 'game-full'
  | 'already-started'
  | 'not-enough-players'
  | 'not-creator'
  | 'not-seated'
  | 'hints-off'
  | 'insufficient-chips'
  | 'stakes-no-bots';

export interface Violation {
  readonly violation: ViolationCode;
  /** A sentence a person understands: which rule was broken, and how. */
  readonly detail: string;
}

export const violation = (code: ViolationCode, detail: string): Violation => ({ violation: code, detail });

export const isViolation = (value: unknown): value is Violation => typeof value === 'object' && value !== null && 'violation' in value;
