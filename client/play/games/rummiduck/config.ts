import { stake, turnTime, type ConfigFieldsOf } from '../../config-fields.ts';

/** Rummiduck's keys: the `Config.` of docs/rules/rummiduck.md. */
export const configFields: ConfigFieldsOf<'rummiduck'> = [
  turnTime(120),
  stake,
  { key: 'StartTiles', label: 'Tiles dealt to each player', kind: 'number', min: 1, max: 26, default: 14 },
  { key: 'InitialMeld', label: 'Points the first move needs', kind: 'number', min: 0, max: 200, default: 30 },
  { key: 'TimeoutTiles', label: 'Tiles drawn when time runs out', kind: 'number', min: 1, max: 10, default: 1 },
  { key: 'JokerPoints', label: 'Points a joker left on the rack costs', kind: 'number', min: 0, max: 100, default: 30 },
  {
    key: 'JokerColourMatters',
    label: 'Joker colours',
    kind: 'choice',
    choices: [
      { value: false, label: 'Either joker stands for any tile' },
      { value: true, label: 'Red stands for red, black for black' },
    ],
    default: false,
  },
];
