import { Logger } from '@aws-lambda-powertools/logger';
import { redactingReplacer } from '../observability/redact.ts';

/**
 * Structured JSON logs, set up once per process; handlers append the request and game ids.
 * Every line goes through the redaction of what no log may hold (observability/redact.ts).
 */
export const logger = new Logger({ serviceName: 'organized-chaos', jsonReplacerFn: redactingReplacer() });
