/** `npm run openapi`: writes openapi.yaml from the route table (a test fails when it is stale). */
import { writeFileSync } from 'node:fs';
import { routes } from '../routes.ts';
import { openApiYaml } from './document.ts';

writeFileSync(new URL('../../../openapi.yaml', import.meta.url), openApiYaml(routes));
console.log('openapi.yaml written');
