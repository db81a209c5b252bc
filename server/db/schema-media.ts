import type { Generated } from 'kysely';
import type { BroadcastSource, BroadcastState } from '@/lib/domain/broadcast';

/** A commentator's stream key, kept as a hash; the key itself is shown once, when made. */
export interface StreamKeyTable {
  userId: number;
  keyHash: string;
  keyHint: string;
  createdAt: number;
  lastRefusal: Generated<string | null>;
  lastRefusalAt: Generated<number | null>;
}

/** One go-live: the room it airs in, what the commentator called it, and where its stream stands. */
export interface BroadcastTable {
  id: Generated<number>;
  userId: number;
  roomId: number;
  title: string;
  language: string;
  state: BroadcastState;
  source: BroadcastSource | null;
  node: string | null;
  sourceWidth: number | null;
  sourceHeight: number | null;
  /** The latest stream health as JSON (lib/contract/studio's streamHealth). */
  health: string | null;
  /** Where the live renditions are written, relative to the media folder. */
  outputDir: string | null;
  recordingId: number | null;
  createdAt: number;
  startedAt: number | null;
  lastDataAt: number | null;
  endRequestedAt: number | null;
  endedAt: number | null;
}

export type MediaAssetKind = 'recording' | 'import';
export type MediaAssetState = 'recording' | 'queued' | 'processing' | 'ready' | 'failed';

/** An on-demand video: a broadcast's recording or an imported file, packaged as HLS. */
export interface MediaAssetTable {
  id: Generated<number>;
  kind: MediaAssetKind;
  ownerId: number | null;
  fixtureId: number | null;
  title: string;
  state: MediaAssetState;
  durationMs: number | null;
  sourcePath: string | null;
  outputDir: string | null;
  /** The packaged renditions as JSON: name, width, height, bandwidth. */
  renditions: string | null;
  sizeBytes: Generated<number>;
  demo: Generated<number>;
  error: string | null;
  createdAt: number;
  readyAt: number | null;
}

export type MediaJobState = 'queued' | 'running' | 'done' | 'failed';

/** A packaging job: files in, HLS out. */
export interface MediaJobTable {
  id: Generated<number>;
  kind: string;
  assetId: number | null;
  payload: string;
  state: MediaJobState;
  progress: Generated<number>;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  runAfter: number;
  lockedBy: string | null;
  lockedUntil: number | null;
  error: string | null;
  createdAt: number;
  updatedAt: number;
}
