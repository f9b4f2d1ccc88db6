import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import aws4 from 'aws4';
import { inSubsegment } from '../observability/tracer.ts';
import { errorClass, withAwsRetries } from './aws-retries.ts';
import { logger } from './logger.ts';

/**
 * One signed request to an AWS service, over Node's own HTTP client on kept-alive connections
 * (as the SDK's own handler sends them: `fetch` took more CPU per DynamoDB pair), signed by `aws4`
 * (Signature Version 4). The functions' four services (DynamoDB, SQS, EventBridge Scheduler, API Gateway's
 * Management API) speak JSON over HTTPS, and this is all of their protocol the functions use:
 * the AWS SDK's clients for them weigh much of each bundle and of every cold start, and of the
 * local server's CPU per command (the figures: docs/snapshots.md).
 *
 * Credentials are the environment's: Lambda sets AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and
 * AWS_SESSION_TOKEN for the function's role. Against a local endpoint (DynamoDB Local) any
 * credentials do.
 */
export interface AwsRequest {
  /** The signing name: dynamodb, sqs, scheduler, execute-api, kms. */
  service: string;
  /** Where to send it: https://host[:port] with no path. */
  endpoint: string;
  method: 'POST' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Names the request in traces and errors: the service's operation. */
  operation: string;
  /** The error types the caller tells apart by class (`instanceof`), as with the SDK's classes. */
  errors?: Record<string, typeof AwsError>;
  /**
   * How long one attempt may take in all, from connecting to the answer's last byte (not only
   * while the connection is silent: an answer trickling in is given up too); by default 2 s
   * (SQS, the Scheduler, the Management API).
   */
  timeoutMs?: number;
  /**
   * Sends on a connection of its own, closed after the answer, rather than on one kept open: for
   * a request after one that met silence, whose kept connections may be as dead as its own.
   */
  freshConnection?: boolean;
  /** Tries in all for a throttle or a transient failure (aws-retries.ts), each a subsegment of its own; by default 3. */
  attempts?: number;
}

/**
 * SQS, the Scheduler and the Management API answer in tens of milliseconds: three tries of 2 s,
 * with the SDK's waits between them, stay within the shortest function time-out (10 s).
 */
export const DEFAULTS = { timeoutMs: 2_000, attempts: 3 };

/** What the SDK's errors say of the exchange: the status, AWS's request id (x-amzn-RequestId), the tries and their waits. */
export interface AwsMetadata {
  httpStatusCode?: number;
  requestId?: string;
  attempts?: number;
  totalRetryDelay?: number;
}

/**
 * An error AWS answered with (its `name` the service's error type, as the SDK names it, and the
 * answer's other fields, such as CancellationReasons), or one the network gave
 * (`NetworkError` with Node's `code`, `TimeoutError`), with no status. `$fault` as the SDK's:
 * `server` for a 5xx, `client` otherwise.
 */
export class AwsError extends Error {
  readonly $metadata: AwsMetadata;
  readonly $fault: 'client' | 'server';
  [field: string]: unknown;

  constructor(name: string, message: string, httpStatusCode: number | undefined, fields: Record<string, unknown> = {}, requestId?: string) {
    super(message);
    Object.assign(this, fields);
    this.name = name;
    this.$metadata = { httpStatusCode, requestId };
    this.$fault = (httpStatusCode ?? 0) >= 500 ? 'server' : 'client';
  }
}

export const region = (): string => process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';

function credentials(): aws4.Credentials {
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN } = process.env;
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY)
    throw new AwsError('CredentialsError', 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set', undefined);
  return { accessKeyId: AWS_ACCESS_KEY_ID, secretAccessKey: AWS_SECRET_ACCESS_KEY, sessionToken: AWS_SESSION_TOKEN };
}

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
const isLocal = (host: string) => /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host);

/** What a signature covers. */
export type SignedRequest = Pick<AwsRequest, 'service' | 'endpoint' | 'method' | 'path' | 'headers' | 'body'>;

/** The headers a signed request carries, Authorization and X-Amz-Date among them. */
export function signedHeaders(request: SignedRequest, now?: Date): Record<string, string> {
  const { host } = new URL(request.endpoint);
  const options: aws4.Request = {
    host,
    method: request.method,
    path: request.path,
    service: request.service,
    region: region(),
    headers: { ...request.headers, ...(now && { 'X-Amz-Date': now.toISOString().replace(/[:-]|\.\d{3}/g, '') }) },
    body: request.body,
  };
  return aws4.sign(options, isLocal(host) ? LOCAL_CREDENTIALS : credentials()).headers as Record<string, string>;
}

