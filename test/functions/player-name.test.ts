/**
 * docs/contract.md, Players and authentication: "A name is 1–40 characters after trimming and
 * NFC normalisation, with at least one letter or digit, and none of: control or format
 * characters, default-ignorable code points (zero-width spaces and joiners, bidirectional marks
 * and overrides, tags, variation selectors, U+3164, U+2800), line or paragraph separators,
 * noncharacters, lone surrogates." Some of these cases were accepted before.
 */
import { describe, expect, it } from 'vitest';
import { PlayerName } from '../../functions/http/player-name.ts';

describe('a player name', () => {
  it('is 1–40 characters after trimming, counted as characters, not UTF-16 units', () => {
    expect(PlayerName.parse('  Ann  ')).toBe('Ann');
    expect(PlayerName.parse('x'.repeat(40))).toBe('x'.repeat(40));
    expect(PlayerName.parse('𝒜'.repeat(40))).toBe('𝒜'.repeat(40));
    expect(PlayerName.parse('Zoë Ångström 李')).toBe('Zoë Ångström 李');
    for (const name of ['', '   ', 'x'.repeat(41), '𝒜'.repeat(41)]) expect(PlayerName.safeParse(name).success, name).toBe(false);
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

  it.each([
    ['a zero-width space', 'Ann\u200bBob'],
    ['a zero-width joiner', 'Ann\u200d'],
    ['a zero-width non-joiner', 'A\u200cnn'],
    ['a word joiner', 'Ann\u2060'],
    ['a left-to-right mark', '\u200eAnn'],
    ['a right-to-left mark', 'Ann\u200f'],
    ['an Arabic letter mark', 'Ann\u061c'],
    ['a byte order mark inside (at either end it is trimmed, as whitespace)', 'An\ufeffn'],
    ['a tag character', 'Ann\u{e0041}'],
    ['a variation selector', 'Ann\ufe0f'],
    ['a supplementary variation selector', 'Ann\u{e0100}'],
    ['a Hangul filler (U+3164)', '\u3164'],
    ['a Hangul filler beside a letter', 'A\u3164'],
    ['a Braille blank (U+2800)', 'Ann\u2800'],
    ['a soft hyphen', 'An\u00adn'],
    ['a line separator', 'Ann\u2028Bob'],
    ['a paragraph separator', 'Ann\u2029Bob'],
    ['a noncharacter U+FDD0', 'Ann\ufdd0'],
    ['a noncharacter U+FFFE', 'Ann\ufffe'],
    ['a noncharacter U+1FFFF', 'Ann\u{1ffff}'],
  ])('with %s is refused, saying why', (_, name) => {
    const result = PlayerName.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toMatch(/^must not contain/);
  });

  it('holds at least one letter or digit: a name of only punctuation or symbols is refused', () => {
    for (const name of ['...', '🎲🎲', '-_-']) expect(PlayerName.safeParse(name).success, name).toBe(false);
    expect(PlayerName.parse('R2-D2')).toBe('R2-D2');
    expect(PlayerName.parse('7')).toBe('7');
  });

  it('is normalised to NFC before it is counted and stored: a decomposed "é" is one character', () => {
    const decomposed = 'Rene\u0301';
    expect(PlayerName.parse(decomposed)).toBe('Ren\u00e9');
    expect(PlayerName.parse('e\u0301'.repeat(40))).toBe('\u00e9'.repeat(40));
  });

  it('keeps what renders as text: emoji with a skin tone, letters of every script', () => {
    expect(PlayerName.parse('Ann 👍🏽')).toBe('Ann 👍🏽');
    expect(PlayerName.parse('Μαρία 김')).toBe('Μαρία 김');
  });
});
