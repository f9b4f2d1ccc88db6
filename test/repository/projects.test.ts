/** vitest.config.ts: the `unit` project runs with no database, so a storage test cannot pass there by luck. */
import { describe, expect, it } from 'vitest';
import { dynamoEndpoint } from '../support/dynamodb-endpoint.ts';

describe('the unit project', () => {
  it('starts no DynamoDB Local: a file that asks for one is told to go in the integration project', () => {
    expect(() => dynamoEndpoint()).toThrow('list it in vitest.config.ts `integration`');
  });
});
