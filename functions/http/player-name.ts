import * as z from 'zod';

/**
 * docs/contract.md, Players: "A name is 1–40 characters after trimming, with no control characters, no
 * bidirectional overrides and no lone surrogates". Names are shown to other players, on
 * leaderboards and in webhooks: a control character can break a terminal or a log line, a
 * bidirectional control can make a name read as something else (Trojan Source), and a lone
 * surrogate is no text at all (it cannot be written as UTF-8). zod counts the length in code
 * points, as JSON Schema's maxLength does. Every route that takes a name uses this schema.
 */
const refused = '\\p{Cc}\\p{Cs}\\u202a-\\u202e\\u2066-\\u2069';

export const PlayerName = z
  .string()
  // The document's view of a name as sent: 1–40 characters, none breaking the three rules,
  // between any whitespace (trimmed away). JSON Schema cannot trim, so the length is in the
  // pattern (counted in code points, as JSON Schema and zod both count).
  .meta({
    description: '1–40 characters after trimming; no control characters, bidirectional overrides or lone surrogates.',
    pattern: `^\\s*[^\\s${refused}](?:[^${refused}]{0,38}[^\\s${refused}])?\\s*$`,
  })
  .pipe(
    z
      .string()
      .trim()
      .min(1)
      .max(40)
      .refine((name) => !/\p{Cc}/u.test(name), 'must not contain control characters')
      // The embeddings, overrides and isolates of Unicode's bidirectional algorithm (UAX #9), with
      // the characters that end them: each changes the order in which what follows is shown.
      .refine((name) => !/[\u202a-\u202e\u2066-\u2069]/u.test(name), 'must not contain bidirectional overrides')
      .refine((name) => !/\p{Cs}/u.test(name), 'must not contain lone surrogates (half of a UTF-16 pair)'),
  );
