/**
 * The sealed secrets' KMS key in the template: rotated, kept as the tables are, and granted to
 * exactly the functions that seal (the webhooks' routes, and the players' with the apps' push
 * credentials: GenerateDataKey) and the one that signs
 * (the webhook delivery: Decrypt); no other function may use it, and none may do both.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf, synthesize, type Synthesized } from './synth.ts';

const KEY = 'SecretsKey/Key';

/** Each function's actions on the key, for every function that has any. */
const kmsGrants = (s: Synthesized) =>
  Object.fromEntries(
    [...s.stack.functions.keys()].flatMap((fn) => {
      const actions = Object.entries(permissionsOf(s, fn)).flatMap(([label, granted]) =>
        granted.filter((action) => action.startsWith('kms:')).map((action) => `${action} on ${label}`),
      );
      return actions.length ? [[fn, actions]] : [];
    }),
  );

describe("the sealed secrets' key", () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synthesize();
  });

  it('is granted to the functions that seal or sign, and to no other', () => {
    expect(kmsGrants(s)).toEqual({
      'http-players': [`kms:GenerateDataKey on ${KEY}`],
      'http-webhooks': [`kms:GenerateDataKey on ${KEY}`],
      'webhooks-deliver': [`kms:Decrypt on ${KEY}`],
    });
  });

  it('is named to those functions alone (SECRETS_KEY_ID), as its ARN', () => {
    const [[keyId]] = s.ofType('AWS::KMS::Key') as [[string, unknown]];
    const told = [...s.stack.functions.keys()].filter(
      (fn) => s.resources[s.functionId(fn)]!.Properties.Environment?.Variables?.SECRETS_KEY_ID !== undefined,
    );
    expect(told.sort()).toEqual(['http-players', 'http-webhooks', 'webhooks-deliver']);
    for (const fn of told)
      expect(s.resources[s.functionId(fn)]!.Properties.Environment.Variables.SECRETS_KEY_ID).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
  });

  it('is a key KMS rotates, its alias named by the stage, kept or removed as the read table is (its secrets open with it alone)', () => {
    s.template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true, PendingWindowInDays: 30 });
    s.template.hasResourceProperties('AWS::KMS::Alias', { AliasName: 'alias/oc-test-secrets' });
    const policy = (path: string) =>
      (Object.entries(s.resources).find(([id]) => s.pathOf(id) === path)![1] as { DeletionPolicy?: string }).DeletionPolicy;
    expect(policy(KEY)).toBe(policy('Tables/Read'));
  });
});
