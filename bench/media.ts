// The media pipeline's figures: glass-to-glass latency, ffmpeg CPU per 1080p ingest, ingests per core.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PLAYER_LIVE_SYNC_SECONDS, PLAYER_MAX_LATENCY_SECONDS, SEGMENT_SECONDS } from '@/lib/domain/broadcast';
import { DEFAULT_TRANSCODE_PRESET } from '@/server/media-pipeline/config';
import { findFfmpeg } from '@/server/media-pipeline/ffmpeg-path';
import { parseFfmpegPlaylist, type PartSegment } from '@/server/media-pipeline/hls-parts';
import { launchChromium, percentile } from './lib/browser';
import { pushRecordedSource, startMediaRig, transcoderPid } from './lib/media-rig';
import { makeSource, SOURCE_SECONDS, transcodeCost } from './lib/transcode-cost';

const LATENCY_TARGET_S = 6;
const MEASURE_S = 12;
/** The default (ultrafast) and two slower presets, with a better picture, that a host with cores to spare can choose. */
const PRESETS = (process.env.BENCH_PRESETS ?? 'veryfast,superfast,ultrafast').split(',');

/**
 * hls.js configured as the site's player is; it reports how far playback is behind the segments' wall-clock
 * times. Every rung is cut at the same instants, so it plays the lowest: decoding 1080p would take CPU
 * from the transcoder on the same machine, which a viewer's device does not.
 */
const PLAYER_PAGE = `<!doctype html><video id="v" muted autoplay playsinline></video><script src="/hls.js"></script><script>
const hls = new Hls({ liveSyncDuration: ${PLAYER_LIVE_SYNC_SECONDS}, liveMaxLatencyDuration: ${PLAYER_MAX_LATENCY_SECONDS}, enableWorker: false });
hls.on(Hls.Events.MANIFEST_PARSED, () => { hls.currentLevel = 0; });
hls.loadSource(new URLSearchParams(location.search).get('src')); hls.attachMedia(document.getElementById('v'));
window.latency = () => (hls.playingDate ? (Date.now() - hls.playingDate.getTime()) / 1000 : null);
window.height = () => document.getElementById('v').videoHeight;
</script>`;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The top rendition's segments written so far. */
async function topSegments(mediaRoot: string): Promise<PartSegment[]> {
  const text = await fs.readFile(path.join(mediaRoot, 'live', '1', 'p1', '1080p', 'index.m3u8'), 'utf8').catch(() => '');
  return parseFfmpegPlaylist(text)?.segments ?? [];
}

const mediaSeconds = (segments: readonly PartSegment[]) => segments.reduce((sum, s) => sum + s.durationMs, 0) / 1000;

interface Measured {
  /** How far playback is behind the segments' wall-clock stamps (what hls.js sees). */
  behindStamps: number;
  /**
   * ffmpeg stamps the first segment when its output opens; the frames in it were captured from the
   * encoder's start. The gap is part of glass to glass and is added back.
   */
  stampLag: number;
  height: number;
  /** Media seconds the transcoder wrote per wall-clock second while measured: below 1 it falls behind. */
  realTime: number;
}

async function measure(preset: string, source: string): Promise<Measured> {
  const rig = await startMediaRig(preset, PLAYER_PAGE);
  const browser = await launchChromium();
  try {
    const [userId = 0] = rig.commentators;
    const key = await rig.goLive(userId, 1);
    const encoderStart = Date.now();
    const encoder = pushRecordedSource(rig.ffmpeg, source, `${rig.rtmpUrl}/${key}`, MEASURE_S + 30);
    const page = await browser.newPage();
    let transcoder: number | null = null;
    for (let i = 0; i < 100 && transcoder === null; i += 1, await wait(200)) transcoder = transcoderPid(rig.mediaRoot, '1');
    if (transcoder === null || encoder.pid === undefined) throw new Error('the broadcast did not start');
    await wait(6_000);
    await page.goto(`${rig.origin}/player?src=/streams/1/master.m3u8`);
    await page.waitForFunction(() => (window as unknown as { latency: () => number | null }).latency() !== null, null, { timeout: 30_000 });
    await wait(4_000);
    const samples: number[] = [];
    // When each new segment appeared, and how much media was written by then: the slope is the pace.
    const appeared: { at: number; media: number }[] = [];
    let written: PartSegment[] = [];
    for (let i = 0; i < MEASURE_S * 4; i += 1, await wait(250)) {
      const value = await page.evaluate(() => (window as unknown as { latency: () => number | null }).latency());
      if (value !== null && i % 2 === 0) samples.push(value);
      const now = await topSegments(rig.mediaRoot);
      if (now.length > written.length) appeared.push({ at: Date.now(), media: mediaSeconds(now) });
      written = now;
    }
    const height = await page.evaluate(() => (window as unknown as { height: () => number }).height());
    encoder.kill();
    const [first, last] = [appeared[0], appeared.at(-1)];
    if (!first || !last || last.at === first.at) throw new Error('no segments were written while measuring');
    const firstStamp = written[0]?.programDateTime ?? encoderStart;
    return {
      behindStamps: percentile(samples, 50),
      stampLag: (firstStamp - encoderStart) / 1000,
      height,
      realTime: (last.media - first.media) / ((last.at - first.at) / 1000),
    };
  } finally {
    await browser.close();
    await rig.close();
  }
}

export async function runMediaBench(): Promise<void> {
  const ffmpeg = findFfmpeg()?.path;
  if (!ffmpeg) throw new Error('no ffmpeg');
  const source = await makeSource(ffmpeg);
  const baseline = source.cost.cpu / SOURCE_SECONDS;
  const rows = [];
  try {
    for (const preset of PRESETS) {
      const cost = await transcodeCost(ffmpeg, preset, source.file, source.dir);
      const m = await measure(preset, source.file);
      const latency = m.behindStamps + m.stampLag;
      const cores = cost.cpu / SOURCE_SECONDS;
      rows.push({
        'x264 preset': preset + (preset === DEFAULT_TRANSCODE_PRESET ? ' (default)' : ''),
        'glass to glass': `${latency.toFixed(1)} s (target ≤ ${LATENCY_TARGET_S} s): ${latency <= LATENCY_TARGET_S ? 'within' : 'OVER'}`,
        'of it before the first segment': `${m.stampLag.toFixed(1)} s`,
        'vs segment length': `×${(latency / SEGMENT_SECONDS).toFixed(2)}`,
        'live, transcodes at': `×${m.realTime.toFixed(2)} real time`,
        'played at': `${m.height}p`,
        'CPU per 1080p ingest': `${cores.toFixed(2)} cores`,
        'vs one 1080p encode (baseline)': `×${(cores / Math.max(baseline, 0.01)).toFixed(2)}`,
        'unloaded, transcodes at': `×${(SOURCE_SECONDS / cost.wall).toFixed(2)} real time`,
        'ingests per core': (1 / Math.max(cores, 0.01)).toFixed(2),
      });
    }
  } finally {
    await fs.rm(source.dir, { recursive: true, force: true });
  }
  console.log(`\nLive pipeline on ${os.cpus().length} cores: a 1080p30 source over RTMP, transcoded to 540p/720p/1080p, 2 s fMP4 segments, played by hls.js in Chromium`);
  console.log('Live columns: a recorded source is pushed at its own pace and the player plays the lowest rung on this machine. CPU columns: the same transcode over the recorded source as fast as it goes, alone.');
  console.table(rows);
}
