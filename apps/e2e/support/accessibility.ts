// Accessibility checks with axe-core, run in the page itself. axe's source is put into a page once and kept there
// across its in-app navigations; @axe-core/playwright injected it into every frame on each check and opened a
// blank page to finish each run, about 2 s a check on the 2-core CI machine against 0.1-0.3 s here
// (docs/decisions.md, "axe-core without its Playwright wrapper").
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/** The serious and critical axe violations on the page as it is now, as `rule: elements`. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
    };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}
