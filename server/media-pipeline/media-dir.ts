import path from 'node:path';

/**
 * Where the pipeline keeps its files: MEDIA_DIR, else data/media beside the database. Live broadcasts
 * write `live/{broadcastId}/p{part}/{rendition}/`, one part per run of the transcoder (a restart opens
 * the next); packaged files go to `vod/{assetId}/{rendition}/`.
 */
export function mediaDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.MEDIA_DIR || path.join(/* turbopackIgnore: true */ process.cwd(), 'data', 'media'));
}

export function broadcastDir(root: string, broadcastId: number): string {
  return path.join(root, 'live', String(broadcastId));
}

export function partDir(root: string, broadcastId: number, part: number): string {
  return path.join(broadcastDir(root, broadcastId), `p${part}`);
}

export function vodDir(root: string, assetId: number): string {
  return path.join(root, 'vod', String(assetId));
}
