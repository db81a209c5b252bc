import path from 'node:path';
import { ladderFor, type LadderRung } from '@/lib/domain/broadcast';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { streamAlive, streamStopped, type BroadcastRow } from './broadcasts';
import { partNames } from './hls-parts';
import { broadcastDir } from './media-dir';
import { recordRefusal } from './stream-keys';
import { startTranscoder, type Transcoder } from './transcoder';

/** What the ingest knows about the stream it holds. */
export interface SourceInfo {
  input: 'flv' | 'webm';
  width: number | null;
  height: number | null;
  hasAudio: boolean;
}

export interface PipelineDeps {
  db: Db;
  mediaRoot: string;
  ffmpeg: string;
  preset: string;
  now: () => number;
  /** Viewers of a room now, for the studio's health panel. */
  viewers?: (roomId: number) => Promise<number>;
}

/** The source side of a session: what a restarted transcoder must be fed first, and how to hang up. */
export interface SourceControl {
  /** Bytes that open the stream again (container header, codec set-up) for a new run of ffmpeg. */
  header(): Buffer[];
  /** Whether a chunk can start a new run (a keyframe); until one comes, a new run is fed nothing more. */
  startsRun(chunk: Buffer, meta?: { keyframe?: boolean }): boolean;
  disconnect(reason: 'ended' | 'failed'): void;
}

const HEALTH_EVERY_MS = 2_000;

/** Seconds the counted frames cover: from the first's timestamp to one frame past the last; wall time when there are none. */
function spanSeconds(first: number | null, last: number | null, frames: number): number {
  if (first === null || last === null || last <= first) return HEALTH_EVERY_MS / 1000;
  return ((last - first) * frames) / (frames - 1) / 1000;
}
const RESTART_DELAY_MS = 500;
/** More restarts than this within a minute means the stream itself is bad: give up. */
const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * One live broadcast's stream: feeds the transcoder, restarts it when it dies (the room keeps playing
 * across a discontinuity), reports health, and hangs up when the studio ends the broadcast.
 */
export class IngestSession {
  private transcoder: Transcoder | null = null;
  private waitingForKeyframe = false;
  private restarts: number[] = [];
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private stopping: Promise<void> | null = null;
  private bytes = 0;
  private frames = 0;
  private firstFrameMs: number | null = null;
  private lastFrameMs: number | null = null;
  private lastKeyframeAt: number | null = null;
  private keyframeIntervalSeconds: number | null = null;
  private droppedBefore = 0;
  readonly rungs: LadderRung[];

  constructor(
    private readonly deps: PipelineDeps,
    readonly broadcast: BroadcastRow,
    private readonly source: SourceInfo,
    private readonly control: SourceControl,
    private readonly onStopped: () => void = () => {},
  ) {
    this.rungs = ladderFor(source.height ?? 1080);
  }

  async start(): Promise<void> {
    await this.run(false);
    this.timer = setInterval(() => void this.report(), HEALTH_EVERY_MS);
  }

  /** A chunk of the source: FLV tags from RTMP, WebM from the browser. */
  /** `mediaMs`: the frame's own timestamp (RTMP's), which arrival times would blur with network jitter. */
  push(chunk: Buffer, meta: { keyframe?: boolean; videoFrame?: boolean; mediaMs?: number } = {}): void {
    if (this.closed) return;
    this.bytes += chunk.length;
    if (meta.videoFrame) {
      this.frames += 1;
      if (meta.mediaMs !== undefined) {
        this.firstFrameMs ??= meta.mediaMs;
        this.lastFrameMs = meta.mediaMs;
      }
    }
    if (meta.keyframe) this.noteKeyframe(meta.mediaMs);
    if (!this.transcoder) return;
    if (this.waitingForKeyframe) {
      if (!this.control.startsRun(chunk, meta)) return;
      this.waitingForKeyframe = false;
    }
    this.transcoder.write(chunk);
  }

  /** The source went away: the room waits for it through the grace period. A second call waits for the first. */
  stop(): Promise<void> {
    this.stopping ??= this.finish();
    return this.stopping;
  }

  private async finish(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.transcoder?.end();
    const t = this.transcoder;
    this.transcoder = null;
    // ffmpeg writes its last segment as its input ends; kill it if it hangs.
    const killer = setTimeout(() => t?.kill(), 10_000);
    await t?.exited;
    clearTimeout(killer);
    this.onStopped();
    await streamStopped(this.deps.db, this.broadcast.id, this.deps.now()).catch((err: unknown) => logger.error({ err }, 'could not mark the stream stopped'));
  }

  private noteKeyframe(mediaMs?: number): void {
    const at = mediaMs ?? this.deps.now();
    if (this.lastKeyframeAt !== null) this.keyframeIntervalSeconds = Math.round((at - this.lastKeyframeAt) / 100) / 10;
    this.lastKeyframeAt = at;
  }

  private async run(restart: boolean): Promise<void> {
    const dir = broadcastDir(this.deps.mediaRoot, this.broadcast.id);
    const part = (await partNames(dir)).length + 1;
    const t = await startTranscoder({ ffmpeg: this.deps.ffmpeg, input: this.source.input, partDir: path.join(dir, `p${part}`), rungs: this.rungs, hasAudio: this.source.hasAudio, preset: this.deps.preset });
    this.transcoder = t;
    if (restart) {
      for (const chunk of this.control.header()) t.write(chunk);
      this.waitingForKeyframe = true;
    }
    void t.exited.then(({ code, stderr }) => {
      if (this.closed || this.transcoder !== t) return;
      logger.warn({ broadcastId: this.broadcast.id, code, stderr }, 'transcoder stopped; restarting');
      this.droppedBefore += t.progress.dropFrames;
      this.transcoder = null;
      void this.restart();
    });
  }

  private async restart(): Promise<void> {
    const now = this.deps.now();
    this.restarts = [...this.restarts.filter((at) => at > now - 60_000), now];
    if (this.restarts.length > MAX_RESTARTS_PER_MINUTE) {
      await recordRefusal(this.deps.db, this.broadcast.userId, 'pipeline-failed', now);
      this.control.disconnect('failed');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS));
    if (!this.closed) await this.run(true);
  }

  private async report(): Promise<void> {
    const seconds = HEALTH_EVERY_MS / 1000;
    const health = {
      bitrateKbps: Math.round((this.bytes * 8) / 1000 / seconds),
      // RTMP's frames over their own timestamps; the browser's WebM is not parsed here, so ffmpeg's rate stands in.
      fps: this.frames > 1 ? Math.round((this.frames / Math.max(spanSeconds(this.firstFrameMs, this.lastFrameMs, this.frames), 0.001)) * 10) / 10 : (this.transcoder?.progress.fps ?? 0),
      droppedFrames: this.droppedBefore + (this.transcoder?.progress.dropFrames ?? 0),
      keyframeIntervalSeconds: this.keyframeIntervalSeconds,
      width: this.source.width,
      height: this.source.height,
      renditions: this.rungs.map((r) => r.name),
      viewers: (await this.deps.viewers?.(this.broadcast.roomId).catch(() => 0)) ?? 0,
      updatedAt: this.deps.now(),
    };
    this.bytes = 0;
    this.frames = 0;
    this.firstFrameMs = null;
    this.lastFrameMs = null;
    try {
      const { ended } = await streamAlive(this.deps.db, this.broadcast.id, health, this.deps.now());
      if (ended && !this.closed) this.control.disconnect('ended');
    } catch (err) {
      logger.error({ err }, 'could not record stream health');
    }
  }
}
