import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** `gc` from `--expose-gc`, or switched on at run time when the flag was not given. */
function garbageCollector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

const gc = garbageCollector();

export interface MemorySample {
  heapBytes: number;
  rssBytes: number;
}

export async function settledMemory(): Promise<MemorySample> {
  for (let i = 0; i < 3; i += 1) {
    gc();
    await new Promise((r) => setTimeout(r, 50));
  }
  const { heapUsed, rss } = process.memoryUsage();
  return { heapBytes: heapUsed, rssBytes: rss };
}
