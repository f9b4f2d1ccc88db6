/** `npm run openapi`: writes openapi.yaml and docs/api.md from the route table (a test fails when either is stale). */
import { writeFileSync } from 'node:fs';
import { apiRoutes } from '../routes.ts';
import { openApiDocument, openApiYaml } from './document.ts';
import { apiMarkdown } from './markdown.ts';

writeFileSync(new URL('../../../openapi.yaml', import.meta.url), openApiYaml(apiRoutes));
writeFileSync(new URL('../../../docs/api.md', import.meta.url), apiMarkdown(openApiDocument(apiRoutes)));
console.log('openapi.yaml and docs/api.md written');
