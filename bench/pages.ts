// Every public page a crowd opens, as a first visit (HTML) and as a client navigation (RSC), against the
// minimal route in the same run: at least half its throughput with p99 ≤ 150 ms at 50 connections.
import { FOOTBALL_PATHS, FOOTBALL_ROOTS } from '../lib/domain/football-urls';
import { LIVE_MODE } from '../lib/domain/live-modes';
import { scheduleModePath } from '../lib/domain/room-url';
import { FEED_PATHS, POSTS_ROOT } from '../lib/domain/feed';
import { HIGHLIGHTS_ROOT } from '../lib/domain/highlights';
import { NEWS_ROOT } from '../lib/domain/news';
import { TIP_ROOT } from '../lib/domain/tip-keo';
import { finishedMatch } from './lib/discover';
import { load, navigationPath, warm, type LoadResult } from './lib/load';
import { memberCookie } from './lib/member';

const CONNECTIONS = 50;
const SECONDS = 5;
const THROUGHPUT_SHARE = 0.5;
const P99_TARGET_MS = 150;
const MATCH_TABS = ['lineups', 'statistics', 'h2h', 'standings', 'odds'];

/** The first link of the page at `path` under `root`, as the page itself links it. */
async function firstLinkUnder(origin: string, path: string, root: string): Promise<string | null> {
  const html = await (await fetch(origin + path)).text();
  const match = html.match(new RegExp(`href="(${root}/[^"?#]+)"`));
  return match?.[1] ?? null;
}

/** The first item a section's list links (its cards link `{root}/{sport}/{type}/{slug}-{id}`). */
async function firstItem(origin: string, root: string): Promise<string | null> {
  const html = await (await fetch(origin + root)).text();
  return new RegExp(`href="(${root}/[a-z-]+/[a-z-]+/[a-z0-9-]+-\\d+)"`).exec(html)?.[1] ?? null;
}

interface Page {
  label: string;
  path: string;
  /** A page whose content is a video player gets the player's budget (see weights.ts). */
  player?: boolean;
}

export async function pagesToMeasure(origin: string): Promise<Page[]> {
  const match = await finishedMatch(origin);
  const [article, clip, profile, post, ...linked] = await Promise.all([
    firstItem(origin, NEWS_ROOT),
    firstItem(origin, HIGHLIGHTS_ROOT),
    firstLinkUnder(origin, FEED_PATHS.feed, FEED_PATHS.profile),
    firstLinkUnder(origin, FEED_PATHS.feed, POSTS_ROOT),
    ...[FOOTBALL_ROOTS.team, FOOTBALL_ROOTS.player, FOOTBALL_ROOTS.league].map((root) => firstLinkUnder(origin, `${match}&tab=lineups`, root)),
  ]);
  const plain = (path: string): Page => ({ label: path, path });
  return [
    ...['/', '/en', '/lich-truc-tiep', scheduleModePath(LIVE_MODE.football) ?? '/lich-truc-tiep', '/lich-truc-tiep/tat-ca'].map(plain),
    ...[FOOTBALL_PATHS.results, FOOTBALL_PATHS.fixtures, FOOTBALL_PATHS.odds].map(plain),
    { label: 'match page', path: match },
    ...MATCH_TABS.map((tab) => ({ label: `match page, tab ${tab}`, path: `${match}&tab=${tab}` })),
    ...linked.filter((p): p is string => p !== null).map(plain),
    ...[TIP_ROOT, `${TIP_ROOT}/bong-da`, '/chatroom'].map(plain),
    ...[NEWS_ROOT, `${NEWS_ROOT}/bong-da`].map(plain),
    ...(article ? [{ label: 'news article', path: article }] : []),
    plain(HIGHLIGHTS_ROOT),
    ...(clip ? [{ label: 'highlight clip', path: clip, player: true }] : []),
    { label: 'feed (20 posts)', path: FEED_PATHS.feed },
    ...(post ? [{ label: 'feed post', path: post }] : []),
    ...(profile ? [{ label: 'member profile', path: profile }] : []),
  ];
}

const verdict = (r: LoadResult, base: LoadResult) =>
  r.requestsPerSecond >= base.requestsPerSecond * THROUGHPUT_SHARE && r.p99Ms <= P99_TARGET_MS && r.non2xx === 0;

function row(label: string, r: LoadResult, base: LoadResult) {
  return {
    request: label,
    rps: r.requestsPerSecond.toFixed(0),
    p99: `${r.p99Ms} ms`,
    ratio: r === base ? '1.00 (baseline)' : `×${(r.requestsPerSecond / base.requestsPerSecond).toFixed(2)}`,
    verdict: r === base ? '' : `${verdict(r, base) ? 'pass' : 'FAIL'}${r.non2xx ? ` (${r.non2xx} non-2xx)` : ''}`,
  };
}

export async function runPagesBench(origin: string): Promise<void> {
  const pages = await pagesToMeasure(origin);
  const cookie = await memberCookie(origin);
  for (const { path } of pages) await warm(origin, path, 3);
  const opts = { connections: CONNECTIONS, seconds: SECONDS };
  const baseline = await load(origin, '/healthz', opts);
  const rows = [row('minimal route /healthz', baseline, baseline)];
  let failed = 0;
  for (const { label, path } of pages) {
    // A member's first visit, and a member's client navigation to the page (the RSC payload).
    const html = await load(origin, path, { ...opts, headers: { cookie } });
    const rsc = await load(origin, navigationPath(path), { ...opts, headers: { cookie, RSC: '1' } });
    rows.push(row(label, html, baseline), row(`  ↳ navigation (RSC)`, rsc, baseline));
    failed += Number(!verdict(html, baseline)) + Number(!verdict(rsc, baseline));
  }
  console.log(`\nPublic pages as a member, first visit and client navigation, vs the minimal route (${CONNECTIONS} connections, ${SECONDS} s each)`);
  console.table(rows);
  console.log(`target: ≥ ${THROUGHPUT_SHARE}× the minimal route's throughput and p99 ≤ ${P99_TARGET_MS} ms: ${failed === 0 ? 'all pass' : `${failed} FAIL`}`);
}
