import { QUALITY_PROFILES, type QualityKey } from './quality-profiles';

/** The rendition a quality plays: named by its height, so 4K plays the 1080p rendition. */
export function renditionName(quality: QualityKey): string {
  return `${QUALITY_PROFILES[quality].maxHeight}p`;
}

const MASTER = /\/master\.m3u8(?=$|[?#])/;

/**
 * The stream link for a quality (spec §4: a quality change rebuilds the link of a real-time stream).
 * A room's master playlist `…/{roomId}/master.m3u8` has its renditions beside it as `…/{roomId}/{height}p.m3u8`,
 * on our stream server and on an external one under STREAM_BASE_URL alike. Links of another shape stay as they are.
 */
export function qualityStreamLink(masterLink: string, quality: QualityKey): string {
  return masterLink.replace(MASTER, `/${renditionName(quality)}.m3u8`);
}
