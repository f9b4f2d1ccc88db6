import { describe, expect, it } from 'vitest';
import { apiRoutes, fallbackFeature, functionNameOf, routeKeyOf } from '../../functions/http/routes.ts';
import { lambdaCatalog, onlyOfKind, unionOf, withEntries, type LambdaSpec } from '../../infra/constructs/catalog.ts';

const spec = (name: string, entry: string): LambdaSpec => ({ name, kind: 'stream', entry, access: {} });

describe('the catalog of functions', () => {
  it('lists every function explicitly, each with an entry file that exists', () => {
    const catalog = lambdaCatalog();
    expect(
      catalog
        .filter((s) => s.kind !== 'http')
        .map((s) => s.name)
        .sort(),
    ).toEqual([
      'bots-move',
      'projections-rebuild',
      'stream-projections',
      'stream-reactions',
      'timers-sweep',
      'timers-timeout',
      'webhooks-deliver',
    ]);
    expect(new Set(catalog.map((s) => s.name)).size).toBe(catalog.length);
  });

  it('makes one HTTP function per feature of the route table, serving exactly its routes, $default in the fallback feature', () => {
    const http = lambdaCatalog().filter((s) => s.kind === 'http');
    const features = [...new Set(apiRoutes.map((entry) => entry.feature))];
    expect(http.map((s) => s.name).sort()).toEqual(features.map(functionNameOf).sort());
    for (const spec of http) {
      const own = apiRoutes.filter((entry) => functionNameOf(entry.feature) === spec.name);
      const fallback = spec.name === functionNameOf(fallbackFeature) ? ['$default'] : [];
      expect(
        spec.serves!.map((s) => s.routeKey),
        spec.name,
      ).toEqual([...own.map(routeKeyOf), ...fallback]);
      expect(spec.serves!.slice(0, own.length).map((s) => s.entry)).toEqual(own.map((entry) => `functions/http/handlers/${entry.name}.ts`));
    }
  });

  it('grants a function the union of what its parts may do, and refuses one that would both send to and consume a queue', () => {
    expect(unionOf([{ events: ['read'] }, { events: ['append', 'read'], read: ['write'] }, { scheduler: true }, {}])).toEqual({
      events: ['read', 'append'],
      read: ['write'],
      scheduler: true,
    });
    expect(unionOf([{ webhookQueue: 'send' }, { webhookQueue: 'send' }])).toEqual({ webhookQueue: 'send' });
    expect(() => unionOf([{ botQueue: 'send' }, { botQueue: 'consume' }])).toThrow(
      'One function cannot both send and consume the botQueue.',
    );
  });

  it('stops the synth, naming each function whose entry file is missing, instead of leaving it out', () => {
    const present = spec('stream-projections', 'functions/stream/projections.ts');
    expect(withEntries([present])).toEqual([present]);
    expect(() => withEntries([present, spec('stream-gone', 'functions/stream/gone.ts'), spec('stream-lost', 'functions/lost.ts')])).toThrow(
      'No entry file for stream-gone (functions/stream/gone.ts), stream-lost (functions/lost.ts): fix the path in infra/constructs/catalog.ts, or remove the function.',
    );
    // A route's handler file counts as much as the function's own entry.
    const routes = {
      ...spec('http-x', 'functions/adapters/route-key-router.ts'),
      serves: [{ routeKey: 'GET /x', entry: 'functions/http/handlers/x.ts' }],
    };
    expect(() => withEntries([routes])).toThrow('No entry file for http-x (functions/http/handlers/x.ts)');
  });

  it('finds the one function of a kind the stack wires by itself, and refuses none or two', () => {
    expect(onlyOfKind(lambdaCatalog(), 'timer').name).toBe('timers-timeout');
    expect(() => onlyOfKind([], 'timer')).toThrow(/exactly one timer function; it has 0/);
    expect(() => onlyOfKind([spec('a', 'x'), spec('b', 'y')], 'stream')).toThrow(/exactly one stream function; it has 2/);
  });
});
