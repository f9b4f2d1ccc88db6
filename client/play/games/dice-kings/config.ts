import { stake, turnTime, type ConfigFieldsOf } from '../../config-fields.ts';

/** Dice Kings' keys: the `Config.` of docs/rules/dice-kings.md. */
export const configFields: ConfigFieldsOf<'dice-kings'> = [
  turnTime(60),
  stake,
  {
    key: 'Columns',
    label: 'Columns',
    kind: 'choice',
    choices: [
      { value: 1, label: 'One (13 rounds)' },
      { value: 3, label: 'Three (39 rounds)' },
    ],
    default: 1,
  },
  {
    key: 'JokerRule',
    label: 'Joker rule',
    kind: 'choice',
    choices: [
      { value: 'free', label: 'Free: anywhere' },
      { value: 'forced', label: 'Forced: its upper box first' },
      { value: false, label: 'No joker' },
    ],
    default: 'free',
    hint: 'Where a further five of a kind may be written once its Dice Kings and upper boxes are filled.',
  },
  { key: 'UpperBonusAt', label: 'Upper section points for the bonus', kind: 'number', min: 0, max: 105, default: 63 },
  { key: 'UpperBonus', label: 'Upper bonus', kind: 'number', min: 0, max: 1000, default: 35, unit: 'points' },
  { key: 'ExtraKingsBonus', label: 'Each further Dice Kings', kind: 'number', min: 0, max: 1000, default: 100, unit: 'points' },
];
