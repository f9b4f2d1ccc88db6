import * as z from 'zod';

/**
 * docs/contract.md, Players and authentication: "A name is 1–40 characters after trimming and
 * NFC normalisation, with at least one letter or digit, and none of: control or format
 * characters, default-ignorable code points (…, U+3164, U+2800), line or paragraph separators,
 * noncharacters, lone surrogates." Names are shown to other players, on leaderboards and in
 * webhooks: a control character can break a terminal or a log line, a format character or a
 * default-ignorable one renders as nothing (a name that looks empty, or like another's), a
 * bidirectional control makes a name read as something else (Trojan Source), and a lone
 * surrogate is no text at all. Each class is one of the engine's Unicode properties, so the rule
 * follows Unicode as the engine does; U+3164 (Hangul filler) and U+2800 (Braille blank) render
 * as blanks without being default-ignorable, so they are named. zod counts the length in code
 * points, as JSON Schema's maxLength does. Every route that takes a name uses this schema.
 */
const REFUSED: [string, string][] = [
  ['\\p{Cc}', 'must not contain control characters'],
  ['\\p{Cf}', 'must not contain format characters (zero-width characters, bidirectional marks and overrides, tags)'],
  [
    '\\p{Default_Ignorable_Code_Point}\\u3164\\u2800',
    'must not contain characters that render as nothing (variation selectors, fillers, blanks)',
  ],
  ['\\p{Zl}\\p{Zp}', 'must not contain line or paragraph separators'],
  ['\\p{Noncharacter_Code_Point}', 'must not contain noncharacters'],
  ['\\p{Cs}', 'must not contain lone surrogates (half of a UTF-16 pair)'],
];

const refused = REFUSED.map(([chars]) => chars).join('');

export const PlayerName = z
  .string()
  // The document's view of a name as sent: 1–40 characters with a letter or digit, none refused,
  // between any whitespace (trimmed away). JSON Schema cannot trim or normalise, so the length is
  // in the pattern (counted in code points, as JSON Schema and zod both count).
  .meta({
    description:
      '1–40 characters after trimming and NFC normalisation, at least one a letter or digit; no control or format characters, default-ignorable code points (U+3164 and U+2800 too), line or paragraph separators, noncharacters or lone surrogates.',
    pattern: `^(?=.*[\\p{L}\\p{N}])\\s*[^\\s${refused}](?:[^${refused}]{0,38}[^\\s${refused}])?\\s*$`,
  })
  .pipe(
    REFUSED.reduce(
      (schema, [chars, message]) => schema.refine((name) => !new RegExp(`[${chars}]`, 'u').test(name), message),
      z
        .string()
        .trim()
        .transform((name) => name.normalize('NFC'))
        .pipe(z.string().min(1).max(40))
        .refine((name) => /[\p{L}\p{N}]/u.test(name), 'must hold at least one letter or digit'),
    ),
  );
