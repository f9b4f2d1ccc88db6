/** openapi.yaml describes exactly the API: generated from the route table, checked here. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { openApiDocument, openApiYaml } from '../../functions/http/openapi/document.ts';
import { apiMarkdown } from '../../functions/http/openapi/markdown.ts';
import { apiRoutes } from '../../functions/http/routes.ts';

const committed = readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8');
/** The contract, as the repository carries it (docs/contract.md). */
const apiContract = readFileSync(new URL('../../docs/contract.md', import.meta.url), 'utf8');
/**
 * Routes docs/contract.md has that no code serves yet: each issue under way names its routes
 * here, and takes them off when it lands (the test below fails on a listed route that is served).
 */
const underWay: Record<string, string> = {};

describe('openapi.yaml', () => {
  it('is what the route table generates (run `npm run openapi` after changing a route)', () => {
    expect(committed).toBe(openApiYaml(apiRoutes));
  });

  it('docs/api.md, the reference in the repository, is rendered from the same document (`npm run openapi`)', () => {
    expect(readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8')).toBe(apiMarkdown(openApiDocument(apiRoutes)));
  });

  it('is a valid OpenAPI 3.1 document, so client generators accept it', async () => {
    const result = await validate(fileURLToPath(new URL('../../openapi.yaml', import.meta.url)));
    expect(result).toMatchObject({ valid: true, warnings: [] });
  });

  it('describes the deployed API: the test hooks (TEST_HOOKS=1 on the local server only) are not in it', () => {
    const doc = parse(committed) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((path) => path.includes('/test/'))).toEqual([]);
  });

  it('has every path and method of docs/contract.md, but for the routes whose issues are still under way', () => {
    const doc = parse(committed) as { paths: Record<string, Record<string, unknown>> };
    const contract = [...apiContract.matchAll(/`(GET|POST|DELETE|PATCH) (\/[^`?\s]*)/g)].map(([, method, path]) => `${method} ${path}`);
    expect(contract.length).toBeGreaterThan(10);
    // /openapi.yaml and /docs are the local server's own pages (tested end to end), not API
    // routes; the test hooks are the local server's too, with TEST_HOOKS=1.
    const localOnly = (path: string) => ['/openapi.yaml', '/docs'].includes(path) || path.includes('/test/');
    // Path parameters by position: docs/contract.md names them `{gameId}` in tables and `{id}` in prose.
    const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${shape(path)}`)),
    );
    const missing = [...new Set(contract)].filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return !localOnly(path) && !documented.has(`${method} ${shape(path)}`);
    });
    expect(missing.sort()).toEqual(Object.keys(underWay).sort());
  });

  it('lists, for every route, the problem codes it can answer', () => {
    const doc = parse(committed) as { paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>> };
    const commands = doc.paths['/games/{gameId}/commands']!.post!.responses;
    expect(commands['422']!.description).toContain('illegal-move');
    expect(commands['409']!.description).toContain('version-conflict');
  });
});
