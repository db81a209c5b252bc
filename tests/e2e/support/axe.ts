import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(path.join(process.cwd(), 'node_modules/axe-core/axe.min.js'), 'utf8');

/** What axe reports of one rule the page breaks. */
export interface AxeProblem {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The serious and critical WCAG 2.1 A/AA problems axe finds in `scope` (the whole page by default) as it
 * stands. The script is evaluated through the debugging protocol, so the page's Content-Security-Policy
 * stays as served.
 */
export async function seriousAxeProblems(page: Page, scope = 'html'): Promise<AxeProblem[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (include) => {
    type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: object, options: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run({ include: [include] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  }, scope);
}
