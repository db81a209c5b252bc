import { spawn } from 'node:child_process';

export interface FfmpegRun {
  ffmpeg: string;
  args: readonly string[];
  /** The input's length, for progress; null when unknown (no progress then). */
  durationMs: number | null;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Reads `-progress pipe:1` output: the encoded time so far, in microseconds. */
export function progressOutTimeUs(line: string): number | null {
  const m = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
  return m ? Number(m[1]) : null;
}

/**
 * Runs ffmpeg to the end, reporting progress from its out_time against the input's length. Rejects
 * with ffmpeg's last words when it fails, and kills it when the signal aborts.
 */
export function runFfmpeg({ ffmpeg, args, durationMs, onProgress, signal }: FfmpegRun): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let pending = '';
    const abort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', abort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const us = progressOutTimeUs(line);
        if (us !== null && durationMs) onProgress?.(Math.min(0.99, us / 1000 / durationMs));
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      // The end is what explains a failure; keep only that.
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (err) => {
      signal?.removeEventListener('abort', abort);
      reject(err);
    });
    child.on('close', (code, sig) => {
      signal?.removeEventListener('abort', abort);
      if (code === 0) return resolve();
      if (signal?.aborted) return reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      const last = stderr.trim().split('\n').slice(-3).join(' | ');
      reject(new Error(`ffmpeg ${sig ? `was killed (${sig})` : `exited with ${code}`}${last ? `: ${last}` : ''}`));
    });
  });
}
