import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

export interface FfmpegBinary {
  path: string;
  /** Which one runs: the system's (FFMPEG_PATH or on PATH), or the build shipped through npm. */
  origin: 'system' | 'npm';
}

let found: FfmpegBinary | null | undefined;

function runs(path: string): boolean {
  try {
    execFileSync(path, ['-hide_banner', '-version'], { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/** The npm build (@ffmpeg-installer/ffmpeg, an optional dependency): absent on platforms it has no binary for. */
function npmBuild(): string | null {
  try {
    const load = createRequire(import.meta.url);
    const pkg = load('@ffmpeg-installer/ffmpeg') as { path?: unknown };
    return typeof pkg.path === 'string' ? pkg.path : null;
  } catch {
    return null;
  }
}

/** The ffmpeg the pipeline runs, found once: FFMPEG_PATH, else the system's, else the npm build; null when none runs. */
export function findFfmpeg(env: NodeJS.ProcessEnv = process.env): FfmpegBinary | null {
  if (found !== undefined) return found;
  const candidates: FfmpegBinary[] = [];
  if (env.FFMPEG_PATH) candidates.push({ path: env.FFMPEG_PATH, origin: 'system' });
  candidates.push({ path: 'ffmpeg', origin: 'system' });
  const shipped = npmBuild();
  if (shipped) candidates.push({ path: shipped, origin: 'npm' });
  found = candidates.find((c) => runs(c.path)) ?? null;
  return found;
}

/** The ffmpeg path, or an error that says how to get one. */
export function ffmpegPath(): string {
  const bin = findFfmpeg();
  if (!bin) throw new Error('No ffmpeg found: install the system package (apt-get install ffmpeg) or run npm install for the bundled build');
  return bin.path;
}
