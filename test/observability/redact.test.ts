/**
 * The logger's redaction (functions/observability/redact.ts): whatever a call site hands it, no
 * line holds a name, an external id, a token, a key, a secret or a private key; ids and the
 * rest of the line stay as they were, an error's class name among them.
 */
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { loadModulesAnewWith } from '../support/modules-anew.ts';

// The logger reads its level when it is made: INFO, as deployed, before it is imported.
loadModulesAnewWith({ POWERTOOLS_LOG_LEVEL: 'INFO' });
const { logger } = await import('../../functions/adapters/logger.ts');
const { REDACTED, redactingReplacer } = await import('../../functions/observability/redact.ts');

/** The JSON lines the logger writes while `log` runs, on standard output and error. */
function linesOf(log: () => void): [Record<string, any>, ...Record<string, any>[]] {
  const lines: string[] = [];
  const keep = (chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  };
  // Warnings and errors go to standard error.
  const spies = [vi.spyOn(process.stdout, 'write').mockImplementation(keep), vi.spyOn(process.stderr, 'write').mockImplementation(keep)];
  try {
    log();
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
  const parsed = lines
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, any>);
  expect(parsed.length, 'lines logged').toBeGreaterThan(0);
  return parsed as [Record<string, any>, ...Record<string, any>[]];
}

const token = `oct_${'a1B2'.repeat(10)}`;
const secretKey = `ocsk_${'Zz9_'.repeat(10)}`;
const publishableKey = `ocpk_${'Yy8-'.repeat(10)}`;
const webhookSecret = `whsec_${'c3VwZXJzZWNyZXQ='.repeat(2)}`;
const pem = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
const pemLines = pem.split('\n').filter((l) => l && !l.startsWith('-----'));

describe('the logger’s redaction', () => {
  it('writes fields named for a name, an external id, a token, a secret, a key or a credential as REDACTED, at any depth', () => {
    const [line] = linesOf(() =>
      logger.info('a request', {
        playerId: 'p_1',
        appId: 'app_1',
        player: { playerId: 'p_1', name: 'Zebedee', externalId: 'user-42' },
        headers: { Authorization: `Bearer ${token}`, 'X-App-Key': publishableKey, 'content-type': 'application/json' },
        app: { secretKey, publishableKey, previous_secret_key: secretKey },
        hook: { id: 'wh_1', secret: webhookSecret },
        device: { deviceId: 'phone', platform: 'fcm', token: 'fcm-registration', subscription: { endpoint: 'https://push/x', keys: {} } },
        push: { accessToken: 'ya29.abc', privateKey: pem, private_key: pem },
        items: [{ name: 'Ann' }, { name: 'Bob' }],
      }),
    );
    expect(line).toMatchObject({
      message: 'a request',
      playerId: 'p_1',
      appId: 'app_1',
      player: { playerId: 'p_1', name: REDACTED, externalId: REDACTED },
      headers: { Authorization: REDACTED, 'X-App-Key': REDACTED, 'content-type': 'application/json' },
      app: { secretKey: REDACTED, publishableKey: REDACTED, previous_secret_key: REDACTED },
      hook: { id: 'wh_1', secret: REDACTED },
      device: { deviceId: 'phone', platform: 'fcm', token: REDACTED, subscription: REDACTED },
      push: { accessToken: REDACTED, privateKey: REDACTED, private_key: REDACTED },
      items: [{ name: REDACTED }, { name: REDACTED }],
    });
  });

  it('cuts the service’s tokens and keys, bearer credentials and private keys out of any text: messages, details, errors and their causes', () => {
    const cause = new Error(`the key was ${pem.trim()}`);
    const error = new TypeError(`sent ${token} and ${secretKey} with Authorization: Bearer abc.def.ghi`, { cause });
    const [line] = linesOf(() =>
      logger.warn(`a message naming ${publishableKey}`, {
        error,
        detail: `the webhook ${webhookSecret} of ${secretKey}; vapid t=eyJ.eyJ.sig, k=BPk`,
        tokens: ['ExponentPushToken[xyz]', 'ya29.a0AfH6SM'],
      }),
    );
    const text = JSON.stringify(line);
    for (const secret of [
      token,
      secretKey,
      publishableKey,
      webhookSecret,
      'abc.def.ghi',
      'eyJ.eyJ.sig',
      'ExponentPushToken[xyz]',
      'ya29.a0AfH6SM',
      ...pemLines,
    ])
      expect(text).not.toContain(secret);
    expect(line.message).toBe(`a message naming ${REDACTED}`);
    expect(line.detail).toBe(`the webhook ${REDACTED} of ${REDACTED}; ${REDACTED}, k=BPk`);
    // The error is still an error, its class named: a name of an error is no person's.
    expect(line.error).toMatchObject({ name: 'TypeError', message: `sent ${REDACTED} and ${REDACTED} with Authorization: ${REDACTED}` });
    expect(line.error.cause).toMatchObject({ name: 'Error', message: `the key was ${REDACTED}` });
    expect(line.error.stack).toEqual(expect.stringContaining('TypeError: sent [REDACTED]'));
  });

  it('keeps the lines of ids, counts and codes as they were', () => {
    const fields = { gameId: 'g_1', playerId: 'p_1', deviceId: 'phone', code: 'illegal-move', status: 422, dynamodbRequests: { Query: 1 } };
    const [line] = linesOf(() => logger.info('refused', fields));
    expect(line).toMatchObject({ message: 'refused', ...fields, service: 'organized-chaos' });
  });

  it('keeps a field called `name` only where it is the name of an error the line holds', () => {
    const replacer = redactingReplacer();
    const error = new RangeError('out of range');
    expect(JSON.parse(JSON.stringify({ error: { name: error.name } }, replacer))).toEqual({ error: { name: REDACTED } });
    expect(JSON.parse(JSON.stringify({ name: 'RangeError', player: { name: 'RangeError' } }, replacer))).toEqual({
      name: REDACTED,
      player: { name: REDACTED },
    });
  });
});
