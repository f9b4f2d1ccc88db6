/** POST /players refuses the names docs/contract.md forbids with 400 invalid-request, and keeps the rest as sent. */
import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../support/local-stack.ts';

const ctx = useTestStack();

describe('player names over HTTP', () => {
  it('control characters, bidirectional overrides and lone surrogates are 400 invalid-request', async () => {
    for (const name of ['Ann\u0000', 'Ann\u0007Bob', '\u202eAnn', 'Ann\u2066', 'Ann\ud800', '\udc00', 'x'.repeat(41)]) {
      // JSON.stringify writes a lone surrogate as a \ud800 escape: the server sees exactly it.
      const reply = await ctx.api.post('/players', { name });
      expect([reply.status, reply.body?.code], JSON.stringify(name)).toEqual([400, 'invalid-request']);
      expect(reply.headers.get('content-type')).toBe('application/problem+json');
      expect(reply.body.detail).toContain('name');
    }
  });

  it('a name of 40 characters beyond the BMP, trimmed, is kept as sent', async () => {
    // At least one letter or digit (docs/contract.md, the name rule).
    const name = `A${'🎲'.repeat(39)}`;
    const reply = await ctx.api.post('/players', { name: ` ${name} ` });
    expect(reply.status).toBe(201);
    expect(reply.body.name).toBe(name);
    expect((await ctx.api.get('/players/me', reply.body.token)).body.name).toBe(name);
  });
});
