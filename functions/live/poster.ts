import { traced } from '../observability/tracer.ts';

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

/** On AWS: the WebSocket stage's callback URL, LIVE_CONNECTIONS_ENDPOINT. */
export async function connectionPoster(): Promise<ConnectionPoster> {
  if (installed) return installed;
  const { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } = await import('@aws-sdk/client-apigatewaymanagementapi');
  const endpoint = process.env.LIVE_CONNECTIONS_ENDPOINT;
  if (!endpoint) throw new Error('LIVE_CONNECTIONS_ENDPOINT is not set and no local poster is installed');
  const client = traced(new ApiGatewayManagementApiClient({ endpoint }));
  installed = {
    async post(connectionId, message) {
      try {
        await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: message }));
        return 'sent';
      } catch (error) {
        if (error instanceof GoneException) return 'gone';
        throw error;
      }
    },
  };
  return installed;
}
