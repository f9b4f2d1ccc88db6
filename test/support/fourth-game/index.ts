/**
 * The fourth game, for the tests: its rules, its part of the contract, its checker for the SDK's
 * fairness verifier, and its registration
 * (register.ts). Exported for every test that needs a game the platform was not written for.
 */
export { highRoll, type Board, type Command, type Config, type Event, type State } from './rules.ts';
export { highRollChecker } from './checker.ts';
export { highRollContract } from './contract.ts';
export { registerFourthGame } from './register.ts';
