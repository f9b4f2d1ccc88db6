/**
 * What no log line may hold (docs/contract.md, Your data; docs/operations.md, Logs): a person's
 * name or external id, a token, a key, a secret, a push credential. The logger passes every
 * value of every line through `redactingReplacer` (Powertools' `jsonReplacerFn`), so a call site
 * that hands it a whole object cannot write one by mistake: a field whose name says it holds
 * one is written as REDACTED, and the service's own token and key formats, bearer credentials
 * and PEM private keys are cut out of any text (an error's message or stack among them).
 * Ids (playerId, appId, gameId, deviceId) are pseudonyms, and stay: they lead from a client's
 * report to the lines of its requests.
 */
export const REDACTED = '[REDACTED]';

/** Field names (lower case, without `-` and `_`) that hold what must not be logged, whatever the object. */
const SECRET_FIELDS = new Set([
  'name',
  'externalid',
  'authorization',
  'xappkey',
  'password',
  'subscription',
  'credentials',
  'serviceaccount',
  'auth',
  'p256dh',
]);

/** And the names that end so: a token, an access token, a secret, a secret or private key. */
const SECRET_ENDINGS = ['token', 'secret', 'key', 'password'];

/**
 * The service's tokens and keys (players' `oct_`, apps' `ocpk_` and `ocsk_`, webhooks'
 * `whsec_`), bearer credentials, PEM private keys, Google's OAuth access tokens and Expo's push
 * tokens, wherever they stand in a text.
 */
const SECRET_TEXT = new RegExp(
  [
    String.raw`\b(?:oct|ocpk|ocsk)_[\w-]+`,
    String.raw`\bwhsec_[\w+/=-]+`,
    String.raw`\b[Bb]earer\s+[^\s,"]+`,
    String.raw`\bvapid\s+t=[^\s,"]+`,
    String.raw`-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)`,
    String.raw`\bya29\.[\w-]+`,
    String.raw`\bExp(?:onent|o)PushToken\[[^\]]*\]`,
  ].join('|'),
  'g',
);

const isSecretField = (key: string): boolean => {
  const plain = key.toLowerCase().replace(/[-_]/g, '');
  return SECRET_FIELDS.has(plain) || SECRET_ENDINGS.some((ending) => plain.endsWith(ending));
};

/** A text with every token, key, bearer credential and private key in it cut out. */
export const redactText = (text: string): string => text.replace(SECRET_TEXT, REDACTED);

/**
 * A JSON replacer for the logger. An error's `name` (its class, which Powertools writes beside
 * its message) is no person's: the names of the errors of the line being written are kept.
 */
export function redactingReplacer(): (key: string, value: unknown) => unknown {
  let errorNames = new Set<string>();
  return (key, value) => {
    // JSON.stringify asks first for the whole line, with the key ''.
    if (key === '') errorNames = new Set();
    if (value instanceof Error) {
      for (let error: unknown = value; error instanceof Error; error = error.cause) errorNames.add(error.name);
      return value;
    }
    if (value === undefined || value === null || key === '') return value;
    if (isSecretField(key) && !(key === 'name' && typeof value === 'string' && errorNames.has(value))) return REDACTED;
    return typeof value === 'string' ? redactText(value) : value;
  };
}
