import type { JobContext } from '../jobs/types';
import { PermanentJobError } from '../jobs/types';
import { folderBytes } from './asset-parts';
import { writeAssetPlaylists } from './asset-playlists';
import { insideMediaDir } from './media-paths';
import { addRecordingClip } from './recording-highlight';

/**
 * A finished broadcast's recording becomes on-demand video where it was written: its playlists over
 * every run of the transcoder, its length, size and renditions, and a full-match clip in its match's
 * highlights.
 */
export async function packageRecording(ctx: JobContext, mediaRoot: string, now: () => number = Date.now): Promise<void> {
  const { db, assetId } = ctx;
  if (assetId === null) throw new PermanentJobError('a recording job needs its video');
  const asset = await db.selectFrom('mediaAssets').selectAll().where('id', '=', assetId).executeTakeFirst();
  if (!asset) throw new PermanentJobError(`video ${assetId} no longer exists`);
  if (!asset.outputDir) throw new PermanentJobError(`video ${assetId} has no folder`);
  const folder = insideMediaDir(mediaRoot, asset.outputDir);
  await ctx.progress(0.1);
  const written = await writeAssetPlaylists(folder);
  await ctx.progress(0.8);
  const sizeBytes = await folderBytes(folder);
  const t = now();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('mediaAssets')
      .set({ state: 'ready', durationMs: written.durationMs, sizeBytes, renditions: JSON.stringify(written.renditions), error: null, readyAt: t })
      .where('id', '=', assetId)
      .execute();
    if (asset.kind === 'recording') await addRecordingClip(trx, { assetId, fixtureId: asset.fixtureId, ownerId: asset.ownerId, durationMs: written.durationMs, now: t });
  });
}
