/**
 * What the create form asks of each game: the config keys of docs/contract.md (Games), as the
 * rules documents spell them after `Config.`, with their defaults and ranges. The server is
 * the judge of every value (the form sends what is typed and shows the server's refusal);
 * the ranges here are hints for the player and the number inputs' spinners.
 * test/client/config-fields.test.ts holds this list to the domain's config schemas.
 */
import type { ConfigInputs, GameName } from '../src/index.ts';

interface Common {
  key: string;
  label: string;
  /** What the key does, in the rules' words, shown under the field. */
  hint?: string;
}
export interface NumberField extends Common {
  kind: 'number';
  min: number;
  max: number;
  default: number;
  unit?: string;
}
export interface ChoiceField extends Common {
  kind: 'choice';
  choices: readonly { value: string | number | boolean; label: string }[];
  default: string | number | boolean;
}
export type ConfigField = NumberField | ChoiceField;

const turnTime = (seconds: number): NumberField & { key: 'TurnTime' } => ({
  key: 'TurnTime',
  label: 'Time for a step',
  kind: 'number',
  min: 1,
  max: 86_400,
  default: seconds,
  unit: 'seconds',
  hint: 'When it runs out, the step’s default is played.',
});

/** The stake (docs/contract.md, Chips and the pot). */
const stake: NumberField & { key: 'Stake' } = {
  key: 'Stake',
  label: 'Stake',
  kind: 'number',
  min: 0,
  max: 1_000_000,
  default: 0,
  unit: 'chips each',
  hint: 'The winners share the pot. No bots can join a game with a stake.',
};

/** The keys every game takes, shown first; the rules' own keys follow. */
export const everyGameKeys: readonly string[] = ['TurnTime', 'Stake'];

export const configFields: { [G in GameName]: readonly (ConfigField & { key: keyof ConfigInputs[G] & string })[] } = {
  quicks: [
    turnTime(30),
    stake,
    { key: 'PenaltyPoints', label: 'Points per penalty', kind: 'number', min: 0, max: 100, default: 5 },
    { key: 'LockAt', label: 'Crosses a row needs before its last number', kind: 'number', min: 0, max: 10, default: 5 },
    { key: 'LockedRows', label: 'Locked rows that end the game', kind: 'number', min: 1, max: 4, default: 2 },
    { key: 'Penalties', label: 'Penalties that end the game', kind: 'number', min: 1, max: 20, default: 4 },
  ],
  'dice-kings': [
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
  ],
  rummiduck: [
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
  ],
};
