import { describe, expect, it } from 'vitest';
import { lambdaCatalog, onlyOfKind, withEntries, type LambdaSpec } from '../../infra/constructs/catalog.ts';

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
      'leaderboards-rebuild',
      'my-games-rebuild',
      'stream-projections',
      'stream-reactions',
      'timers-sweep',
      'timers-timeout',
      'webhooks-deliver',
    ]);
    expect(new Set(catalog.map((s) => s.name)).size).toBe(catalog.length);
  });

  it('stops the synth, naming each function whose entry file is missing, instead of leaving it out', () => {
    const present = spec('stream-projections', 'functions/stream/projections.ts');
    expect(withEntries([present])).toEqual([present]);
    expect(() => withEntries([present, spec('stream-gone', 'functions/stream/gone.ts'), spec('stream-lost', 'functions/lost.ts')])).toThrow(
      'No entry file for stream-gone (functions/stream/gone.ts), stream-lost (functions/lost.ts): fix the path in infra/constructs/catalog.ts, or remove the function.',
    );
  });

  it('finds the one function of a kind the stack wires by itself, and refuses none or two', () => {
    expect(onlyOfKind(lambdaCatalog(), 'timer').name).toBe('timers-timeout');
    expect(() => onlyOfKind([], 'timer')).toThrow(/exactly one timer function; it has 0/);
    expect(() => onlyOfKind([spec('a', 'x'), spec('b', 'y')], 'stream')).toThrow(/exactly one stream function; it has 2/);
  });
});
