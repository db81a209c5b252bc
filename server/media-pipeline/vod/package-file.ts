import fs from 'node:fs/promises';
import path from 'node:path';
import { vodDir } from '../media-dir';
import type { JobContext } from '../jobs/types';
import { PermanentJobError } from '../jobs/types';
import { folderBytes } from './asset-parts';
import { writeAssetPlaylists } from './asset-playlists';
import { ladderArgs, planRenditions } from './ladder-args';
import { insideMediaDir } from './media-paths';
import { UnreadableMedia, probeMedia } from './probe';
import { runFfmpeg } from './run-ffmpeg';

export interface PackageFileOptions {
  mediaRoot: string;
  ffmpeg: () => string;
  preset: string;
  now?: () => number;
}

/**
 * An imported file becomes on-demand video: ffmpeg transcodes it into the ladder (no rung above the
 * source) as 2-second fMP4 segments in `vod/{assetId}/{rendition}/`, then the playlists are written and
 * the video is ready. A file that is not a video fails at once, with the reason.
 */
export async function packageFile(ctx: JobContext, opts: PackageFileOptions): Promise<void> {
  const { db, assetId, payload } = ctx;
  if (assetId === null) throw new PermanentJobError('a file job needs its video');
  const sourcePath = typeof payload.sourcePath === 'string' ? payload.sourcePath : null;
  if (!sourcePath) throw new PermanentJobError('the job names no file');
  const source = insideMediaDir(opts.mediaRoot, sourcePath);
  // The name the operator knows it by, not the copy's.
  const name = typeof payload.fileName === 'string' && payload.fileName ? payload.fileName : path.basename(source);
  await fs.access(source).catch(() => {
    throw new PermanentJobError(`${name} is no longer in the media folder`);
  });
  const ffmpeg = opts.ffmpeg();
  const probe = await probeMedia(ffmpeg, source, ctx.signal).catch((err: unknown) => {
    throw err instanceof UnreadableMedia ? new PermanentJobError(`${name} is not a video ffmpeg can read (${err.message})`) : err;
  });
  if (!probe.video || probe.video.width < 2 || probe.video.height < 2) throw new PermanentJobError(`${name} is not a video: it has no picture`);
  const out = vodDir(opts.mediaRoot, assetId);
  // A previous attempt's files would mix with this one's.
  await fs.rm(out, { recursive: true, force: true });
  const renditions = planRenditions(probe.video.width, probe.video.height);
  for (const r of renditions) await fs.mkdir(path.join(out, r.name), { recursive: true });
  const report = (f: number) => void ctx.progress(f).catch(() => undefined);
  await runFfmpeg({
    ffmpeg,
    args: ladderArgs({ source, outDir: out, renditions, hasAudio: probe.hasAudio, preset: opts.preset }),
    durationMs: probe.durationMs,
    onProgress: report,
    signal: ctx.signal,
  });
  const written = await writeAssetPlaylists(out);
  const sizeBytes = await folderBytes(out);
  await db
    .updateTable('mediaAssets')
    .set({
      state: 'ready', outputDir: path.relative(path.resolve(opts.mediaRoot), out).split(path.sep).join('/'),
      durationMs: written.durationMs, sizeBytes, renditions: JSON.stringify(written.renditions), error: null, readyAt: (opts.now ?? Date.now)(),
    })
    .where('id', '=', assetId)
    .execute();
}
