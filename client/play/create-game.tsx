import { useState } from 'preact/hooks';
import type { Client, ConfigInputs, GameName } from '../src/index.ts';
import { everyGameKeys, type ChoiceField, type ConfigField, type NumberField } from './config-fields.ts';
import { isKnownGame, knownGames, playGames } from './games/index.ts';
import { Problem } from './problem.tsx';
import { useSubmit } from './use-submit.ts';

/** What the form holds for one key: a number as typed (the server judges it), or the index of a choice. */
type Entries = Record<string, string>;

/**
 * A new game with its config: the time for a step and the stake in view, the rules' own keys
 * under "Rules options". Only keys set away from their default are sent, so a game made
 * without touching anything is the plain one.
 */
export function CreateGame({ client, onCreated }: { client: Client; onCreated(gameId: string): void }) {
  const [game, setGame] = useState<GameName>(knownGames[0]!);
  const [entries, setEntries] = useState<Entries>({});
  const fields: readonly ConfigField[] = playGames[game].configFields;
  const form = useSubmit(async () => {
    const config = configOf(fields, entries) as ConfigInputs[typeof game];
    onCreated((await client.createGame(game, Object.keys(config).length ? { config } : {})).gameId);
  });
  // The options are the registry's games: any other name is none of them.
  const choose = (next: string) => {
    if (!isKnownGame(next)) return;
    setGame(next);
    setEntries({});
  };
  const set = (key: string, value: string) => setEntries((current) => ({ ...current, [key]: value }));
  const common = fields.filter((field) => everyGameKeys.includes(field.key));
  const rules = fields.filter((field) => !everyGameKeys.includes(field.key));

  return (
    // The server says what is out of range, in its own words: the browser's checks would only hide it.
    <form class="card create-game" noValidate onSubmit={form.submit} aria-labelledby="create-title">
      <h2 id="create-title">New game</h2>
      <label>
        Game{' '}
        <select value={game} onChange={(e) => choose(e.currentTarget.value)}>
          {knownGames.map((name) => (
            <option value={name}>{playGames[name].title}</option>
          ))}
        </select>
      </label>
      {common.map((field) => (
        <Field field={field} entry={entries[field.key]} set={set} />
      ))}
      <details class="rules-options">
        <summary>Rules options for {playGames[game].title}</summary>
        {rules.map((field) => (
          <Field field={field} entry={entries[field.key]} set={set} />
        ))}
      </details>
      <button type="submit" disabled={form.busy}>
        Create game
      </button>
      <Problem text={form.problem} />
    </form>
  );
}

function Field({ field, entry, set }: { field: ConfigField; entry: string | undefined; set(key: string, value: string): void }) {
  return field.kind === 'number' ? <NumberInput field={field} entry={entry} set={set} /> : <Choice field={field} entry={entry} set={set} />;
}

function NumberInput({ field, entry, set }: { field: NumberField; entry: string | undefined; set(key: string, value: string): void }) {
  const hintId = `hint-${field.key}`;
  return (
    <label class="field">
      {field.label}
      <span class="with-unit">
        <input
          type="number"
          name={field.key}
          inputMode="numeric"
          min={field.min}
          max={field.max}
          value={entry ?? String(field.default)}
          aria-describedby={hintId}
          onInput={(e) => set(field.key, e.currentTarget.value)}
        />
        {field.unit && <span>{field.unit}</span>}
      </span>
      <span class="hint" id={hintId}>
        {field.min}–{field.max}, usually {field.default}. {field.hint}
      </span>
    </label>
  );
}

function Choice({ field, entry, set }: { field: ChoiceField; entry: string | undefined; set(key: string, value: string): void }) {
  const chosen = entry ?? String(field.choices.findIndex((choice) => choice.value === field.default));
  return (
    <fieldset class="field choices">
      <legend>{field.label}</legend>
      {field.choices.map((choice, index) => (
        <label>
          <input type="radio" name={field.key} checked={chosen === String(index)} onChange={() => set(field.key, String(index))} />
          {choice.label}
        </label>
      ))}
      {field.hint && <span class="hint">{field.hint}</span>}
    </fieldset>
  );
}

/** The keys set away from their default; a number as typed, even out of range (the server refuses it, naming the key). */
function configOf(fields: readonly ConfigField[], entries: Entries): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const field of fields) {
    const entry = entries[field.key];
    if (entry === undefined || entry.trim() === '') continue;
    const value = field.kind === 'number' ? Number(entry) : field.choices[Number(entry)]!.value;
    if (value !== field.default) config[field.key] = value;
  }
  return config;
}
