/**
 * docs/contract.md, Fairness, end to end over HTTP: finished games of each kind, checked by
 * `npm run verify-game` (scripts/verify-game.ts), which knows nothing of the server but its
 * HTTP answers; the seeds as the view and the events show them along the way.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fetchProof, verifyGame } from '../../../client/src/fairness/index.ts';
import { newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';
import { everyGame, playOut } from './play-out.ts';

/** A whole game over HTTP is a few hundred requests: on a busy machine, more than the default 30 s. */
const WHOLE_GAME_MS = 180_000;

const ctx = useTestStack({ testHooks: true });
const run = promisify(execFile);

/** `npm run verify-game -- <gameId> --api <url> [--token <token>]`, as its script runs it. */
async function verifyGameCommand(api: Api, gameId: string, token?: string): Promise<{ code: number; stdout: string }> {
  try {
    const args = ['scripts/verify-game.ts', gameId, '--api', api.url, ...(token ? ['--token', token] : [])];
    const { stdout } = await run('node_modules/.bin/tsx', args);
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

/** Ann creates with her own client seed, Bob joins without one (the server picks his). */
async function lobby(api: Api, game: string, config?: Record<string, unknown>) {
  const ann = await newPlayer(api, 'Ann');
  const bob = await newPlayer(api, 'Bob');
  const created = await api.post('/games', { game, config, clientSeed: 'ann: my own seed!' }, ann.token);
  expect(created.status).toBe(201);
  const gameId = created.body.gameId as string;
  expect((await api.post(`/games/${gameId}/join`, undefined, bob.token)).status).toBe(200);
  return { ann, bob, gameId, created: created.body };
}

describe('fairness over HTTP', () => {
  it('docs/contract.md Fairness: the commitment from the first answer on, client seeds as players join, the seed null until the end', async () => {
    const { api } = ctx;
    const { ann, bob, gameId, created } = await lobby(api, 'dice-kings');
    expect(created.fairness).toEqual({
      algorithm: 'oc-fair-v1',
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
      clientSeeds: { [ann.playerId]: 'ann: my own seed!' },
      serverSeed: null,
      rigged: false,
    });
    const joined = (await api.get(`/games/${gameId}`)).body.fairness;
    expect(joined.commitment).toBe(created.fairness.commitment);
    expect(joined.clientSeeds[bob.playerId]).toMatch(/^[\x20-\x7e]{1,64}$/);
    expect((await api.post(`/games/${gameId}/start`, undefined, ann.token)).body.fairness.serverSeed).toBeNull();
  });

  it('a client seed outside 1–64 printable ASCII characters is 400 invalid-request, at create and at join', async () => {
    const { api } = ctx;
    const ann = await newPlayer(api, 'Ann');
    for (const clientSeed of ['', 'x'.repeat(65), 'tab\there', 'café', 7]) {
      const reply = await api.post('/games', { game: 'quicks', clientSeed }, ann.token);
      expect([reply.status, reply.body.code], String(clientSeed)).toEqual([400, 'invalid-request']);
    }
    const gameId = (await api.post('/games', { game: 'quicks' }, ann.token)).body.gameId;
    const bob = await newPlayer(api, 'Bob');
    const reply = await api.post(`/games/${gameId}/join`, { clientSeed: 'x'.repeat(65) }, bob.token);
    expect([reply.status, reply.body.code]).toEqual([400, 'invalid-request']);
    expect(
      (await api.post(`/games/${gameId}/join`, { clientSeed: 'bob ~ 64 at most' }, bob.token)).body.fairness.clientSeeds,
    ).toMatchObject({
      [bob.playerId]: 'bob ~ 64 at most',
    });
  });

  for (const [game, config] of everyGame)
    it(
      `a finished game of ${game} is verified by npm run verify-game; its seed is revealed in the view and the events`,
      async () => {
        const { api } = ctx;
        const { ann, bob, gameId } = await lobby(api, game, config);
        expect((await api.post(`/games/${gameId}/start`, undefined, ann.token)).status).toBe(200);
        const ended = await playOut(api, gameId, [ann, bob]);
        expect(ended.status).toBe('ended');
        expect(ended.fairness.serverSeed).toMatch(/^[0-9a-f]{64}$/);
        expect(sha256(ended.fairness.serverSeed)).toBe(ended.fairness.commitment);
        const events = (await api.get(`/games/${gameId}/events?after=0&limit=500`)).body.events;
        expect(events.at(-1)).toMatchObject({ type: 'ServerSeedRevealed', serverSeed: ended.fairness.serverSeed });

        // As Ann: a Rummiduck player sees her own tiles, which the verifier then checks one by one.
        const verified = await verifyGameCommand(api, gameId, ann.token);
        expect(verified.code, verified.stdout).toBe(0);
        expect(verified.stdout).toContain(`${gameId} (${game}) is fair`);
        const verdict = JSON.parse(verified.stdout.trim().split('\n').at(-1)!);
        expect(verdict).toMatchObject({ status: 'ok', game });
        expect(verdict.tally.dice + verdict.tally.tiles).toBeGreaterThan(0);
      },
      WHOLE_GAME_MS,
    );

  it(
    'the verifier reports the first event whose die differs from the stream',
    async () => {
      const { api } = ctx;
      const { ann, bob, gameId } = await lobby(api, 'quicks');
      await api.post(`/games/${gameId}/start`, undefined, ann.token);
      await playOut(api, gameId, [ann, bob]);
      const proof = await fetchProof(gameId, { api: api.url });
      const index = proof.events.findIndex((e) => e.type === 'DiceThrown');
      const events = structuredClone(proof.events) as any[];
      events[index].dice.white[1] = (events[index].dice.white[1] % 6) + 1;
      expect(await verifyGame({ ...proof, events })).toMatchObject({ status: 'mismatch', index, type: 'DiceThrown' });
    },
    WHOLE_GAME_MS,
  );

  it('a cancelled game reveals its seed too: seat 0 left the lobby', async () => {
    const { api } = ctx;
    const { ann, gameId, created } = await lobby(api, 'rummiduck');
    const left = await api.post(`/games/${gameId}/leave`, undefined, ann.token);
    expect(left.body.status).toBe('cancelled');
    expect(sha256(left.body.fairness.serverSeed)).toBe(created.fairness.commitment);
  });

  it(
    'docs/contract.md Fairness: a game rigged through the test hook shows rigged: true, and verify-game says so',
    async () => {
      const { api } = ctx;
      const { ann, bob, gameId } = await lobby(api, 'dice-kings');
      await api.post(`/games/${gameId}/test/rig`, { dice: [[6, 6, 6, 6, 6]] });
      await api.post(`/games/${gameId}/start`, undefined, ann.token);
      expect((await api.post(`/games/${gameId}/commands`, { type: 'roll' }, ann.token)).body.game.fairness.rigged).toBe(true);
      await playOut(api, gameId, [ann, bob]);
      const verified = await verifyGameCommand(api, gameId);
      expect(verified.code).toBe(2);
      expect(verified.stdout).toContain('was rigged');
    },
    WHOLE_GAME_MS,
  );

  it('verify-game --help prints its usage (exit 0); an option it does not know is one line and the usage (exit 3), no stack trace', async () => {
    const help = await run('node_modules/.bin/tsx', ['scripts/verify-game.ts', '--help']);
    expect(help.stdout.trim()).toBe('usage: npm run verify-game -- <gameId> [--api <url>] [--token <token>]');
    const unknown = await run('node_modules/.bin/tsx', ['scripts/verify-game.ts', '--bogus']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect('code' in unknown && unknown.code).toBe(3);
    expect(unknown.stderr).toMatch(/^Unknown option '--bogus'[^\n]*\nusage: npm run verify-game -- <gameId>/);
    expect(unknown.stderr).not.toMatch(/\bat \w+ \(/);
  });
});
