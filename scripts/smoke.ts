/**
 * `npm run smoke -- --base-url URL [--ws-url URL] [--webhook-url URL] [--origin ORIGIN]`: what
 * an operator runs after a deploy (docs/deploy.md). It checks /health and CORS, signs up, plays
 * one game of each kind against a bot to its end, follows one over the WebSocket, registers a
 * webhook to the given receiver and pings it; it prints one line per check (PASS, FAIL or
 * SKIP, with the request ids to look up in the stage's logs), then `N passed, N failed`.
 * Exit status 0 when nothing failed.
 */
import { parseArgs } from 'node:util';
import {
  cors,
  Exchanges,
  followLive,
  health,
  playGame,
  signUp,
  Skip,
  webhook,
  type Check,
  type Player,
  type Target,
} from './smoke/checks.ts';

const CHECKS: [string, Check][] = [
  ['health', health],
  ['cors', cors],
  ['sign-up', signUp],
  ['quicks game', playGame('quicks')],
  ['dice-kings game', playGame('dice-kings')],
  ['rummiduck game', playGame('rummiduck')],
  ['live updates', followLive],
  ['webhook ping', webhook],
];

function target(): Target {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'ws-url': { type: 'string' },
      'webhook-url': { type: 'string' },
      origin: { type: 'string', default: 'https://smoke.example' },
    },
  });
  const baseUrl = values['base-url']?.replace(/\/$/, '');
  if (!baseUrl) throw new Error('usage: npm run smoke -- --base-url URL [--ws-url URL] [--webhook-url URL] [--origin ORIGIN]');
  // The local server serves the WebSocket on its own port at /ws; a deployed stage has a URL of its own (the LiveUrl output).
  const local = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(baseUrl);
  return {
    baseUrl,
    wsUrl: values['ws-url'] ?? (local ? `${baseUrl.replace(/^http/, 'ws')}/ws` : undefined),
    webhookUrl: values['webhook-url'],
    origin: values.origin!,
  };
}

async function main(): Promise<number> {
  const stage = target();
  console.log(`smoke test of ${stage.baseUrl}${stage.wsUrl ? ` and ${stage.wsUrl}` : ''}`);
  let signedUp: Promise<Player> | undefined;
  const player = () => (signedUp ??= new Exchanges(stage.baseUrl).expect(201, 'POST', '/players', { body: { name: 'Smoke player' } }));
  let passed = 0;
  let failed = 0;
  for (const [name, check] of CHECKS) {
    const http = new Exchanges(stage.baseUrl);
    const started = Date.now();
    let line: string;
    try {
      line = `PASS ${name}: ${await check(stage, http, player)}`;
      passed++;
    } catch (error) {
      if (error instanceof Skip) line = `SKIP ${name}: ${error.message}`;
      else {
        line = `FAIL ${name}: ${(error as Error).message}`;
        failed++;
      }
    }
    const ids = http.requestIds.length
      ? ` [request ids: ${http.requestIds.slice(0, 3).join(', ')}${http.requestIds.length > 3 ? `, … ${http.requestIds.length} in all` : ''}]`
      : '';
    console.log(`${line} (${Date.now() - started} ms)${ids}`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(2);
  },
);
