import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { LadderRung } from '@/lib/domain/broadcast';
import { transcodeArgs, type TranscodeArgsInput } from './transcode-args';

/** What ffmpeg last said about its progress (`-progress`), every half second or so. */
export interface TranscodeProgress {
  frame: number;
  fps: number;
  dropFrames: number;
  speed: number;
}

export interface Transcoder {
  /** False when ffmpeg's input is full: the caller may drop what it cannot wait for. */
  write(chunk: Buffer): boolean;
  /** Ends the input; ffmpeg finishes its segments and exits. */
  end(): void;
  kill(): void;
  readonly progress: TranscodeProgress;
  /** Resolves when ffmpeg exits, with its code and the last lines it wrote to stderr. */
  readonly exited: Promise<{ code: number | null; stderr: string }>;
}

export interface TranscoderOptions extends Omit<TranscodeArgsInput, 'rungs'> {
  ffmpeg: string;
  rungs: readonly LadderRung[];
}

function parseProgress(block: string, into: TranscodeProgress): void {
  for (const line of block.split('\n')) {
    const [key, value = ''] = line.split('=', 2);
    const n = Number.parseFloat(value);
    if (!Number.isFinite(n)) continue;
    if (key === 'frame') into.frame = n;
    else if (key === 'fps') into.fps = n;
    else if (key === 'drop_frames') into.dropFrames = n;
    else if (key === 'speed') into.speed = n;
  }
}

/** Starts ffmpeg on one part folder; the input is written to it as it arrives. */
export async function startTranscoder(opts: TranscoderOptions): Promise<Transcoder> {
  await Promise.all(opts.rungs.map((r) => fs.mkdir(path.join(opts.partDir, r.name), { recursive: true })));
  const child: ChildProcess = spawn(opts.ffmpeg, transcodeArgs(opts), { stdio: ['pipe', 'ignore', 'pipe', 'pipe'] });
  const progress: TranscodeProgress = { frame: 0, fps: 0, dropFrames: 0, speed: 0 };
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-2000);
  });
  (child.stdio[3] as Readable | undefined)?.on('data', (d: Buffer) => parseProgress(d.toString(), progress));
  const stdin = child.stdin as Writable;
  // A broken pipe when ffmpeg dies is reported through `exited`.
  stdin.on('error', () => {});
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => {
    child.on('error', (err) => resolve({ code: -1, stderr: err.message }));
    child.on('exit', (code) => resolve({ code, stderr: stderr.trim() }));
  });
  return {
    write: (chunk) => (stdin.writable ? stdin.write(chunk) : false),
    end: () => stdin.end(),
    kill: () => void child.kill('SIGKILL'),
    progress,
    exited,
  };
}
