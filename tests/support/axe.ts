import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA, as axe-core tags them (2.2 adds only AA rules), and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map(
    (node) => `    at ${node.target.join(' ')}: ${node.html.slice(0, 160)}\n      ${node.failureSummary?.replaceAll('\n', '\n      ')}`,
  );
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
}

/**
 * Runs axe-core in the page and fails, listing each finding with its elements and the fix axe
 * suggests, when any is serious or critical. Evaluated through the DevTools protocol, which the
 * app's Content-Security-Policy (scripts only from its origin) does not govern.
 */
export async function expectNoSeriousAxeViolations(page: Page, screen: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(async (tags) => {
    // Colours are judged at rest: a button that just became enabled may still be fading in.
    const settling = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
    return axe.run(document, { runOnly: { type: 'tag', values: tags } });
  }, TAGS);
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length > 0) {
    throw new Error(`${screen}: ${blocking.length} serious or critical accessibility findings\n${blocking.map(describeViolation).join('\n')}`);
  }
}
