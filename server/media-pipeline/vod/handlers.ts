import type { JobHandlers } from '../jobs/types';
import { readMediaConfig } from '../config';
import { ffmpegPath } from '../ffmpeg-path';
import { packageFile } from './package-file';
import { packageRecording } from './package-recording';

export interface VodHandlerOptions {
  mediaRoot: string;
  ffmpeg?: () => string;
  /** libx264's preset for imported files (FILE_TRANSCODE_PRESET, default veryfast). */
  preset?: string;
  now?: () => number;
}

/** The on-demand packaging handlers, by job kind. */
export function createVodHandlers(opts: VodHandlerOptions): JobHandlers {
  const preset = opts.preset ?? readMediaConfig().filePreset;
  return {
    'package-recording': (ctx) => packageRecording(ctx, opts.mediaRoot, opts.now),
    'package-file': (ctx) => packageFile(ctx, { mediaRoot: opts.mediaRoot, ffmpeg: opts.ffmpeg ?? (() => ffmpegPath()), preset, now: opts.now }),
  };
}
