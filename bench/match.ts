// The match page's figures: server-rendered throughput and p99 at 50 connections against /healthz, HTML and RSC payload size.
import { gzipSync } from 'node:zlib';
import { finishedMatch } from './lib/discover';
import { load, navigationPath, warm, type LoadResult } from './lib/load';
import { memberCookie } from './lib/member';

const CONNECTIONS = 50;
/** A page of the same default layout with almost nothing in it (a guest's bookings): what the shell alone weighs. */
const SHELL_REFERENCE = '/lich-truc-tiep/dat-lich-cua-ban';
const HTML_TARGET_KB = 100;
const P99_TARGET_MS = 150;

async function sizeOf(origin: string, path: string, headers: Record<string, string> = {}): Promise<{ kb: number; gzipKb: number; status: number }> {
  const res = await fetch(origin + path, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { kb: body.length / 1024, gzipKb: gzipSync(body).length / 1024, status: res.status };
}

function row(label: string, r: LoadResult, base: LoadResult) {
  return {
    route: label,
    rps: `${r.requestsPerSecond.toFixed(0)} req/s`,
    p50: `${r.p50Ms} ms`,
    p99: `${r.p99Ms} ms`,
    ratio: r === base ? '1.00 (baseline)' : `throughput ×${(r.requestsPerSecond / base.requestsPerSecond).toFixed(3)}, p99 ×${(r.p99Ms / Math.max(base.p99Ms, 1)).toFixed(1)}`,
  };
}

export async function runMatchBench(origin: string): Promise<void> {
  const path = await finishedMatch(origin);
  await warm(origin, path);
  const member = { cookie: await memberCookie(origin) };
  const baseline = await load(origin, '/healthz', { connections: CONNECTIONS });
  const page = await load(origin, path, { connections: CONNECTIONS });
  const members = await load(origin, path, { connections: CONNECTIONS, headers: member });
  // A client-side navigation asks for the RSC payload, which the shared page cache keeps beside the page.
  const rendered = await load(origin, navigationPath(path), { connections: CONNECTIONS, headers: { ...member, RSC: '1' } });
  console.log(`\nServer-rendered match page ${path} vs the minimal route (${CONNECTIONS} connections, 8 s each)`);
  console.table([
    row('minimal route /healthz', baseline, baseline),
    row('match page, guests (shared page cache)', page, baseline),
    row('match page, a member (shared page cache)', members, baseline),
    row('match page, client navigation (RSC, shared page cache)', rendered, baseline),
  ]);
  if (page.non2xx || baseline.non2xx || members.non2xx || rendered.non2xx) {
    console.log(`non-2xx answers: guests ${page.non2xx}, member ${members.non2xx}, navigation ${rendered.non2xx}, baseline ${baseline.non2xx}`);
  }

  const html = await sizeOf(origin, path);
  // What a client-side navigation to the page downloads: the RSC payload alone.
  const rsc = await sizeOf(origin, path, { RSC: '1' });
  const shell = await sizeOf(origin, SHELL_REFERENCE);
  console.log('\nMatch page weight');
  console.table([
    { part: 'HTML (server-rendered)', kb: html.kb.toFixed(1), gzipKb: html.gzipKb.toFixed(1) },
    { part: 'RSC payload (client navigation)', kb: rsc.kb.toFixed(1), gzipKb: rsc.gzipKb.toFixed(1) },
    { part: `default layout alone (${SHELL_REFERENCE} HTML)`, kb: shell.kb.toFixed(1), gzipKb: shell.gzipKb.toFixed(1) },
  ]);
  if (rsc.status !== 200) console.log(`RSC request answered ${rsc.status}`);
  let heaviestTab = { tab: 'overview', kb: html.kb };
  for (const tab of ['lineups', 'statistics', 'h2h', 'standings', 'odds']) {
    const t = await sizeOf(origin, `${path}&tab=${tab}`);
    console.log(`  tab ${tab}: HTML ${t.kb.toFixed(1)} kB (${t.gzipKb.toFixed(1)} kB gzip)`);
    if (t.kb > heaviestTab.kb) heaviestTab = { tab, kb: t.kb };
  }
  const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');
  console.log(`HTML ${html.kb.toFixed(1)} kB (target ≤ ${HTML_TARGET_KB} kB): ${verdict(html.kb <= HTML_TARGET_KB)}`);
  console.log(`heaviest tab ${heaviestTab.tab}: HTML ${heaviestTab.kb.toFixed(1)} kB (target ≤ ${HTML_TARGET_KB} kB): ${verdict(heaviestTab.kb <= HTML_TARGET_KB)}`);
  console.log(`p99 ${page.p99Ms} ms at ${CONNECTIONS} connections (target ≤ ${P99_TARGET_MS} ms): ${verdict(page.p99Ms <= P99_TARGET_MS && page.non2xx === 0)}`);
  console.log(`a member's p99 ${members.p99Ms} ms at ${CONNECTIONS} connections (target ≤ ${P99_TARGET_MS} ms): ${verdict(members.p99Ms <= P99_TARGET_MS && members.non2xx === 0)}`);
}
