/**
 * docs/contract.md, Fairness: "The server seed never appears in any answer, event, webhook or log line
 * before the game's end." Whole games of each kind over HTTP, with every player's webhooks
 * received on 127.0.0.1 and every log line the server writes captured (at DEBUG, the most it
 * says): each game's seed, in any of the spellings it could take, is looked for in all of them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadModulesAnewWith } from '../../support/modules-anew.ts';

// The logger reads its level when it is created: ask for everything before the stack is imported.
loadModulesAnewWith({ POWERTOOLS_LOG_LEVEL: 'DEBUG' });
const { newPlayer, useTestStack } = await import('../../support/local-stack.ts');
const { loadServerSeed } = await import('../../../functions/fairness/server-seed.ts');
const { startReceiver } = await import('../../webhooks/receiver.ts');
const { webhooksSettled } = await import('../../webhooks/settle.ts');
const { everyGame, playOut } = await import('./play-out.ts');

/** A whole game over HTTP is a few hundred requests: on a busy machine, more than the default 30 s. */
const WHOLE_GAME_MS = 180_000;

const ctx = useTestStack({ testHooks: false });
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver({ '/hook': () => ({ status: 204 }) });
});
afterAll(() => receiver.stop());

/** The seed as hex either way up, and its 32 bytes in base64 and base64url. */
function spellings(serverSeed: string): string[] {
  const bytes = Buffer.from(serverSeed, 'hex');
  return [serverSeed, serverSeed.toUpperCase(), bytes.toString('base64'), bytes.toString('base64url')];
}

const holds = (text: string, seed: string) => spellings(seed).some((spelling) => text.includes(spelling));

/** Everything the process writes while `work` runs, line by line. */
async function captured<T>(work: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const keep = (chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n'));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  try {
    return { result: await work(), lines };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

describe('the server seed stays secret until the end', () => {
  for (const [game, config] of everyGame)
    it(
      `docs/contract.md Fairness: in a whole game of ${game}, no answer, event page, webhook or log line shows the seed before the end`,
      async () => {
        const { api } = ctx;
        const { result, lines } = await captured(async () => {
          const answers: { text: string; over: boolean }[] = [];
          const seen = (reply: { text: string; body: any }) => {
            const over = ['ended', 'cancelled'].includes(reply.body?.status ?? reply.body?.game?.status);
            answers.push({ text: reply.text, over });
          };
          const players = [await newPlayer(api, 'Ann'), await newPlayer(api, 'Bob')];
          for (const p of players)
            expect((await api.post('/webhooks', { url: receiver.url('/hook'), events: ['*'] }, p.token)).status).toBe(201);
          const created = await api.post('/games', { game, config }, players[0]!.token);
          seen(created);
          const gameId = created.body.gameId as string;
          seen(await api.post(`/games/${gameId}/join`, undefined, players[1]!.token));
          seen(await api.post(`/games/${gameId}/start`, undefined, players[0]!.token));
          const ended = await playOut(api, gameId, players, { seen, eventPages: true });
          await webhooksSettled(api);
          return { gameId, answers, ended, serverSeed: await loadServerSeed(gameId) };
        });
        const { gameId, answers, ended, serverSeed } = result;

        const end = answers.findIndex((a) => a.over);
        const before = answers.slice(0, end);
        // The scan finds the seed where it is: in the answer that ended the game, and after it.
        expect(holds(answers[end]!.text, serverSeed)).toBe(true);
        expect(before.length).toBeGreaterThan(50);
        expect(before.filter((a) => holds(a.text, serverSeed))).toEqual([]);
        expect(lines.length).toBeGreaterThan(100);
        expect(lines.filter((line) => holds(line, serverSeed))).toEqual([]);

        const deliveries = receiver.received.map((r) => JSON.parse(r.body)).filter((d) => d.data?.gameId === gameId);
        expect(deliveries.length).toBeGreaterThan(5);
        expect(deliveries.filter((d) => holds(JSON.stringify(d), serverSeed)).map((d) => d.type)).toEqual(['game.ended', 'game.ended']);
        // Revealed at the end: in the view, and in each game.ended delivery's data.
        expect(ended.fairness.serverSeed).toBe(serverSeed);
        for (const d of deliveries.filter((d) => d.type === 'game.ended')) expect(d.data.serverSeed).toBe(serverSeed);
      },
      WHOLE_GAME_MS,
    );
});
