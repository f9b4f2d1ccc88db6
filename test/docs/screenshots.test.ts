/**
 * docs/screenshots/: every picture the browser tests write is linked from the folder's page
 * (a newcomer finds each screen there, by the README's link), at both sizes, and every picture
 * the page or the README links exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const pictures = readdirSync(new URL('docs/screenshots/', root)).filter((file) => file.endsWith('.png'));
const page = readFileSync(new URL('docs/screenshots/README.md', root), 'utf8');
const readme = readFileSync(new URL('README.md', root), 'utf8');
const linkedByPage = [...page.matchAll(/\]\(([^)/]+\.png)\)/g)].map(([, file]) => file!);
const linkedByReadme = [...readme.matchAll(/\]\(docs\/screenshots\/([^)]+\.png)\)/g)].map(([, file]) => file!);

describe('the screenshots page', () => {
  it('links every picture in docs/screenshots/', () => {
    expect(pictures.filter((file) => !linkedByPage.includes(file))).toEqual([]);
  });

  it('links only pictures that are there, as does the README', () => {
    expect([...linkedByPage, ...linkedByReadme].filter((file) => !pictures.includes(file))).toEqual([]);
  });

  it('is linked from the README, which shows one screen', () => {
    expect(readme).toContain('](docs/screenshots/README.md)');
    expect(linkedByReadme.length).toBeGreaterThan(0);
  });

  it('has each screen at both sizes', () => {
    const sized = pictures.filter((file) => /-(desktop|phone)\.png$/.test(file));
    const screens = new Set(sized.map((file) => file.replace(/-(desktop|phone)\.png$/, '')));
    for (const screen of screens) expect([`${screen}-desktop.png`, `${screen}-phone.png`].filter((f) => !pictures.includes(f))).toEqual([]);
  });
});
