/**
 * docs/contract.md, Players: "A name is 1–40 characters after trimming, with no control characters, no
 * bidirectional overrides and no lone surrogates; anything else is 400 `invalid-request`."
 */
import { describe, expect, it } from 'vitest';
import { PlayerName } from '../../functions/http/player-name.ts';

describe('a player name', () => {
  it('is 1–40 characters after trimming, counted as characters, not UTF-16 units', () => {
    expect(PlayerName.parse('  Ann  ')).toBe('Ann');
    expect(PlayerName.parse('x'.repeat(40))).toBe('x'.repeat(40));
    expect(PlayerName.parse('🎲'.repeat(40))).toBe('🎲'.repeat(40));
    expect(PlayerName.parse('Zoë Ångström 李')).toBe('Zoë Ångström 李');
    for (const name of ['', '   ', 'x'.repeat(41), '🎲'.repeat(41)]) expect(PlayerName.safeParse(name).success, name).toBe(false);
  });

  it.each([
    ['a NUL', 'Ann\u0000'],
    ['a line break inside', 'Ann\nBob'],
    ['an escape', '\u001b[31mAnn'],
    ['a DEL', 'Ann\u007f'],
    ['a C1 control', 'Ann\u0085x'],
    ['a right-to-left override', 'Ann\u202egnp.exe'],
    ['a left-to-right override', '\u202dAnn'],
    ['a right-to-left embedding', '\u202bAnn'],
    ['a pop directional formatting', 'Ann\u202c'],
    ['a right-to-left isolate', '\u2067Ann'],
    ['a pop directional isolate', 'Ann\u2069'],
    ['a lone high surrogate', 'Ann\ud83c'],
    ['a lone low surrogate', '\udfb2Ann'],
  ])('with %s is refused, saying why', (_, name) => {
    const result = PlayerName.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toMatch(/control character|bidirectional|surrogate/);
  });
});
