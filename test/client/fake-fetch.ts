/** A fetch that records what the SDK sends and answers from a script, for tests without a server. */
export interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  at: number;
}

export type Answer = Response | Error | ((request: Sent) => Response | Error);

export function fakeFetch(...script: Answer[]) {
  const sent: Sent[] = [];
  const fetch = async (input: Parameters<typeof globalThis.fetch>[0], init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = await request.text();
    const entry: Sent = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
      at: Date.now(),
    };
    sent.push(entry);
    const next = script.length > 1 ? script.shift()! : script[0];
    const answer = typeof next === 'function' ? next(entry) : next;
    if (!answer) throw new Error('fakeFetch: no answer scripted');
    if (answer instanceof Error) throw answer;
    return answer.clone();
  };
  return { fetch, sent };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export const problem = (status: number, code: string, detail: string, headers: Record<string, string> = {}) =>
  new Response(
    JSON.stringify({ type: `https://organized-chaos.dev/problems/${code}`, title: code, status, detail, code, requestId: 'req-1' }),
    {
      status,
      headers: { 'content-type': 'application/problem+json', ...headers },
    },
  );
