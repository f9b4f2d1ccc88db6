/**
 * Headless Chromium for the browser tests: Debian's `chromium` package driven by
 * playwright-core, which downloads nothing. One browser per player, each with a fresh profile
 * (its own --user-data-dir), so each page holds its own player as a real visitor would.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** Quiet and offline: no GPU, no QUIC, no first-run, update, sync or background traffic. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Visitor {
  readonly page: Page;
  /** Script errors the page threw: a test expects none. */
  readonly errors: Error[];
  close(): Promise<void>;
}

/** The two sizes every screen is checked at: a desktop window and a phone (iPhone 12–15, CSS px). */
export const VIEWPORTS = {
  desktop: { width: 1100, height: 860 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export async function openBrowser(size: ViewportName = 'desktop'): Promise<Visitor> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install -y chromium)`);
  const profile = mkdtempSync(join(tmpdir(), 'oc-chromium-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: VIEWPORTS[size],
    ...(size === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(20_000);
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return {
    page,
    errors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
