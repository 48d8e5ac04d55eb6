import type { Locator } from 'playwright-core';

/**
 * The taps 21.5 px left, right, above and below a control's centre that miss it, each named by
 * what it reaches instead: none for a finger-sized (44 px) target. Scroll the control clear of
 * sticky headers first.
 */
export function tapsThatMiss(control: Locator): Promise<string[]> {
  return control.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    const taps = [[x - 21.5, y], [x + 21.5, y], [x, y - 21.5], [x, y + 21.5]] as const;
    return taps
      .map(([px, py]) => document.elementFromPoint(px, py))
      .filter((hit) => !node.contains(hit))
      .map((hit) => `${node.getAttribute('aria-label') ?? node.textContent} → ${hit?.outerHTML.slice(0, 100)}`);
  });
}
