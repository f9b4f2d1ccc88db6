/**
 * `npm start`: the whole platform on http://localhost:3000 (PORT to change it).
 * DATA_DIR keeps the data across restarts; TEST_HOOKS=1 turns on the rig endpoint.
 */
import { JavaMissingError } from './dynamodb-local.ts';
import { startLocalStack } from './stack.ts';

try {
  const stack = await startLocalStack({
    port: Number(process.env.PORT ?? 3000),
    dataDir: process.env.DATA_DIR || undefined,
    testHooks: process.env.TEST_HOOKS === '1',
  });
  console.log(`Organized Chaos is listening on ${stack.url.replace('127.0.0.1', 'localhost')}  (API docs: /docs, Ctrl-C stops)`);
  // Tools such as `npm run rebuild-projections` reach the data through this endpoint.
  console.log(`DynamoDB Local: ${process.env.DYNAMODB_ENDPOINT}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof JavaMissingError ? error.message : error);
  process.exit(1);
}
