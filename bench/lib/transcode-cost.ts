import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ladderFor } from '@/lib/domain/broadcast';
import { transcodeArgs } from '@/server/media-pipeline/transcode-args';
import { cpuSeconds } from './media-rig';

export const SOURCE_SECONDS = 20;

/** What a process cost: CPU seconds (sampled until it exits) and wall seconds. */
export interface Cost {
  cpu: number;
  wall: number;
}

const SAMPLE_MS = 100;

/** Runs ffmpeg to the end, reading its CPU time from /proc until it exits (the last sample loses at most 0.1 s). */
async function costOf(ffmpeg: string, args: string[], stdin?: string): Promise<Cost> {
  const started = Date.now();
  const child = spawn(ffmpeg, args, { stdio: [stdin ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // A failing ffmpeg closes its input early; its exit code tells why, not the broken pipe.
  child.stdin?.on('error', () => {});
  if (stdin && child.stdin) fs.createReadStream(stdin).pipe(child.stdin);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let cpu = 0;
  let done = false;
  void exited.then(() => (done = true));
  while (!done && child.pid !== undefined) {
    cpu = await cpuSeconds(child.pid).catch(() => cpu);
    await new Promise((r) => setTimeout(r, SAMPLE_MS));
  }
  const code = await exited;
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}: ${errors.slice(0, 500)}`);
  return { cpu, wall: (Date.now() - started) / 1000 };
}

/**
 * A 1080p30 source as OBS sends it (x264, 2 s GOP, AAC), written as fast as it goes. Making it is the
 * baseline: what one plain 1080p encode costs on this machine.
 */
export async function makeSource(ffmpeg: string): Promise<{ file: string; cost: Cost; dir: string }> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'bench-transcode-'));
  const file = path.join(dir, 'source.flv');
  const cost = await costOf(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
    '-t', String(SOURCE_SECONDS), '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '60', '-pix_fmt', 'yuv420p', '-b:v', '6000k', '-c:a', 'aac', '-f', 'flv', file]);
  return { file, cost, dir };
}

/** The live transcoder's arguments for a 1080p source, run over the recorded source as fast as it goes. */
export async function transcodeCost(ffmpeg: string, preset: string, source: string, dir: string): Promise<Cost> {
  const rungs = ladderFor(1080);
  const partDir = path.join(dir, preset);
  await Promise.all(rungs.map((r) => fsp.mkdir(path.join(partDir, r.name), { recursive: true })));
  const args = transcodeArgs({ input: 'flv', partDir, rungs, hasAudio: true, preset });
  const progress = args.indexOf('-progress');
  if (progress >= 0) args.splice(progress, 2);
  return costOf(ffmpeg, args, source);
}
