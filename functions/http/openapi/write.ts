/** `npm run openapi`: writes openapi.yaml from the deployed API's routes (a test fails when it is stale). */
import { writeFileSync } from 'node:fs';
import { apiRoutes } from '../routes.ts';
import { openApiYaml } from './document.ts';

writeFileSync(new URL('../../../openapi.yaml', import.meta.url), openApiYaml(apiRoutes));
console.log('openapi.yaml written');
