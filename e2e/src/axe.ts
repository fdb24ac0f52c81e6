import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/**
 * Makes axe-core available in every document the page opens. As an init script: the pages' CSP
 * refuses an inline script added to the page.
 */
export async function withAxe(page: Page): Promise<Page> {
  await page.addInitScript({ content: axeSource });
  return page;
}

/**
 * axe-core's violations on the page (or inside the elements `include` matches; only serious and
 * critical ones when `seriousOnly`), as `rule (impact): targets`. The spec fixes calendar events as
 * blue #3182CE with white text (4.0:1): the one contrast allowed, on those events alone.
 */
export function axeViolations(
  page: Page,
  { include, seriousOnly = false }: { include?: string; seriousOnly?: boolean } = {},
): Promise<string[]> {
  return page.evaluate(
    async ({ include, seriousOnly }) => {
      const { axe } = window as unknown as {
        axe: {
          run: (
            context: Document | { include: string[] },
            options: { resultTypes: string[] },
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[];
          }>;
        };
      };
      const result = await axe.run(include ? { include: [include] } : document, {
        resultTypes: ['violations'],
      });
      const specEventBlue = (id: string, target: unknown) =>
        id === 'color-contrast' && JSON.stringify(target).includes('rbc-event');
      return result.violations
        .filter(
          (violation) =>
            !seriousOnly || violation.impact === 'serious' || violation.impact === 'critical',
        )
        .map((violation) => ({
          ...violation,
          nodes: violation.nodes.filter((node) => !specEventBlue(violation.id, node.target)),
        }))
        .filter((violation) => violation.nodes.length > 0)
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.nodes
              .map((node) => JSON.stringify(node.target))
              .join(' ')}`,
        );
    },
    { include, seriousOnly },
  );
}
