/**
 * The VAPID key pair's secret in the template: one secret of the stage, kept or removed as the
 * read table is, readable by the function of GET /push/webpush alone and named to it
 * (VAPID_SECRET_ARN); its ARN an output for `npm run vapid`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { synthesize, type Synthesized } from './synth.ts';

describe("the VAPID key pair's secret", () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synthesize();
  });

  it('is one secret of the stage, kept or removed as the read table is', () => {
    const secrets = s.ofType('AWS::SecretsManager::Secret');
    expect(secrets).toHaveLength(1);
    expect(secrets[0]![1].Properties.Name).toBe('oc-test-vapid-keys');
    const policy = (path: string) =>
      (Object.entries(s.resources).find(([id]) => s.pathOf(id) === path)![1] as { DeletionPolicy?: string }).DeletionPolicy;
    expect(policy('VapidKeys/Secret')).toBe(policy('Tables/Read'));
  });

  it('is named to the players’ function and the delivery (which sends pushes) alone (VAPID_SECRET_ARN), which may read it, and is an output for `npm run vapid`', () => {
    const [[secretId]] = s.ofType('AWS::SecretsManager::Secret') as [[string, unknown]];
    const told = [...s.stack.functions.keys()].filter(
      (fn) => s.resources[s.functionId(fn)]!.Properties.Environment?.Variables?.VAPID_SECRET_ARN !== undefined,
    );
    expect(told.sort()).toEqual(['http-players', 'webhooks-deliver']);
    for (const fn of told)
      expect(s.resources[s.functionId(fn)]!.Properties.Environment.Variables.VAPID_SECRET_ARN).toEqual({ Ref: secretId });
    expect(JSON.stringify(s.template.toJSON().Outputs)).toContain(secretId);
  });
});
