import { reportAwsCall } from '../adapters/aws-calls.ts';
import { awsRequest, AwsError } from '../adapters/aws-request.ts';

/**
 * API Gateway's Management API, as the fan-out uses it: post one message to one connection.
 * `gone` is its 410 GoneException: the client went away without a $disconnect reaching us yet.
 * On one machine the local WebSocket server installs its own (infra/local/live-server.ts).
 */
export interface ConnectionPoster {
  post(connectionId: string, message: string): Promise<'sent' | 'gone'>;
}

let installed: ConnectionPoster | undefined;

export function installPoster(poster: ConnectionPoster | undefined): void {
  installed = poster;
}

class GoneException extends AwsError {}

/** The stage's callback URL (LIVE_CONNECTIONS_ENDPOINT) as the Management API's origin and the stage's path. */
function managementApi(): { origin: string; stage: string } {
  const endpoint = process.env.LIVE_CONNECTIONS_ENDPOINT;
  if (!endpoint) throw new Error('LIVE_CONNECTIONS_ENDPOINT is not set and no local poster is installed');
  const { origin, pathname } = new URL(endpoint);
  return { origin, stage: pathname.replace(/\/$/, '') };
}

/** The installed poster (the local WebSocket server's), else the Management API's. */
export async function connectionPoster(): Promise<ConnectionPoster> {
  const poster = installed ?? managementApiPoster();
  // Reported here, where the Management API and the local WebSocket server meet (aws-calls.ts).
  return {
    post(connectionId, message) {
      reportAwsCall({ service: 'execute-api', operation: 'PostToConnection' });
      return poster.post(connectionId, message);
    },
  };
}

/**
 * On AWS: PostToConnection to the WebSocket stage's callback URL, LIVE_CONNECTIONS_ENDPOINT
 * (https://{api}.execute-api.{region}.amazonaws.com/{stage}), tried three times for a passing cause;
 * made once per process.
 */
function managementApiPoster(): ConnectionPoster {
  const { origin, stage } = managementApi();
  installed = {
    async post(connectionId, message) {
      try {
        await awsRequest({
          service: 'execute-api',
          endpoint: origin,
          method: 'POST',
          path: `${stage}/@connections/${encodeURIComponent(connectionId)}`,
          // The message's bytes as they are, typed as the SDK types its Data blob.
          headers: { 'Content-Type': 'application/octet-stream' },
          body: message,
          operation: 'PostToConnection',
          errors: { GoneException },
        });
        return 'sent';
      } catch (error) {
        if (error instanceof GoneException) return 'gone';
        throw error;
      }
    },
  };
  return installed;
}

/**
 * On AWS: DeleteConnection, API Gateway closing the connection itself (and then running
 * $disconnect). A connection already gone is no error.
 */
export async function deleteConnection(connectionId: string): Promise<void> {
  reportAwsCall({ service: 'execute-api', operation: 'DeleteConnection' });
  const { origin, stage } = managementApi();
  try {
    await awsRequest({
      service: 'execute-api',
      endpoint: origin,
      method: 'DELETE',
      path: `${stage}/@connections/${encodeURIComponent(connectionId)}`,
      operation: 'DeleteConnection',
      errors: { GoneException },
    });
  } catch (error) {
    if (!(error instanceof GoneException)) throw error;
  }
}