/** Connections kept open between requests, so a warm function does not connect (and shake hands) again. */
const agents: Record<string, HttpAgent> = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * The exchange itself, given up (TimeoutError) once it has lasted `timeoutMs`: a deadline for
 * the whole of it (AbortSignal.timeout), where a socket's time-out would only measure silence.
 */
function exchange(request: AwsRequest & typeof DEFAULTS): Promise<Answer> {
  const url = new URL(request.endpoint + request.path);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const signal = AbortSignal.timeout(Math.ceil(request.timeoutMs));
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) =>
      reject(
        signal.aborted ? new AwsError('TimeoutError', `${request.operation}: no answer within ${request.timeoutMs} ms`, undefined) : error,
      );
    const outgoing = send(
      url,
      { method: request.method, headers: signedHeaders(request), agent: request.freshConnection ? false : agents[url.protocol], signal },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', fail);
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    outgoing.on('error', fail);
    outgoing.end(request.body);
  });
}

/**
 * Sends the request and answers its JSON (undefined for an empty body); an error answer throws
 * AwsError, after the retries aws-retries.ts allows. Every failed try is logged with AWS's
 * request id, which AWS support asks for.
 */
export async function awsRequest<T>(asked: AwsRequest): Promise<T> {
  const request = { ...DEFAULTS, ...asked };
  const attempt = () =>
    inSubsegment(TRACE_NAMES[request.service] ?? request.service, request.operation, async () => {
      const answer = await exchange(request).catch((error: unknown) => {
        if (error instanceof AwsError) throw error;
        const code = (error as { code?: string }).code;
        throw new AwsError('NetworkError', `${request.operation}: ${code ?? String(error)}`, undefined, code ? { code } : {});
      });
      if (answer.status >= 200 && answer.status < 300) return (answer.text ? JSON.parse(answer.text) : undefined) as T;
      throw errorAnswer(answer, parsed(answer.text), request.errors);
    });
  let tries = 0;
  try {
    return await withAwsRetries(
      request,
      attempt,
      logFailure(request, () => tries++),
    );
  } catch (error) {
    if (error instanceof AwsError) error.$metadata.attempts = tries;
    throw error;
  }
}

/** One failed try in the logs: a throttle or a passing failure as a warning, a refusal (a condition that failed, say) as information. */
const logFailure =
  (request: AwsRequest, counted: () => void) =>
  (error: unknown, errorType: string, attempt: number): void => {
    counted();
    const e = error as Partial<AwsError>;
    const entry = {
      service: request.service,
      operation: request.operation,
      error: e.name,
      errorType,
      status: e.$metadata?.httpStatusCode,
      awsRequestId: e.$metadata?.requestId,
      attempt,
    };
    if (errorType === 'CLIENT_ERROR') logger.info('AWS refused a request', entry);
    else logger.warn('An AWS request failed', entry);
  };

/** An error's body: JSON, or (from a proxy, say) text, kept as its message. */
function parsed(text: string): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : { message: text };
  } catch {
    return { message: text };
  }
}

/** The services as X-Ray's own AWS SDK instrumentation names their subsegments. */
const TRACE_NAMES: Record<string, string> = {
  dynamodb: 'DynamoDB',
  sqs: 'SQS',
  scheduler: 'Scheduler',
  'execute-api': 'ApiGatewayManagementApi',
  kms: 'KMS',
};

/**
 * The error type is in the x-amzn-ErrorType header (REST services) or the body's `__type`
 * (JSON protocols), either perhaps prefixed by a namespace (`com.amazonaws.dynamodb.v20120810#`)
 * or followed by a URL (`:http://...`).
 */
function errorAnswer(answer: Answer, body: Record<string, unknown>, classes: AwsRequest['errors'] = {}): AwsError {
  const header = answer.headers['x-amzn-errortype'];
  const type =
    (typeof header === 'string' ? header : undefined) ?? (body.__type as string | undefined) ?? (body.code as string | undefined);
  const name = type?.split(':')[0]!.split('#').pop() || `Http${answer.status}`;
  const { __type: _type, message, Message, ...fields } = body;
  const Kind = classes[name] ?? AwsError;
  const requestId = answer.headers['x-amzn-requestid'];
  return new Kind(
    name,
    String(message ?? Message ?? `${name} (${answer.status})`),
    answer.status,
    fields,
    typeof requestId === 'string' ? requestId : undefined,
  );
}

/**
 * Whether a request failed for a cause that may pass, not for what it asked: the errors the SDK
 * retries (throttles, transient failures), any other 5xx, and a network that gave no answer at all.
 */
export function transient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return errorClass(error) !== 'CLIENT_ERROR' || error.name === 'NetworkError';
}
