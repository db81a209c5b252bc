// The media pipeline's figures: glass-to-glass latency, ffmpeg CPU per 1080p ingest, ingests per core.
import { PLAYER_LIVE_SYNC_SECONDS, PLAYER_MAX_LATENCY_SECONDS, SEGMENT_SECONDS } from '@/lib/domain/broadcast';
import { launchChromium, percentile } from './lib/browser';
import { cpuSeconds, pushClockSource, startMediaRig, transcoderPid } from './lib/media-rig';

const LATENCY_TARGET_S = 6;
const MEASURE_S = 12;

/** hls.js configured as the site's player is; it reports how far playback is behind the segments' wall-clock times. */
const PLAYER_PAGE = `<!doctype html><video id="v" muted autoplay playsinline></video><script src="/hls.js"></script><script>
const hls = new Hls({ liveSyncDuration: ${PLAYER_LIVE_SYNC_SECONDS}, liveMaxLatencyDuration: ${PLAYER_MAX_LATENCY_SECONDS}, enableWorker: false });
hls.on(Hls.Events.MANIFEST_PARSED, () => { hls.currentLevel = hls.levels.length - 1; });
hls.loadSource(new URLSearchParams(location.search).get('src')); hls.attachMedia(document.getElementById('v'));
window.latency = () => (hls.playingDate ? (Date.now() - hls.playingDate.getTime()) / 1000 : null);
window.height = () => document.getElementById('v').videoHeight;
</script>`;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(preset: string): Promise<{ latency: number; height: number; transcoderCores: number; encoderCores: number }> {
  const rig = await startMediaRig(preset, PLAYER_PAGE);
  const browser = await launchChromium();
  try {
    const [userId = 0] = rig.commentators;
    const key = await rig.goLive(userId, 1);
    const encoder = pushClockSource(rig.ffmpeg, `${rig.rtmpUrl}/${key}`, MEASURE_S + 30);
    const page = await browser.newPage();
    let transcoder: number | null = null;
    for (let i = 0; i < 100 && transcoder === null; i += 1, await wait(200)) transcoder = transcoderPid(rig.mediaRoot, '1');
    if (transcoder === null || encoder.pid === undefined) throw new Error('the broadcast did not start');
    await wait(6_000);
    await page.goto(`${rig.origin}/player?src=/streams/1/master.m3u8`);
    await page.waitForFunction(() => (window as unknown as { latency: () => number | null }).latency() !== null, null, { timeout: 30_000 });
    await wait(4_000);
    const [t0, e0, w0] = [await cpuSeconds(transcoder), await cpuSeconds(encoder.pid), Date.now()];
    const samples: number[] = [];
    for (let i = 0; i < MEASURE_S * 2; i += 1, await wait(500)) {
      const value = await page.evaluate(() => (window as unknown as { latency: () => number | null }).latency());
      if (value !== null) samples.push(value);
    }
    const [t1, e1, w1] = [await cpuSeconds(transcoder), await cpuSeconds(encoder.pid), Date.now()];
    const height = await page.evaluate(() => (window as unknown as { height: () => number }).height());
    encoder.kill();
    const wall = (w1 - w0) / 1000;
    return { latency: percentile(samples, 50), height, transcoderCores: (t1 - t0) / wall, encoderCores: (e1 - e0) / wall };
  } finally {
    await browser.close();
    await rig.close();
  }
}

export async function runMediaBench(): Promise<void> {
  const rows = [];
  for (const preset of ['veryfast', 'ultrafast']) {
    const m = await measure(preset);
    rows.push({
      'x264 preset': preset + (preset === 'veryfast' ? ' (default)' : ''),
      'glass to glass': `${m.latency.toFixed(1)} s (target ≤ ${LATENCY_TARGET_S} s): ${m.latency <= LATENCY_TARGET_S ? 'within' : 'OVER'}`,
      'vs segment length': `×${(m.latency / SEGMENT_SECONDS).toFixed(2)}`,
      'played at': `${m.height}p`,
      'ffmpeg CPU per 1080p ingest': `${m.transcoderCores.toFixed(2)} cores`,
      'vs the encoder (baseline)': `×${(m.transcoderCores / Math.max(m.encoderCores, 0.01)).toFixed(2)}`,
      'ingests per core': (1 / Math.max(m.transcoderCores, 0.01)).toFixed(2),
    });
  }
  console.log('\nLive pipeline: a 1080p30 source over RTMP, transcoded to 540p/720p/1080p, 2 s fMP4 segments, played by hls.js in Chromium');
  console.table(rows);
}
