export type PlaybackMode = 'hls.js' | 'native' | 'unsupported';

export interface PlaybackSupport {
  /** The element answers `canPlayType('application/vnd.apple.mpegurl')`. */
  nativeHls: boolean;
  /** Media Source Extensions with H.264/AAC, what hls.js needs. */
  mse: boolean;
  /** A Chromium browser: it now claims native HLS too, but hls.js is the better-proven path there. */
  chromium: boolean;
}

/** Native HLS on Safari (and iOS, which lacks MSE); hls.js wherever MSE works otherwise. */
export function choosePlaybackMode({ nativeHls, mse, chromium }: PlaybackSupport): PlaybackMode {
  if (nativeHls && (!mse || !chromium)) return 'native';
  if (mse) return 'hls.js';
  return 'unsupported';
}

const MSE_TYPE = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

interface UserAgentData { brands?: readonly { brand: string }[] }

/** What this browser supports, read without loading hls.js. */
export function detectPlaybackSupport(video: HTMLVideoElement): PlaybackSupport {
  const source = typeof MediaSource === 'undefined' ? undefined : MediaSource;
  const uaData = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  return {
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
    mse: Boolean(source?.isTypeSupported?.(MSE_TYPE)),
    chromium: Boolean(uaData?.brands?.some((b) => b.brand === 'Chromium')) || 'chrome' in window,
  };
}
