/**
 * axe-core run inside the page as it is now: the accessibility check of every screen. The
 * script is injected from node_modules (nothing is downloaded); the answer is axe's violations
 * with their impact, and a count by impact for the closing notes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface AxeViolation {
  readonly id: string;
  readonly impact: Impact | null;
  readonly help: string;
  /** CSS selectors of the offending nodes, so a failing test names them. */
  readonly targets: string[];
}

export interface AxeReport {
  readonly violations: AxeViolation[];
  readonly byImpact: Record<Impact, number>;
}

/** What the page answers: the script below runs in the browser, where axe is a global. */
interface RawViolation {
  id: string;
  impact: Impact | null;
  help: string;
  nodes: { target: unknown[] }[];
}

export async function runAxe(page: Page): Promise<AxeReport> {
  if (!(await page.evaluate('typeof axe !== "undefined"'))) await page.addScriptTag({ content: axeSource });
  const raw = (await page.evaluate('axe.run(document).then((result) => result.violations)')) as RawViolation[];
  const violations = raw.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.map(String).join(' ')),
  }));
  const byImpact: Record<Impact, number> = { minor: 0, moderate: 0, serious: 0, critical: 0 };
  for (const v of violations) if (v.impact) byImpact[v.impact] += 1;
  return { violations, byImpact };
}

/** The violations a screen must not have: serious and critical ones (the web client's bar). */
export const blocking = (report: AxeReport) => report.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** Whether the page scrolls sideways: a phone screen must fit its width. */
export const scrollsSideways = async (page: Page) =>
  (await page.evaluate('document.documentElement.scrollWidth > document.documentElement.clientWidth')) as boolean;
