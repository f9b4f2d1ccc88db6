/**
 * What a screen must offer a thumb and a keyboard, measured in the page as it is now: every
 * control at least 44 × 44 CSS px (WCAG 2.5.5), nothing running past the right edge, and every
 * control reached by Tab with a visible focus indicator.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
  /**
   * Whether the focused element shows a ring (an outline at least 2 px wide, or a box shadow)
   * that it does not show unfocused: a tile marked as the last move wears an outline anyway.
   */
  readonly visible: boolean;
}

/** What an element wears as a ring now: its outline (if 2 px or more) and its box shadow. */
const RING = `(element) => {
  const style = getComputedStyle(element);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
    ? style.outlineStyle + ' ' + style.outlineWidth + ' ' + style.outlineColor : 'none';
  return { outline, shadow: style.boxShadow };
}`;

/**
 * Tabs through the screen from its top until focus comes back round (or `limit` stops):
 * each stop and whether its focus shows, and the visible controls that Tab never reached.
 */
export async function tabThrough(page: Page, limit = 60): Promise<{ stops: Stop[]; unreached: string[] }> {
  await page.evaluate('document.activeElement?.blur(); window.focus()');
  await page.evaluate("document.body.setAttribute('tabindex', '-1'); document.body.focus(); document.body.removeAttribute('tabindex')");
  const names: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = (await page.evaluate(`(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      if (element.dataset.tabbed) return { again: true };
      element.dataset.tabbed = String(${i});
      element.dataset.focusedRing = JSON.stringify((${RING})(element));
      return { again: false, name: element.tagName + ' "' + (element.textContent || element.getAttribute('aria-label') || element.name || '').trim().slice(0, 40) + '"' };
    })()`)) as { again: boolean; name?: string } | null;
    if (!stop || stop.again) break;
    names.push(stop.name!);
  }
  // Each stop's ring focused against the same element unfocused (focus leaves the page first).
  const visible = (await page.evaluate(`(() => {
    document.activeElement?.blur();
    return [...document.querySelectorAll('[data-tabbed]')]
      .sort((a, b) => Number(a.dataset.tabbed) - Number(b.dataset.tabbed))
      .map((element) => {
        const focused = JSON.parse(element.dataset.focusedRing);
        const unfocused = (${RING})(element);
        return (focused.outline !== 'none' && focused.outline !== unfocused.outline) || (focused.shadow !== 'none' && focused.shadow !== unfocused.shadow);
      });
  })()`)) as boolean[];
  const stops = names.map((name, i) => ({ name, visible: visible[i]! }));
  const unreached = (await page.evaluate(`(() => {
    const all = [...document.querySelectorAll(${JSON.stringify('a[href], button:not(:disabled), input:not(:disabled), select, textarea, summary')})]
      .filter((element) => element.checkVisibility() && !element.dataset.tabbed);
    // A radio group is one Tab stop: a radio counts as reached when one of its group was.
    const reachedGroups = new Set([...document.querySelectorAll('input[type=radio][data-tabbed]')].map((radio) => radio.name));
    const left = all.filter((element) => !(element.type === 'radio' && reachedGroups.has(element.name)));
    for (const element of document.querySelectorAll('[data-tabbed]')) {
      delete element.dataset.tabbed;
      delete element.dataset.focusedRing;
    }
    return left.map((element) => element.tagName + ' "' + (element.textContent || element.getAttribute('aria-label') || element.name || '').trim().slice(0, 40) + '"');
  })()`)) as string[];
  return { stops, unreached };
}

/**
 * The keyboard's reach on a screen: Tab alone comes to every enabled control that shows
 * (within `limit` presses), and each one it comes to shows that it has the focus.
 */
export async function expectKeyboardReach(page: Page, screen: string, limit = 60): Promise<void> {
  const { stops, unreached } = await tabThrough(page, limit);
  expect(unreached, `${screen}: controls Tab never reaches`).toEqual([]);
  expect(
    stops.filter((stop) => !stop.visible).map((stop) => stop.name),
    `${screen}: focus not shown`,
  ).toEqual([]);
}
