/**
 * POST /matchmaking twice at the same moment by one player (docs/contract.md, Quick match): one
 * ticket, one 409 `already-searching`, even when the first ticket finds its table at once (a
 * partner already waits) and that match is stored before the second ask's ticket.
 */
import { describe, expect, it } from 'vitest';
import { paginateScan } from '../../../functions/adapters/documents.ts';
import { dynamo } from '../../../functions/adapters/dynamo.ts';
import { tableNames } from '../../../functions/adapters/tables.ts';
import { localMatchQueue } from '../../../infra/local/matchmaking-queue.ts';
import { newPlayer, useTestStack, type Api } from '../../support/local-stack.ts';

const ctx = useTestStack({ testHooks: false });

const PAIRS = 30;
type Player = Awaited<ReturnType<typeof newPlayer>>;
/** A pool of each pair's own (Dice Kings, a turn time of its own), so that only its two players meet. */
const ask = (api: Api, player: Player, pair: number) =>
  api.request('POST', '/matchmaking', { body: { game: 'dice-kings', config: { TurnTime: 100 + pair } }, token: player.token });

/** PAIRS new players, ten at a time: the sign-ups are not what is tested. */
async function players(api: Api, prefix: string): Promise<Player[]> {
  const made: Player[] = [];
  for (let i = 0; i < PAIRS; i += 10)
    made.push(...(await Promise.all(Array.from({ length: Math.min(10, PAIRS - i) }, (_, j) => newPlayer(api, `${prefix} ${i + j + 1}`)))));
  return made;
}

/** The owners of the tickets stored, each as often as they own one. */
async function ticketOwners(): Promise<string[]> {
  const owners: string[] = [];
  for await (const page of paginateScan({ client: dynamo() }, { TableName: tableNames().read }))
    for (const item of page.Items ?? []) if (item.sk === 'TICKET') owners.push(item.owner as string);
  return owners;
}

/**
 * Both asks answered 201, and the later ticket asked for at or after the moment the earlier one
 * was matched (its game's creation): the rule lets an ask made after the match search anew.
 */
async function askedAfterMatch(api: Api, player: Player, both: { status: number; body: Record<string, any> }[]): Promise<boolean> {
  if (!both.every((r) => r.status === 201)) return false;
  const tickets = await Promise.all(
    both.map(async (r) => (await api.request('GET', `/matchmaking/${r.body.ticketId}`, { token: player.token })).body),
  );
  const matched = tickets.find((t) => t.status === 'matched');
  const other = tickets.find((t) => t !== matched);
  if (!matched || !other) return false;
  const { body } = await api.request('GET', `/games/${matched.gameId}/events`, { token: player.token });
  const created = (body.events as { type: string; at: string }[]).find((e) => e.type === 'GameCreated')!;
  return Date.parse(other.createdAt) >= Date.parse(created.at);
}

describe('POST /matchmaking twice at once', () => {
  it(`one 201 and one 409 already-searching for each of ${PAIRS} players whose partner waits, and one ticket each`, async () => {
    const { api } = ctx;
    const partners = await players(api, 'Partner');
    const askers = await players(api, 'Asker');
    expect((await Promise.all(partners.map((p, i) => ask(api, p, i)))).map((r) => r.status)).toEqual(partners.map(() => 201));
    await localMatchQueue.idle();

    const answers = await Promise.all(askers.map((p, i) => Promise.all([ask(api, p, i), ask(api, p, i)])));
    await localMatchQueue.idle();
    // Of two asks at once, one is refused, but for a second ask whose moment came after the first
    // was matched (its look started while both were on their way): that one is a new search.
    const newSearches = await Promise.all(askers.map((p, i) => askedAfterMatch(api, p, answers[i]!)));
    const codes = answers.map((both) => both.map((r) => `${r.status} ${r.body.code ?? r.body.status}`).sort());
    expect(codes).toEqual(
      askers.map((_, i) => (newSearches[i] ? ['201 searching', '201 searching'] : ['201 searching', '409 already-searching'])),
    );
    const owners = await ticketOwners();
    askers.forEach((asker, i) => expect(owners.filter((o) => o === asker.playerId)).toHaveLength(newSearches[i] ? 2 : 1));
  }, 60_000);
});
