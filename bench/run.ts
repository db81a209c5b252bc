// `npm run bench`: figures as ratios against a baseline measured in the same run on the same server.
import { ensureBuild } from '../scripts/lib/steps.mjs';
import { startBenchServer } from './lib/server';
import { load, navigationPath, warm, type LoadResult } from './lib/load';
import { memberCookie } from './lib/member';
import { firstLoadJsKb, htmlKb } from './lib/page-weight';
import { runLiveBench } from './live';
import { runMatchBench } from './match';
import { runLighthouseBench } from './lighthouse';
import { runPagesBench } from './pages';
import { runMediaBench } from './media';
import { runSpamBench } from './spam';
import { HOME_JS_BUDGET_KB, runWeightsBench } from './weights';

ensureBuild();
const server = await startBenchServer();
try {
  const { origin } = server;
  for (const path of ['/healthz', '/']) await warm(origin, path);

  // BENCH_ONLY=home, live, match, pages, weights, lighthouse, media or spam (or `npm run bench -- lighthouse`) runs just those figures.
  const only = process.env.BENCH_ONLY ?? process.argv[2];
  const runs = (part: string) => only === undefined || only === part;
  if (runs('home')) await homeFigures(origin);
  if (runs('live')) await runLiveBench(origin);
  if (runs('match')) await runMatchBench(origin);
  if (runs('pages')) await runPagesBench(origin);
  if (runs('weights')) await runWeightsBench(origin);
  if (runs('lighthouse')) await runLighthouseBench(origin);
  if (runs('media')) await runMediaBench();
  if (runs('spam')) runSpamBench();
} finally {
  await server.stop();
}

function homeRow(route: string, r: LoadResult, base: LoadResult): string[] {
  return [route, `${r.requestsPerSecond.toFixed(0)} req/s`, `p99 ${r.p99Ms} ms`,
    `throughput ×${(r.requestsPerSecond / base.requestsPerSecond).toFixed(3)}, p99 ×${(r.p99Ms / Math.max(base.p99Ms, 1)).toFixed(1)}`];
}

async function homeFigures(origin: string): Promise<void> {
  const baseline = await load(origin, '/healthz');
  const home = await load(origin, '/');
  const cookie = await memberCookie(origin);
  const member = await load(origin, '/', { headers: { cookie } });
  // A client-side navigation asks for the RSC payload, which the shared page cache keeps beside the page.
  const rendered = await load(origin, navigationPath('/'), { headers: { cookie, RSC: '1' } });
  const baselineJs = await firstLoadJsKb(origin, '/bench-baseline');
  const homeJs = await firstLoadJsKb(origin, '/');

  const rows = [
    ['minimal route /healthz', `${baseline.requestsPerSecond.toFixed(0)} req/s`, `p99 ${baseline.p99Ms} ms`, '1.00 (baseline)'],
    homeRow('home page /, guests (shared page cache)', home, baseline),
    homeRow('home page /, a member (shared page cache)', member, baseline),
    homeRow('home page /, client navigation (RSC, shared page cache)', rendered, baseline),
  ];
  console.log('\nServer-rendered home page vs the minimal route (20 connections, 8 s each)');
  console.table(rows.map(([route, rps, p99, ratio]) => ({ route, rps, p99, ratio })));
  if (home.non2xx || member.non2xx || rendered.non2xx || baseline.non2xx) {
    console.log(`non-2xx answers: guests ${home.non2xx}, member ${member.non2xx}, navigation ${rendered.non2xx}, baseline ${baseline.non2xx}`);
  }
  console.log(`home page HTML ${(await htmlKb(origin, '/')).toFixed(1)} kB`);

  const extra = homeJs.kb - baselineJs.kb;
  console.log('\nFirst-load JS, gzip');
  console.table([
    { page: 'framework baseline (/bench-baseline)', kb: baselineJs.kb.toFixed(1), files: baselineJs.files },
    { page: 'home (/)', kb: homeJs.kb.toFixed(1), files: homeJs.files },
  ]);
  console.log(`home adds ${extra.toFixed(1)} kB over the framework baseline (budget ${HOME_JS_BUDGET_KB} kB): ${extra <= HOME_JS_BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`);
}
