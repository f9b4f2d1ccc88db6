/**
 * The building blocks of the API's response schemas. Each game's part of the contract (its
 * board, steps, events, moves) is a file of this folder; platform.ts puts them together.
 * The schemas describe what the domain makes: the events are the domain's own schemas (`listed`);
 * for the rest `describes` checks, at compile time, that every value of a domain type is one the
 * schema accepts, so a renamed or added field in the domain fails the type check until the
 * contract says it too.
 */
import * as z from 'zod';
import { playerIdSchema, resultSchema } from '../../domain/kernel/index.ts';
import { gameIdSchema } from '../../domain/platform/events.ts';

type DeepWritable<T> = T extends (...args: never[]) => unknown ? T : { -readonly [K in keyof T]: DeepWritable<T[K]> };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * `describes<DomainType>()(schema)`: the schema, if it and the domain type agree both ways:
 * every value the domain makes is one the schema accepts, and the schema promises nothing the
 * domain type does not (a field renamed on either side is a type error here).
 */
export const describes =
  <T>() =>
  <S extends z.ZodType>(
    schema: S & (Same<DeepWritable<T>, z.output<S>> extends true ? unknown : { 'does not describe the domain type': T }),
  ): S =>
    schema;

export const PlayerId = playerIdSchema;
export const GameId = gameIdSchema;
export const Timestamp = z.iso.datetime().describe('ISO-8601, UTC.');
export const Version = z.int().min(1).describe('The stream version: how many commands the game has stored.');
export const Points = z.int();

/** docs/contract.md's `result`: every tied winner, and every seated player's score. */
export const Result = resultSchema;

/**
 * A union whose variants are told apart by one property (`game`, `type`): JSON Schema's oneOf
 * with OpenAPI's discriminator, each value mapped to its variant's component, so a client
 * generator makes a tagged union and needs no casts.
 */
export function tagged<const V extends readonly [z.ZodObject, ...z.ZodObject[]]>(
  property: string,
  variants: V,
  id: string,
  description: string,
) {
  const mapping = Object.fromEntries(
    variants.map((variant) => {
      const value = (variant.shape[property] as z.ZodLiteral<string>).value;
      const variantId = variant.meta()?.id;
      if (!variantId) throw new Error(`variant ${value} of ${id} needs an id to be mapped`);
      return [value, `#/components/schemas/${variantId}`];
    }),
  );
  // Two games' commands of one `type` would leave a client unable to tell them apart.
  if (Object.keys(mapping).length !== variants.length) throw new Error(`two variants of ${id} share a ${property}`);
  return z.discriminatedUnion(property, variants).meta({ id, description, discriminator: { propertyName: property, mapping } });
}

/**
 * One event as `GET /games/{id}/events` lists it: the version that stored it, the fields the
 * domain declares (domain/<game>/events.ts, domain/platform/events.ts), its time. Its component
 * is named `prefix` and its type; its description is the domain's unless `description` says more.
 */
export function listed<S extends z.ZodObject<{ type: z.ZodLiteral<string> }>>(prefix: string, event: S, description = event.description) {
  return z
    .strictObject({ version: Version, ...(event.shape as S['shape']), at: Timestamp })
    .meta({ id: `${prefix}${event.shape.type.value}`, description });
}

/** docs/contract.md, Fairness: the caller's own seed, 1 to 64 printable ASCII characters. */
export const ClientSeed = z
  .string()
  .regex(/^[\x20-\x7e]{1,64}$/, '1 to 64 printable ASCII characters')
  .describe("The caller's own seed for the game's fairness proof; without one the server picks one (which cannot protect the caller).");

export const GameStatus = z
  .enum(['lobby', 'playing', 'ended', 'cancelled'])
  .meta({ id: 'GameStatus', description: '`cancelled`: seat 0 left the lobby, so the game never started.' });
