/**
 * docs/screenshots/ and the README: every picture the browser tests write is linked from the
 * README (a newcomer finds each screen there), and every picture the README links exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const pictures = readdirSync(new URL('docs/screenshots/', root)).filter((file) => file.endsWith('.png'));
const readme = readFileSync(new URL('README.md', root), 'utf8');
const linked = [...readme.matchAll(/\]\(docs\/screenshots\/([^)]+\.png)\)/g)].map(([, file]) => file!);

describe('the screenshots in the README', () => {
  it('links every picture in docs/screenshots/', () => {
    expect(pictures.filter((file) => !linked.includes(file))).toEqual([]);
  });

  it('links only pictures that are there', () => {
    expect(linked.filter((file) => !pictures.includes(file))).toEqual([]);
  });

  it('has each screen at both sizes', () => {
    const sized = pictures.filter((file) => /-(desktop|phone)\.png$/.test(file));
    const screens = new Set(sized.map((file) => file.replace(/-(desktop|phone)\.png$/, '')));
    for (const screen of screens) expect([`${screen}-desktop.png`, `${screen}-phone.png`].filter((f) => !pictures.includes(f))).toEqual([]);
  });
});
