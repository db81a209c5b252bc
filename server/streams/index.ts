import path from 'node:path';
import type { Db } from '../db/client';
import { createStreamHandler, roomLookup } from './handler';
import { loadDemoRecording } from './renditions';

/** The live HLS server over the demo recording committed under public/streams/demo. */
export async function createStreams(db: Db, publicDir: string) {
  const recording = await loadDemoRecording(path.join(publicDir, 'streams', 'demo'));
  return createStreamHandler({ recording, roomExists: roomLookup(db) });
}
