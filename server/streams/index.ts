import path from 'node:path';
import type { Db } from '../db/client';
import { clipLookup, createStreamHandler, roomLookup, type ClipSpan } from './handler';
import { loadDemoRecording } from './renditions';

/** The live HLS server over the demo recording committed under public/streams/demo. */
export async function createStreams(db: Db, publicDir: string) {
  return createDemoStreams(publicDir, roomLookup(db), clipLookup(db));
}

/** The same server with the rooms it streams told by the caller (the QA mode puts every room on air). */
export async function createDemoStreams(publicDir: string, roomExists: (roomId: number) => Promise<boolean>, clipSpan?: (clipId: number) => Promise<ClipSpan | null>) {
  const recording = await loadDemoRecording(path.join(publicDir, 'streams', 'demo'));
  return createStreamHandler({ recording, roomExists, clipSpan });
}
