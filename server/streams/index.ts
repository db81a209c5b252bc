import path from 'node:path';
import type { Db } from '../db/client';
import { clipLookup, createStreamHandler, roomLookup, type ClipSpan } from './handler';
import { loadDemoRecording } from './renditions';
import { roomSourceLookup } from './live';
import { createVodStreams } from './vod';
import { mediaDir } from '../media-pipeline/media-dir';

/** The live HLS server: commentators' broadcasts from the media pipeline, the demo recording in demo rooms. */
export async function createStreams(db: Db, publicDir: string) {
  const recording = await loadDemoRecording(path.join(publicDir, 'streams', 'demo'));
  return createStreamHandler({ recording, roomExists: roomLookup(db), clipSpan: clipLookup(db), live: { roomSource: roomSourceLookup(db), mediaRoot: mediaDir() }, vod: createVodStreams(db, mediaDir()) });
}

/** The same server with the rooms it streams told by the caller (the QA mode puts every room on air). */
export async function createDemoStreams(publicDir: string, roomExists: (roomId: number) => Promise<boolean>, clipSpan?: (clipId: number) => Promise<ClipSpan | null>) {
  const recording = await loadDemoRecording(path.join(publicDir, 'streams', 'demo'));
  return createStreamHandler({ recording, roomExists, clipSpan });
}
