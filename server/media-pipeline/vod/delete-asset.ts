import fs from 'node:fs/promises';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { insideMediaDir } from './media-paths';

/**
 * Deletes a video: its highlight clips (their chapters and watch positions go with them), its row (its
 * jobs with it), then its files. The rows go first: a file left behind by a failed removal is only
 * wasted space, while a row left pointing at removed files would be a broken video.
 */
export async function deleteAsset(db: Db, mediaRoot: string, assetId: number): Promise<boolean> {
  const asset = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('mediaAssets').select(['outputDir', 'sourcePath', 'kind']).where('id', '=', assetId).executeTakeFirst();
    if (!row) return null;
    await trx.deleteFrom('highlightClips').where('assetId', '=', assetId).execute();
    await trx.deleteFrom('mediaAssets').where('id', '=', assetId).execute();
    return row;
  });
  if (!asset) return false;
  const folders = [asset.outputDir, asset.kind === 'import' ? asset.sourcePath : null].filter((p): p is string => Boolean(p));
  for (const relative of folders) {
    try {
      await fs.rm(insideMediaDir(mediaRoot, relative), { recursive: true, force: true });
    } catch (err) {
      logger.warn({ err, assetId, relative }, 'could not remove a deleted video\'s files');
    }
  }
  return true;
}
