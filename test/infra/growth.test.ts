/** Room to grow (docs/scale.md): the stack's size as `cdk synth` makes it, against CloudFormation's 500-resource limit. */
import { beforeAll, describe, expect, it } from 'vitest';
import { firstMinutes, routedFunctions } from '../../bench/first-minutes.ts';
import { synthesize, type Resource, type Synthesized } from './synth.ts';

/** The limits: half of CloudFormation's 500 resources a stack, and a few functions a player warms. */
const MAX_RESOURCES = 250;
const MAX_FUNCTIONS = 15;
/**
 * What the stack must still take in within MAX_RESOURCES: the rest of about a dozen new routes
 * (the apps' five are in, notifications' six with the VAPID key pair's secret, and your data's
 * three; the matchmaking function is in already: its looks at tickets run in the bot
 * worker, so it cost one function), and then three more features' routes (four each), with
 * their stream work in the two stream readers (grants only: no resource).
 */
const COMING = { functions: 0, routes: 3 * 4 };

describe('room to grow', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synthesize();
  });

  /** The resources that are the function `name`'s own: everything under its construct, and the API's integration and invoke permission naming it. */
  const resourcesOf = (name: string) => {
    const fn = s.functionId(name);
    const names = (r: Resource) =>
      r.Properties.FunctionName?.['Fn::GetAtt']?.[0] === fn || r.Properties.IntegrationUri?.['Fn::GetAtt']?.[0] === fn;
    return Object.entries(s.resources)
      .filter(([id, r]) => s.pathOf(id).startsWith(`${name}/`) || names(r))
      .map(([id]) => id);
  };

  it(`holds at most ${MAX_FUNCTIONS} functions and ${MAX_RESOURCES} resources, with room left for the features still coming`, () => {
    const total = Object.keys(s.resources).length;
    const functions = s.ofType('AWS::Lambda::Function').length;
    expect(functions).toBe(s.stack.functions.size);
    expect(functions + COMING.functions).toBeLessThanOrEqual(MAX_FUNCTIONS);
    // A feature's function costs its own resources; a route costs one (the API's route: its integration and permission are shared).
    const perFunction = resourcesOf('http-leaderboards').length;
    expect(total + COMING.functions * perFunction + COMING.routes).toBeLessThanOrEqual(MAX_RESOURCES);
  });

  it("sends a new player's first ten minutes (sign-up, lobby, a game played, legal moves, events, my games, a board) to at most 3 functions", () => {
    const routed = routedFunctions();
    expect(new Set(firstMinutes.map((key) => routed.get(key) ?? key))).toEqual(
      new Set(['http-players', 'http-games', 'http-leaderboards'].map((name) => s.functionId(name))),
    );
  });

  it("makes a feature's function of 8 resources (function, role, policy, log group, errors and throttles alarms, integration, invoke permission), whose routes share its integration and permission", () => {
    const types = resourcesOf('http-leaderboards').map((id) => s.resources[id]!.Type);
    expect(types.sort()).toEqual(
      [
        'AWS::ApiGatewayV2::Integration',
        'AWS::CloudWatch::Alarm',
        'AWS::CloudWatch::Alarm',
        'AWS::IAM::Policy',
        'AWS::IAM::Role',
        'AWS::Lambda::Function',
        'AWS::Lambda::Permission',
        'AWS::Logs::LogGroup',
      ].sort(),
    );
    // The HTTP API's routes: one integration and one permission per function, whatever its number of routes.
    const http = [...s.stack.functions.keys()].filter((name) => name.startsWith('http-'));
    const perRouteOrFunction = (type: string) => s.ofType(type).filter(([id]) => s.pathOf(id).startsWith('Api/')).length;
    expect(perRouteOrFunction('AWS::ApiGatewayV2::Integration')).toBe(http.length);
    expect(perRouteOrFunction('AWS::Lambda::Permission')).toBe(http.length);
  });
});
