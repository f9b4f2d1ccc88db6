/**
 * docs/contract.md, Chips and the pot: "Each game's stakes and shares are booked exactly once,
 * whatever is retried or restarted". `npm start` with DATA_DIR, killed outright (SIGKILL) the
 * moment the game's end is answered, before the stream's reaction could pay its pot out; after
 * the restart the payout is made from the stream, once; and a second restart books nothing more.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../infra/local/dynamodb-local.ts';
import { client, startServer, stopServer } from '../../support/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'oc-chips-'));
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('payouts across a restart', () => {
  it(
    "a server killed between a game's end and its payout pays each share once after the restart with DATA_DIR",
    { timeout: 240_000 },
    async () => {
      const port = await freePort();
      const api = client(`http://127.0.0.1:${port}`);
      server = await startServer(port, { DATA_DIR: dataDir });
      const ann = await api.post('/players', { name: 'Ann' });
      const bob = await api.post('/players', { name: 'Bob' });
      const cat = await api.post('/players', { name: 'Cat' });
      const { gameId } = await api.post('/games', { game: 'quicks', config: { Stake: 101 } }, ann.token);
      await api.post(`/games/${gameId}/join`, {}, bob.token);
      await api.post(`/games/${gameId}/join`, {}, cat.token);
      expect((await api.post(`/games/${gameId}/start`, undefined, ann.token)).status).toBe('playing');
      await api.post(`/games/${gameId}/resign`, undefined, cat.token);
      // Bob's resignation leaves Ann alone: the game ends, and the server is killed at its answer.
      const ended = await api.post(`/games/${gameId}/resign`, undefined, bob.token);
      await stopServer(server, 'SIGKILL');
      expect(ended.pot).toEqual({ stake: 101, total: 303, shares: { [ann.playerId]: 303 } });

      server = await startServer(port, { DATA_DIR: dataDir });
      const shares = async () =>
        (await api.get('/players/me/ledger', ann.token)).entries.filter((e: { kind: string }) => e.kind === 'share');
      await expect.poll(shares, { timeout: 30_000, interval: 200 }).toHaveLength(1);
      await stopServer(server);

      server = await startServer(port, { DATA_DIR: dataDir });
      // A game ended after this restart, its pot paid: the stream's reactions have read past it, so whatever
      // the poller had not checkpointed (the first game's end, if anything) has been handed over again before it.
      const dee = await api.post('/players', { name: 'Dee' });
      const eve = await api.post('/players', { name: 'Eve' });
      const marker = await api.post('/games', { game: 'quicks', config: { Stake: 10 } }, dee.token);
      await api.post(`/games/${marker.gameId}/join`, {}, eve.token);
      await api.post(`/games/${marker.gameId}/start`, undefined, dee.token);
      await api.post(`/games/${marker.gameId}/resign`, undefined, eve.token);
      await expect.poll(async () => (await api.get('/players/me/chips', dee.token)).balance, { timeout: 30_000, interval: 200 }).toBe(1010);
      expect(await shares()).toEqual([
        { entryId: `share-${gameId}`, at: expect.any(String), kind: 'share', amount: 303, balance: 1202, gameId },
      ]);
      expect(await api.get('/players/me/chips', ann.token)).toEqual({ balance: 1202, inPlay: 0 });
      for (const loser of [bob, cat]) expect(await api.get('/players/me/chips', loser.token)).toEqual({ balance: 899, inPlay: 0 });
      const view = await api.get(`/games/${gameId}`);
      expect(view.pot).toEqual({ stake: 101, total: 303, shares: { [ann.playerId]: 303 } });
    },
  );
});
