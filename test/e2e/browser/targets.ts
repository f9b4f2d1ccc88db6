/**
 * What a screen must offer a thumb and a keyboard, measured in the page as it is now: every
 * control at least 44 × 44 CSS px (WCAG 2.5.5), nothing running past the right edge, and every
 * control reached by Tab with a visible focus indicator.
 */
import type { Page } from 'playwright-core';

/** The controls a person acts on; a radio or checkbox is hit through its label, which is measured instead. */
const CONTROLS = 'a[href], button, input:not([type=radio]):not([type=checkbox]), select, textarea, summary, label:has(input[type=radio])';

/** Controls smaller than 44 px either way, named by their text, for the failure message. */
export async function smallTargets(page: Page, min = 44): Promise<string[]> {
  // A script, not a function: the repository's TypeScript has no DOM types (lib ES2023).
  return (await page.evaluate(`[...document.querySelectorAll(${JSON.stringify(CONTROLS)})]
    .filter((element) => element.checkVisibility())
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    .filter(({ box }) => box.width < ${min} || box.height < ${min})
    .map(({ element, box }) => element.tagName + ' "' + (element.textContent || element.getAttribute('aria-label') || '').trim() + '" '
      + Math.round(box.width) + '×' + Math.round(box.height))`)) as string[];
}

/** Elements that reach past the viewport's right edge (cut off, or widening the page): none on a phone. */
export async function clipped(page: Page): Promise<string[]> {
  const width = page.viewportSize()!.width;
  return (await page.evaluate(`[...document.body.querySelectorAll('*')]
    .filter((element) => element.checkVisibility() && element.getBoundingClientRect().right > ${width} + 0.5)
    .map((element) => element.tagName + '.' + element.className + ' right=' + Math.round(element.getBoundingClientRect().right))`)) as string[];
}

export interface Stop {
  /** The focused element, by its tag and text. */
  readonly name: string;
  /** Whether the focused element shows a ring (an outline, or a box shadow) while focused. */
  readonly visible: boolean;
}

/**
 * Tabs through the screen from its top until focus comes back round (or `limit` stops):
 * each stop and whether its focus shows, and the visible controls that Tab never reached.
 */
export async function tabThrough(page: Page, limit = 60): Promise<{ stops: Stop[]; unreached: string[] }> {
  await page.evaluate('document.activeElement?.blur(); window.focus()');
  await page.evaluate("document.body.setAttribute('tabindex', '-1'); document.body.focus(); document.body.removeAttribute('tabindex')");
  const stops: Stop[] = [];
  const reached = new Set<string>();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = (await page.evaluate(`(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      if (!element.dataset.tabbed) element.dataset.tabbed = String(${i});
      else return { again: true };
      const style = getComputedStyle(element);
      const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
      return { again: false, name: element.tagName + ' "' + (element.textContent || element.getAttribute('aria-label') || element.name || '').trim().slice(0, 40) + '"', visible: ring };
    })()`)) as { again: boolean; name?: string; visible?: boolean } | null;
    if (!stop || stop.again) break;
    stops.push({ name: stop.name!, visible: stop.visible! });
    reached.add(stop.name!);
  }
  const unreached = (await page.evaluate(`(() => {
    const all = [...document.querySelectorAll(${JSON.stringify('a[href], button:not(:disabled), input:not(:disabled), select, textarea, summary')})]
      .filter((element) => element.checkVisibility() && !element.dataset.tabbed);
    // A radio group is one Tab stop: a radio counts as reached when one of its group was.
    const reachedGroups = new Set([...document.querySelectorAll('input[type=radio][data-tabbed]')].map((radio) => radio.name));
    const left = all.filter((element) => !(element.type === 'radio' && reachedGroups.has(element.name)));
    for (const element of document.querySelectorAll('[data-tabbed]')) delete element.dataset.tabbed;
    return left.map((element) => element.tagName + ' "' + (element.textContent || element.name || '').trim().slice(0, 40) + '"');
  })()`)) as string[];
  return { stops, unreached };
}
