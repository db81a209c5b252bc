// First-load JavaScript of every public page, gzip, over the framework baseline measured in the same run:
// home within 30 kB, a page whose content is a video player within 50 kB, every other page within 40 kB.
import { firstLoadJsKb } from './lib/page-weight';
import { pagesToMeasure } from './pages';

export const HOME_JS_BUDGET_KB = 30;
const PAGE_JS_BUDGET_KB = 40;
/**
 * A clip's (later a film's or a reel's) page is its player: the controls, quality menu, timeline and
 * chapters are what the viewer came for and must work at once. The stream engine (hls.js) loads after
 * and is not in this figure.
 */
const PLAYER_PAGE_JS_BUDGET_KB = 50;
const HOMES = new Set(['/', '/en']);

export async function runWeightsBench(origin: string): Promise<void> {
  const baseline = await firstLoadJsKb(origin, '/bench-baseline');
  const rows = [{ page: 'framework baseline (/bench-baseline)', kb: baseline.kb.toFixed(1), over: '', budget: '', verdict: '' }];
  let failed = 0;
  for (const { label, path, player } of await pagesToMeasure(origin)) {
    const { kb } = await firstLoadJsKb(origin, path);
    const over = kb - baseline.kb;
    const budget = HOMES.has(path) ? HOME_JS_BUDGET_KB : player ? PLAYER_PAGE_JS_BUDGET_KB : PAGE_JS_BUDGET_KB;
    failed += Number(over > budget);
    rows.push({ page: label, kb: kb.toFixed(1), over: `+${over.toFixed(1)} kB`, budget: `${budget} kB`, verdict: over <= budget ? 'pass' : 'OVER' });
  }
  console.log('\nFirst-load JS per page, gzip, over the framework baseline');
  console.table(rows);
  console.log(`budgets (home ${HOME_JS_BUDGET_KB} kB, player pages ${PLAYER_PAGE_JS_BUDGET_KB} kB, other pages ${PAGE_JS_BUDGET_KB} kB): ${failed === 0 ? 'all within' : `${failed} OVER`}`);
}
