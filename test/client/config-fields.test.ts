/**
 * The web client's create form (each game's `configFields`, client/play/games/) against the
 * domain's config schemas, the ones the server checks a new game's config with: every key
 * there, with the same default, range and choices. A key added to a game, or a range changed,
 * fails here until the form offers it too.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { ConfigField } from '../../client/play/config-fields.ts';
import { games } from '../../domain/games.ts';

interface Property {
  default: unknown;
  minimum?: number;
  maximum?: number;
  type?: string;
  anyOf?: { const: unknown }[];
}

/** What the form should offer for one key, read from the schema's JSON Schema. */
function expected(property: Property) {
  if (property.type === 'integer') return { kind: 'number', min: property.minimum, max: property.maximum, default: property.default };
  const values = property.type === 'boolean' ? [false, true] : property.anyOf!.map((option) => option.const);
  return { kind: 'choice', values, default: property.default };
}

describe('the create form offers each game its config as the server checks it', () => {
  for (const game of Object.keys(games)) {
    it(game, async () => {
      // Each game's own folder in the web client (client/play/games/<game>/): read by the name the server knows it by.
      const { configFields: fields } = (await import(`../../client/play/games/${game}/config.ts`)) as {
        configFields: readonly ConfigField[];
      };
      const schema = z.toJSONSchema(games[game as keyof typeof games].configSchema, { io: 'input' }) as {
        properties: Record<string, Property>;
      };
      const offered = Object.fromEntries(
        fields.map((field) => [
          field.key,
          field.kind === 'number'
            ? { kind: 'number', min: field.min, max: field.max, default: field.default }
            : { kind: 'choice', values: field.choices.map((choice) => choice.value), default: field.default },
        ]),
      );
      const wanted = Object.fromEntries(Object.entries(schema.properties).map(([key, property]) => [key, expected(property)]));
      expect(offered).toEqual(wanted);
    });
  }
});
