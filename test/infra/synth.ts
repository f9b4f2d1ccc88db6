import { App, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../infra/constructs/catalog.ts';
import { OrganizedChaosStack, type OrganizedChaosStackProps } from '../../infra/stack.ts';

export type Resource = { Type: string; Properties: Record<string, any>; Metadata?: Record<string, any> };

export interface Synthesized {
  stack: OrganizedChaosStack;
  template: Template;
  resources: Record<string, Resource>;
  /** The construct path of a resource under the stack, e.g. `Tables/Events`. */
  pathOf(logicalId: string): string;
  /** The logical id of a function of the catalog, by its name. */
  functionId(name: string): string;
  ofType(type: string): [string, Resource][];
}

/** The context of cdk.json (the feature flags), which the CLI gives the app: the tests synthesize with it too. */
export const cdkJsonContext = JSON.parse(readFileSync(join(projectRoot, 'cdk.json'), 'utf8')).context as Record<string, unknown>;

/**
 * The stack as `cdk synth` makes it, minus two slow steps that other checks cover: bundling
 * (bench/bundles.ts and `npx cdk synth` bundle every entry) and CDK's built-in CloudFormation
 * validation (it runs on every `cdk synth`).
 */
export function synthesize(props: Partial<OrganizedChaosStackProps> = {}): Synthesized {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [], 'aws:cdk:enable-path-metadata': true },
  });
  const stack = new OrganizedChaosStack(app, 'Test', { stage: 'test', ...props });
  const template = Template.fromStack(stack);
  const resources = template.toJSON().Resources as Record<string, Resource>;
  return {
    stack,
    template,
    resources,
    pathOf: (id) =>
      String(resources[id]?.Metadata?.['aws:cdk:path'] ?? id)
        .replace(/^Test\//, '')
        .replace(/\/Resource$/, ''),
    functionId: (name) => stack.getLogicalId(stack.functions.get(name)!.node.defaultChild as CfnElement),
    ofType: (type) => Object.entries(resources).filter(([, r]) => r.Type === type),
  };
}

/** A policy statement's resource as a readable label: a construct path, a path with a suffix, or `*`. */
export function resourceLabel(s: Synthesized, resource: unknown): string {
  if (resource === '*') return '*';
  const r = resource as Record<string, any>;
  // A secret's Ref is its ARN.
  if (typeof r.Ref === 'string' && s.resources[r.Ref]) return s.pathOf(r.Ref);
  if (r['Fn::GetAtt']) {
    const [id, attribute] = r['Fn::GetAtt'] as [string, string];
    return attribute === 'Arn' ? s.pathOf(id) : `${s.pathOf(id)}#${attribute}`;
  }
  if (r['Fn::Join']) {
    const parts = r['Fn::Join'][1] as unknown[];
    return parts
      .map((part) =>
        typeof part === 'string'
          ? part
          : part && (part as any)['Fn::GetAtt']
            ? resourceLabel(s, part)
            : `{${Object.values(part as object)[0]}}`,
      )
      .join('');
  }
  return JSON.stringify(resource);
}

/**
 * Whether a resource pattern of a policy (`*` any characters, `/` included, as in IAM's
 * ArnLike) covers an ARN, both spelled as resourceLabel spells them.
 */
export const arnLike = (pattern: string, arn: string): boolean =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(arn);

/** Everything the role of a function may do: resource label → sorted actions. */
export function permissionsOf(s: Synthesized, functionName: string): Record<string, string[]> {
  const roleId = (s.resources[s.functionId(functionName)]!.Properties.Role['Fn::GetAtt'] as string[])[0]!;
  const granted: Record<string, Set<string>> = {};
  for (const [, policy] of s.ofType('AWS::IAM::Policy')) {
    if (!(policy.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId)) continue;
    for (const statement of policy.Properties.PolicyDocument.Statement as Record<string, any>[]) {
      if (statement.Effect !== 'Allow') continue;
      for (const resource of [statement.Resource].flat())
        for (const action of [statement.Action].flat()) (granted[resourceLabel(s, resource)] ??= new Set()).add(action);
    }
  }
  return Object.fromEntries(Object.entries(granted).map(([label, actions]) => [label, [...actions].sort()]));
}
