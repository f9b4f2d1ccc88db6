/** The SDK's types are generated from openapi.yaml, and the SDK covers every operation it lists. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { generatedPath, generatedTypes } from '../../client/scripts/generate-types.ts';
import { appOperations, operations } from './operations.ts';

describe('client/src/generated/openapi.ts', () => {
  it('is what openapi-typescript makes of openapi.yaml (run `npm run types --workspace client` after changing it)', async () => {
    expect(readFileSync(generatedPath, 'utf8')).toBe(await generatedTypes());
  });

  it('every operation openapi.yaml lists has an SDK method', () => {
    const document = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => ['get', 'post', 'patch', 'put', 'delete'].includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = (operation: string) => {
      const [method, template] = operation.split(' ') as [string, string];
      const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
      return [...operations, ...appOperations].some(([, , m, path]) => m === method && pattern.test(path.split('?')[0]!));
    };
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.filter((operation) => !covered(operation))).toEqual([]);
  });
});
