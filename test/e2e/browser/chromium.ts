/**
 * Headless Chromium for the browser tests: Debian's `chromium` package driven by
 * playwright-core, which downloads nothing. One Chromium for the visitors open at a time, each
 * visitor in a browser context of its own (its own cookies, storage and cache, as a fresh
 * profile has), so each page holds its own player as a real visitor would. A Chromium per
 * visitor launched nearly twice as many (docs/testing.md, Figures).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

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

/** The Chromium the open visitors share, launched by the first and closed with the last. */
let shared: { browser: Promise<Browser>; visitors: number } | undefined;

function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install -y chromium)`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

export async function openBrowser(size: ViewportName = 'desktop'): Promise<Visitor> {
  shared ??= { browser: launch(), visitors: 0 };
  const held = shared;
  held.visitors++;
  const leave = async () => {
    if (--held.visitors > 0) return;
    if (shared === held) shared = undefined;
    await (await held.browser).close();
  };
  try {
    const browser = await held.browser;
    const context = await browser.newContext({
      viewport: VIEWPORTS[size],
      ...(size === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    return {
      page,
      errors,
      async close() {
        await context.close();
        await leave();
      },
    };
  } catch (error) {
    await leave().catch(() => undefined);
    throw error;
  }
}
