/**
 * The functions a new player's first ten minutes touch on AWS (at most 3: bench/bundles.ts), counted
 * from the stack's own routing: the synthesized template's HTTP routes, each followed to the
 * function its integration invokes. The script is what a new player does, route by route.
 */
import { App, Stack } from 'aws-cdk-lib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../infra/constructs/catalog.ts';
import { OrganizedChaosStack } from '../infra/stack.ts';

/** A new player's first ten minutes, by route key: sign up, find or make a game, play it, look around. */
export const firstMinutes: string[] = [
  'POST /players',
  'GET /games',
  'POST /games',
  'POST /games/{gameId}/join',
  'POST /games/{gameId}/start',
  ...Array.from({ length: 20 }, () => 'POST /games/{gameId}/commands'),
  'GET /games/{gameId}/legal-moves',
  'GET /games/{gameId}/events',
  'GET /players/me/games',
  'GET /leaderboards/{board}',
];

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

/** Each HTTP route key of the stack with the logical id of the function it invokes, as the template says. */
export function routedFunctions(): Map<string, string> {
  const context = JSON.parse(readFileSync(join(projectRoot, 'cdk.json'), 'utf8')).context as Record<string, unknown>;
  const app = new App({ builtinCloudFormationValidation: false, context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new OrganizedChaosStack(app, 'Routing', { stage: 'bench' });
  const resources = (app.synth().getStackByName(stack.stackName).template as { Resources: Resources }).Resources;
  const apiId = Stack.of(stack).getLogicalId(stack.api.node.defaultChild as never);
  const routed = new Map<string, string>();
  for (const route of Object.values(resources)) {
    if (route.Type !== 'AWS::ApiGatewayV2::Route' || route.Properties.ApiId?.Ref !== apiId) continue;
    const integration = resources[route.Properties.Target['Fn::Join'][1][1].Ref as string]!;
    routed.set(route.Properties.RouteKey as string, integration.Properties.IntegrationUri['Fn::GetAtt'][0] as string);
  }
  return routed;
}

export async function benchFirstMinutes(): Promise<Record<string, number>> {
  const routed = routedFunctions();
  const functions = firstMinutes.map((key) => {
    const fn = routed.get(key);
    if (!fn) throw new Error(`The stack has no route ${key}.`);
    return fn;
  });
  return { requests: firstMinutes.length, 'distinct functions touched': new Set(functions).size };
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchFirstMinutes());
