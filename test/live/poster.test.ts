/**
 * The fan-out's poster on AWS (functions/live/poster.ts): API Gateway's Management API has no
 * local equivalent, so its PostToConnection is checked by the requests it sends to a fake
 * endpoint standing for the WebSocket stage's callback URL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { connectionPoster, installPoster } from '../../functions/live/poster.ts';
import { fakeAwsEndpoint, type Answer } from '../support/aws-endpoint.ts';

let close = async () => {};
afterEach(async () => {
  installPoster(undefined);
  delete process.env.LIVE_CONNECTIONS_ENDPOINT;
  await close();
});

async function posterAt(answer: Answer) {
  const endpoint = await fakeAwsEndpoint(() => answer);
  close = endpoint.close;
  process.env.LIVE_CONNECTIONS_ENDPOINT = `${endpoint.url}/live`;
  return { poster: await connectionPoster(), received: endpoint.received };
}

describe('PostToConnection', () => {
  it('posts the message to the stage’s @connections/{id}, the id escaped, signed for execute-api', async () => {
    const { poster, received } = await posterAt({ status: 200 });
    expect(await poster.post('L0SM9cOFvHcCIhw=', '{"type":"game.updated"}')).toBe('sent');
    expect(received).toMatchObject([{ method: 'POST', path: '/live/@connections/L0SM9cOFvHcCIhw%3D', body: '{"type":"game.updated"}' }]);
    expect(received[0]!.headers.authorization).toMatch(/\/execute-api\/aws4_request, SignedHeaders=/);
  });

  it('a connection gone (410 GoneException) is `gone`, not an error; any other refusal is thrown', async () => {
    const gone = await posterAt({ status: 410, headers: { 'x-amzn-errortype': 'GoneException' }, body: { message: null } });
    expect(await gone.poster.post('c1', '{}')).toBe('gone');
    await close();
    installPoster(undefined);
    const refused = await posterAt({ status: 403, headers: { 'x-amzn-errortype': 'ForbiddenException' }, body: { message: 'Forbidden' } });
    await expect(refused.poster.post('c1', '{}')).rejects.toMatchObject({ name: 'ForbiddenException', $metadata: { httpStatusCode: 403 } });
  });
});
