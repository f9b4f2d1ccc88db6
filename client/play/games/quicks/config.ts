import { stake, turnTime, type ConfigFieldsOf } from '../../config-fields.ts';

/** Quicks' keys: the `Config.` of docs/rules/quicks.md. */
export const configFields: ConfigFieldsOf<'quicks'> = [
  turnTime(30),
  stake,
  { key: 'PenaltyPoints', label: 'Points per penalty', kind: 'number', min: 0, max: 100, default: 5 },
  { key: 'LockAt', label: 'Crosses a row needs before its last number', kind: 'number', min: 0, max: 10, default: 5 },
  { key: 'LockedRows', label: 'Locked rows that end the game', kind: 'number', min: 1, max: 4, default: 2 },
  { key: 'Penalties', label: 'Penalties that end the game', kind: 'number', min: 1, max: 20, default: 4 },
];
