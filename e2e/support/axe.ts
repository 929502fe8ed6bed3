import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core in the page under test. `@axe-core/playwright` needs Node 22, so the engine's source
 * is evaluated through the DevTools protocol (which the app's Content-Security-Policy does not
 * govern, unlike an inline script tag) and `axe.run` is called in the page.
 */
const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices (landmarks, heading order...). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules of a lower impact that still fail the check: the page's outline (no skipped heading
 * levels, one h1) and its landmarks.
 */
const STRUCTURE_RULES = new Set([
  'heading-order',
  'page-has-heading-one',
  'landmark-one-main',
  'landmark-unique',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
]);

/** What fails the check: every serious and critical violation, and the structure rules. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const violations = await allViolations(page);
  return violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || STRUCTURE_RULES.has(v.rule),
  );
}

/** Every violation axe finds on the page as it is now. */
export async function allViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: AxeRunner }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'minor',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary ?? '',
      })),
    }));

    interface AxeRunner {
      run(
        context: Document,
        options: object,
      ): Promise<{
        violations: {
          id: string;
          impact?: string | null;
          help: string;
          nodes: { target: string[]; failureSummary?: string }[];
        }[];
      }>;
    }
  }, TAGS);
  return violations;
}

/** One line per failing element: where, which rule, and what axe says to fix. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.rule} (${violation.impact}) ${violation.help}\n  at ${node.target}\n  ${node.summary.replace(/\n/g, '\n  ')}`,
    ),
  );
}
