import { inject } from 'vitest';

/**
 * The run's DynamoDB Local, for a file of a project that starts one (dynamodb-setup.ts). The
 * `unit` project starts none: a file there that asks is told where it belongs, rather than
 * reaching for AWS's endpoint or starting a database of its own.
 */
export function dynamoEndpoint(): string {
  const endpoint = inject('dynamoEndpoint');
  if (!endpoint)
    throw new Error('this file needs DynamoDB Local, which the unit project does not start: list it in vitest.config.ts `integration`');
  return endpoint;
}
