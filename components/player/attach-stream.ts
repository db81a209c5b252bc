import { PLAYER_LIVE_SYNC_SECONDS, PLAYER_MAX_LATENCY_SECONDS } from '@/lib/domain/broadcast';
import { choosePlaybackMode, detectPlaybackSupport } from './playback-mode';
import { logPlayerError } from './player-log';

export interface StreamSession {
  /** Caps the renditions hls.js may pick (quality of a stream that is not real-time). */
  setMaxHeight(maxHeight: number): void;
  destroy(): void;
}

export interface AttachOptions {
  link: string;
  maxHeight: number;
  /** Playback cannot go on; the player shows its error overlay. */
  onFatalError: () => void;
}

const RECOVERIES = 3;

/** Index of the best level not taller than `maxHeight` (the lowest one when all are taller). */
export function levelForHeight(levels: readonly { height: number }[], maxHeight: number): number {
  let best = -1;
  levels.forEach((level, i) => {
    if (level.height <= maxHeight && (best < 0 || level.height > (levels[best]?.height ?? 0))) best = i;
  });
  if (best >= 0) return best;
  return levels.reduce((low, level, i) => (level.height < (levels[low]?.height ?? Infinity) ? i : low), 0);
}

function attachNative(video: HTMLVideoElement, link: string): StreamSession {
  video.src = link;
  return {
    setMaxHeight: () => undefined,
    destroy: () => {
      video.removeAttribute('src');
      video.load();
    },
  };
}

type HlsModule = typeof import('hls.js/light');
let hlsModule: Promise<HlsModule> | null = null;
// The light build: everything a live H.264 stream needs, without subtitles, alternate audio or DRM.
const loadHls = (): Promise<HlsModule> => (hlsModule ??= import('hls.js/light'));

/**
 * Starts fetching hls.js while the room page is still starting up, where this browser will need it:
 * the stream can begin as soon as the player mounts instead of after one more download.
 */
export function preloadPlayerEngine(): void {
  if (typeof document === 'undefined') return;
  if (choosePlaybackMode(detectPlaybackSupport(document.createElement('video'))) === 'hls.js') void loadHls();
}

/** Plays `link` in `video`: natively on Safari, otherwise with hls.js (fetched on first need). */
export async function attachStream(video: HTMLVideoElement, { link, maxHeight, onFatalError }: AttachOptions): Promise<StreamSession> {
  const mode = choosePlaybackMode(detectPlaybackSupport(video));
  if (mode === 'native') return attachNative(video, link);
  if (mode === 'unsupported') {
    logPlayerError('this browser cannot play HLS');
    onFatalError();
    return { setMaxHeight: () => undefined, destroy: () => undefined };
  }
  const { default: Hls } = await loadHls();
  // fMP4 segments pass through without transmuxing, so a worker would cost more to start than it saves.
  const hls = new Hls({
    autoStartLoad: false,
    enableWorker: false,
    backBufferLength: 30,
    startFragPrefetch: true,
    liveSyncDuration: PLAYER_LIVE_SYNC_SECONDS,
    liveMaxLatencyDuration: PLAYER_MAX_LATENCY_SECONDS,
  });
  let cap = maxHeight;
  let recoveries = 0;
  const applyCap = () => {
    if (hls.levels.length === 0) return;
    const level = levelForHeight(hls.levels, cap);
    hls.autoLevelCapping = level;
    return level;
  };
  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    hls.startLevel = applyCap() ?? -1;
    hls.startLoad();
  });
  hls.on(Hls.Events.FRAG_BUFFERED, () => {
    recoveries = 0;
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    logPlayerError(`${data.type}: ${data.details}`, { fatal: data.fatal, link });
    if (!data.fatal) return;
    if (recoveries < RECOVERIES && data.type === Hls.ErrorTypes.NETWORK_ERROR) {
      recoveries += 1;
      hls.startLoad();
    } else if (recoveries < RECOVERIES && data.type === Hls.ErrorTypes.MEDIA_ERROR) {
      recoveries += 1;
      hls.recoverMediaError();
    } else {
      onFatalError();
    }
  });
  hls.attachMedia(video);
  hls.loadSource(link);
  return {
    setMaxHeight(next) {
      cap = next;
      const level = applyCap();
      if (level !== undefined) hls.nextLevel = level;
    },
    destroy: () => hls.destroy(),
  };
}
