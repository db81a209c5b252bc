// The live room's figures: time to the first frame, hls.js kept out of other bundles, the live schedule API.
import { launchChromium, percentile } from './lib/browser';
import { liveRoom } from './lib/discover';
import { scriptsOf } from './lib/lazy-js';
import { load, warm, type LoadResult } from './lib/load';
import { firstLoadJsKb, firstLoadScripts } from './lib/page-weight';
import { timeToLoad, timeToPlaying } from './lib/room-playing';

const RUNS = 10;
const PLAYING_P75_TARGET_MS = 1000;
/** liveSchedule with 200 rows against a trivial API route of the same server. */
const SCHEDULE_SHARE_TARGET = 0.7;
const TRIVIAL_API = '/live/api/schedule-mode/list';


const ms = (n: number) => `${n.toFixed(0)} ms`;

async function roomPlaying(origin: string, room: string): Promise<void> {
  const browser = await launchChromium();
  try {
    // A run that never plays counts as infinitely slow rather than ending the bench.
    const orNever = (p: Promise<number>) => p.catch(() => Number.POSITIVE_INFINITY);
    await orNever(timeToPlaying(browser, origin + room));
    await timeToLoad(browser, `${origin}/bench-baseline`);
    const playing: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      baseline.push(await timeToLoad(browser, `${origin}/bench-baseline`));
      playing.push(await orNever(timeToPlaying(browser, origin + room)));
    }
    const never = playing.filter((t) => !Number.isFinite(t)).length;
    if (never) console.log(`${never} of ${RUNS} runs did not play within 30 s`);
    const base50 = percentile(baseline, 50);
    const base75 = percentile(baseline, 75);
    const p50 = percentile(playing, 50);
    const p75 = percentile(playing, 75);
    console.log(`\nOpening a live room until the video plays (${RUNS} runs, fresh browser context each, loopback)`);
    console.table([
      { measure: 'baseline: /bench-baseline to load', p50: ms(base50), p75: ms(base75), ratio: '1.00 (baseline)' },
      { measure: `room ${room} to playing`, p50: ms(p50), p75: ms(p75), ratio: `p50 ×${(p50 / base50).toFixed(1)}, p75 ×${(p75 / base75).toFixed(1)}` },
    ]);
    console.log(`playing at p75 ${ms(p75)} (target ${ms(PLAYING_P75_TARGET_MS)}): ${p75 <= PLAYING_P75_TARGET_MS ? 'within target' : 'OVER TARGET'}`);

    const baselineJs = await firstLoadJsKb(origin, '/bench-baseline');
    const roomFirstLoad = await firstLoadJsKb(origin, room);
    const roomAll = await scriptsOf(browser, origin + room, 'playing');
    const hlsKb = roomAll.scripts.filter((s) => s.hls).reduce((sum, s) => sum + s.gzipKb, 0);
    console.log('\nLive room JS, gzip');
    console.table([
      { page: 'framework baseline (/bench-baseline)', kb: baselineJs.kb.toFixed(1), ratio: '1.00 (baseline)' },
      { page: 'room first load, without hls.js', kb: roomFirstLoad.kb.toFixed(1), ratio: `×${(roomFirstLoad.kb / baselineJs.kb).toFixed(2)}` },
      { page: 'room with the lazy hls.js chunk', kb: (roomFirstLoad.kb + hlsKb).toFixed(1), ratio: `×${((roomFirstLoad.kb + hlsKb) / baselineJs.kb).toFixed(2)}` },
    ]);
    console.log(`hls.js: ${hlsKb.toFixed(1)} kB gzip, fetched after the page starts (not in the room's first-load scripts)`);

    const elsewhere: string[] = [];
    for (const path of ['/', '/en', '/zh', '/bench-baseline']) {
      const { scripts } = await scriptsOf(browser, origin + path, 'networkidle');
      if (scripts.some((s) => s.hls)) elsewhere.push(path);
    }
    const roomInitial = new Set(await firstLoadScripts(origin, room));
    if (roomAll.scripts.some((s) => s.hls && roomInitial.has(s.url))) elsewhere.push(`${room} (first load)`);
    if (hlsKb === 0) console.log('hls.js was not fetched by the room: is the player mounted?');
    console.log(`hls.js outside the live player's lazy chunk: ${elsewhere.length === 0 ? 'nowhere (pass)' : `FOUND on ${elsewhere.join(', ')}`}`);
  } finally {
    await browser.close();
  }
}

function row(label: string, r: LoadResult, base: LoadResult) {
  return {
    route: label,
    rps: `${r.requestsPerSecond.toFixed(0)} req/s`,
    p99: `p99 ${r.p99Ms} ms`,
    ratio: r === base ? '1.00 (baseline)' : `throughput ×${(r.requestsPerSecond / base.requestsPerSecond).toFixed(3)}, p99 ×${(r.p99Ms / Math.max(base.p99Ms, 1)).toFixed(1)}`,
  };
}

async function scheduleApi(origin: string): Promise<void> {
  const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  const path = `/live/api/schedule/liveSchedule?date=${today}&timezone=Asia%2FHo_Chi_Minh&pageSize=200`;
  const body = (await (await fetch(origin + path)).json()) as { data: unknown[] };
  await warm(origin, path);
  await warm(origin, TRIVIAL_API);
  const baseline = await load(origin, TRIVIAL_API);
  const schedule = await load(origin, path);
  console.log(`\nliveSchedule API, pageSize 200 (${body.data.length} matches that day) vs a trivial API route (20 connections, 8 s each)`);
  console.table([row(`trivial API route ${TRIVIAL_API}`, baseline, baseline), row('liveSchedule', schedule, baseline)]);
  if (schedule.non2xx || baseline.non2xx) console.log(`non-2xx answers: ${schedule.non2xx} (trivial route ${baseline.non2xx})`);
  const share = schedule.requestsPerSecond / baseline.requestsPerSecond;
  console.log(`liveSchedule at ×${share.toFixed(2)} of the trivial route (target ≥ ${SCHEDULE_SHARE_TARGET}): ${share >= SCHEDULE_SHARE_TARGET ? 'pass' : 'FAIL'}`);
}

export async function runLiveBench(origin: string): Promise<void> {
  const room = await liveRoom(origin);
  await warm(origin, room, 5);
  await roomPlaying(origin, room);
  await scheduleApi(origin);
}
