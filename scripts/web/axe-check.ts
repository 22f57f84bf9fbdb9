import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly html: string; readonly failureSummary?: string }[];
}

/**
 * The serious and critical accessibility violations axe-core finds on the page as drawn, one line
 * each with up to four of the elements and why they fail. axe runs through the DevTools protocol,
 * which the page's Content-Security-Policy does not govern.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}) at${v.nodes
          .slice(0, 4)
          .map((n) => `\n    ${n.html.slice(0, 160)} ${n.failureSummary?.split('\n').at(-1)?.trim() ?? ''}`)
          .join('')}`,
    );
}
