import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs, set up once per process; handlers append the request and game ids. */
export const logger = new Logger({ serviceName: 'organized-chaos' });
