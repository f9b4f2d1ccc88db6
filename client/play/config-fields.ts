/**
 * What the create form asks of a game: the config keys of docs/contract.md (Games), as the
 * rules documents spell them after `Config.`, with their defaults and ranges; each game lists
 * its own (its `configFields`), the keys every game takes from here. The server is the judge
 * of every value (the form sends what is typed and shows the server's refusal); the ranges
 * here are hints for the player and the number inputs' spinners.
 * test/client/config-fields.test.ts holds each game's list to the domain's config schemas.
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

/** What the create form asks of one game: its fields, each a key of its config, the keys every game takes first. */
export type ConfigFieldsOf<G extends GameName> = readonly (ConfigField & { key: keyof ConfigInputs[G] & string })[];

export const turnTime = (seconds: number): NumberField & { key: 'TurnTime' } => ({
  key: 'TurnTime',
  label: 'Time for a step',
  kind: 'number',
  min: 1,
  max: 1_209_600,
  default: seconds,
  unit: 'seconds',
  hint: 'When it runs out, the step’s default is played (up to 14 days, for correspondence games).',
});

/** The stake (docs/contract.md, Chips and the pot). */
export const stake: NumberField & { key: 'Stake' } = {
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
